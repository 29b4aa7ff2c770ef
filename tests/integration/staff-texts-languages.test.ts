/**
 * Issue 25: partners' descriptions and the rate cards' tier names and features in five languages
 * (migration 20261128300001_staff_texts_languages.sql). The migration is applied to a database that
 * already holds rows (the seed and rows staff added): nothing is lost, today's text is the English
 * text, translations start empty. The new columns are written as the tables always were: only by
 * admins and editors — a visitor or an author trying to change a translation is refused (attacks).
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir, defaultSeedFile, openDatabase } from "../../emulator/supabase/db.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const MIGRATION = "20261128300001_staff_texts_languages.sql";
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
/** The seed's services are 00000000-0000-4000-8000-000000000201 to …206. */
const SEEDED_SERVICE = "00000000-0000-4000-8000-00000000020";

describe("the staff-texts-in-five-languages migration on a database with data (PGlite)", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "staff-texts-"));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("keeps every partner and pricing row, their text becomes the English text, translations empty", async () => {
    const migrationsDir = join(scratch, "migrations");
    cpSync(defaultMigrationsDir, migrationsDir, { recursive: true });
    const later = readdirSync(migrationsDir).filter((f) => f >= MIGRATION);
    for (const file of later) rmSync(join(migrationsDir, file));
    const dataDir = join(scratch, "pglite");
    // The seed as it was before: without the demo translations, which need the new columns.
    const seedFile = join(scratch, "seed.sql");
    writeFileSync(seedFile, readFileSync(defaultSeedFile, "utf8").replace(/-- >>> staff texts in five languages[\s\S]*?-- <<< staff texts in five languages\n/, ""));

    const before = await openDatabase({ dataDir, migrationsDir, seedFile });
    let partnersBefore: unknown[];
    let pricingBefore: unknown[];
    try {
      await before.query(
        "insert into public.partners (name, description, logo_url) values ('Added before', 'Evaluation specialists, since 2010.', 'https://before.example/logo.png')",
      );
      partnersBefore = (await before.query("select id, name, description, logo_url, website from public.partners order by id")).rows;
      pricingBefore = (await before.query("select id, tier, label, price, features from public.service_pricing order by id")).rows;
      expect(partnersBefore.length).toBeGreaterThan(1);
      expect(pricingBefore.length).toBeGreaterThan(0);
    } finally {
      await before.close();
    }

    for (const file of later) cpSync(join(defaultMigrationsDir, file), join(migrationsDir, file));
    const after = await openDatabase({ dataDir, migrationsDir, seedFile });
    try {
      expect((await after.query("select id, name, description, logo_url, website from public.partners order by id")).rows).toEqual(partnersBefore);
      expect((await after.query("select id, tier, label, price, features from public.service_pricing order by id")).rows).toEqual(pricingBefore);
      const empty = await after.query<{ partners: number; pricing: number }>(
        `select (select count(*)::int from public.partners where description_i18n <> '{}') partners,
                (select count(*)::int from public.service_pricing where i18n <> '{}') pricing`,
      );
      expect(empty.rows[0]).toEqual({ partners: 0, pricing: 0 });
      // The English text is where it was; a translation can now be stored beside it.
      await after.query(`update public.partners set description_i18n = '{"ar": "متخصصون في التقييم منذ 2010."}' where name = 'Added before'`);
      const stored = await after.query<{ description: string; ar: string }>("select description, description_i18n->>'ar' ar from public.partners where name = 'Added before'");
      expect(stored.rows[0]).toEqual({ description: "Evaluation specialists, since 2010.", ar: "متخصصون في التقييم منذ 2010." });
    } finally {
      await after.close();
    }
  });
});

const BACKENDS = await testBackends("staff-texts-languages");

describe.each(BACKENDS)("translations of staff texts on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let partnerId: string;
  let pricingId: string;

  async function signedIn(role: "admin" | "editor" | "author"): Promise<SupabaseClient> {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    expect((await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role } })).error).toBeNull();
    const client = createClient(s.url, s.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return client;
  }

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
    const partner = await service.from("partners").insert({ name: `P ${randomUUID().slice(0, 6)}`, description: "English only", logo_url: "https://p.example/l.png" }).select("id").single();
    partnerId = partner.data!.id as string;
    const pricing = await service
      .from("service_pricing")
      .insert({ service_id: `${SEEDED_SERVICE}1`, tier: `t-${randomUUID().slice(0, 8)}`, label: "Test tier", price: 1, features: ["One"] })
      .select("id")
      .single();
    pricingId = pricing.data!.id as string;
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lets an editor store the Arabic description and tier, and everyone read them", async () => {
    const editor = await signedIn("editor");
    const saved = await editor.from("partners").update({ description_i18n: { ar: "بالعربية" } }).eq("id", partnerId).select("description,description_i18n");
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ description: "English only", description_i18n: { ar: "بالعربية" } }]);
    const tier = await editor.from("service_pricing").update({ i18n: { ar: { label: "أساسي", features: ["ميزة"] } } }).eq("id", pricingId).select("i18n");
    expect(tier.data).toEqual([{ i18n: { ar: { label: "أساسي", features: ["ميزة"] } } }]);
    const visitor = createClient(s.url, s.anonKey, noSession);
    expect((await visitor.from("partners").select("description_i18n").eq("id", partnerId)).data).toEqual([{ description_i18n: { ar: "بالعربية" } }]);
  });

  it("seeds the demo partners and every demo tier in fr, ru, ar and fa, a translated feature for each English one", async () => {
    const partners = (await service.from("partners").select("name,description_i18n").in("name", ["Northern Data Collective", "GreenLedger Advisory", "Lakeshore Digital"])).data ?? [];
    expect(partners).toHaveLength(3);
    for (const p of partners) expect(Object.keys(p.description_i18n as object).sort(), p.name as string).toEqual(["ar", "fa", "fr", "ru"]);
    const seeded = [1, 2, 3, 4, 5, 6].map((n) => `${SEEDED_SERVICE}${n}`);
    const tiers = (await service.from("service_pricing").select("tier,features,i18n").in("service_id", seeded).neq("id", pricingId)).data ?? [];
    expect(tiers.length).toBe(11);
    for (const tier of tiers) {
      const i18n = tier.i18n as Record<string, { label: string; features: string[] }>;
      expect(Object.keys(i18n).sort(), tier.tier as string).toEqual(["ar", "fa", "fr", "ru"]);
      for (const texts of Object.values(i18n)) expect(texts.features.length, tier.tier as string).toBe((tier.features as string[]).length);
    }
  });

  it("attack: a visitor (anon key) cannot write a translation; nothing changes", async () => {
    const visitor = createClient(s.url, s.anonKey, noSession);
    const { data } = await visitor.from("partners").update({ description_i18n: { ar: "defaced" } }).eq("id", partnerId).select("id");
    expect(data ?? []).toEqual([]);
    const tier = await visitor.from("service_pricing").update({ i18n: { ar: { label: "defaced" } } }).eq("id", pricingId).select("id");
    expect(tier.data ?? []).toEqual([]);
    const now = await service.from("partners").select("description_i18n").eq("id", partnerId).single();
    expect(now.data?.description_i18n).not.toEqual({ ar: "defaced" });
  });

  it("attack: a signed-in author (not an editor) cannot write a translation; nothing changes", async () => {
    const author = await signedIn("author");
    const { data } = await author.from("partners").update({ description_i18n: { fa: "defaced" } }).eq("id", partnerId).select("id");
    expect(data ?? []).toEqual([]);
    const tier = await author.from("service_pricing").update({ i18n: { fa: { label: "defaced" } } }).eq("id", pricingId).select("id");
    expect(tier.data ?? []).toEqual([]);
    const now = await service.from("partners").select("description_i18n").eq("id", partnerId).single();
    expect(now.data?.description_i18n).not.toHaveProperty("fa");
  });

  it("refuses malformed translations even from an editor: unknown language, blank text, a key that is not a text", async () => {
    const editor = await signedIn("editor");
    for (const bad of [{ de: "Deutsch" }, { ar: "   " }, { ar: 42 }, { en: "English goes in description" }, { ar: "x".repeat(2001) }]) {
      const { error } = await editor.from("partners").update({ description_i18n: bad }).eq("id", partnerId);
      expect(error?.code, JSON.stringify(bad).slice(0, 40)).toBe("23514");
    }
    for (const bad of [{ ar: { label: "" } }, { ar: { note: "x" } }, { ar: { features: ["ok", " "] } }, { ar: "not an object" }, { xx: { label: "x" } }]) {
      const { error } = await editor.from("service_pricing").update({ i18n: bad }).eq("id", pricingId);
      expect(error?.code, JSON.stringify(bad)).toBe("23514");
    }
  });
});
