/**
 * Searches that found nothing (issue 29 item 4; decision 0040; migration 20261128500001_search_misses.sql),
 * through supabase-js the way a script would, each client from its own loopback address: a visitor's miss
 * is counted per day, language and query with nothing that identifies them; nobody reads or writes the
 * table through the API; only staff read the top queries; markup, identifiers, robots, staff and floods are
 * not counted. Runs on PGlite and on the Postgres server.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("search misses");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
/**
 * A random word of letters only: a query with five digits in a row is taken for an identifier (a phone or
 * account number) and not counted, and six hex digits of a UUID are that about one time in eight — the
 * flood test's 12 requests were then all "accepted" uncounted, and it failed now and then.
 */
const randomWord = () => randomUUID().slice(0, 8).replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Summary {
  days: number;
  total: number;
  queries: { query: string; language: string; misses: number; last_day: string }[];
}

describe.each(BACKENDS)("search misses on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let staff: SupabaseClient;
  let member: SupabaseClient;

  const visitor = (address = newClientAddress(), agent = BROWSER) => clientFrom(s.url, s.anonKey, address, { "User-Agent": agent });
  const db = <T,>(sql: string, params: unknown[] = []) => s.emulator.context.db.query<T>(sql, params);
  const missesOf = async (query: string) =>
    (await db<{ n: number }>("select coalesce(sum(misses), 0)::int n from public.search_misses where query = $1", [query])).rows[0]!.n;

  async function signedIn(role?: "admin" | "editor"): Promise<SupabaseClient> {
    const email = `${role ?? "member"}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    expect((await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} })).error).toBeNull();
    const client = createClient(s.url, s.anonKey, { ...noSession, global: { headers: { "User-Agent": BROWSER } } });
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return client;
  }

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
    staff = await signedIn("admin");
    member = await signedIn();
  });

  afterAll(async () => {
    await s?.close();
  });

  it("counts a miss per day, language and query (trimmed, spaces collapsed, lower case), storing nothing about who searched", async () => {
    const word = `gender-${randomWord()}`;
    const address = newClientAddress();
    for (const [who, query, language] of [
      [visitor(address), `  ${word.toUpperCase()}   evaluations `, "en"],
      [visitor(), `${word} evaluations`, "en"],
      [member, `${word} evaluations`, "en"],
      [visitor(), `${word} evaluations`, "fr"],
    ] as const) {
      const { data, error } = await who.rpc("record_search_miss", { query, language });
      expect(error).toBeNull();
      expect(data).toBe(true);
    }
    const { rows } = await db<Record<string, unknown>>("select * from public.search_misses where query = $1 order by language", [`${word} evaluations`]);
    expect(rows.map((row) => [row.language, row.misses])).toEqual([
      ["en", 3],
      ["fr", 1],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["day", "language", "misses", "query"]);
    const everything = JSON.stringify([(await db("select * from public.search_misses")).rows, (await db("select * from public.page_view_rate")).rows]);
    expect(everything).not.toContain(address);
  });

  it("lets nobody outside the database read or change the misses through the API, staff included", async () => {
    await visitor().rpc("record_search_miss", { query: "readable miss", language: "en" });
    for (const who of [visitor(), member, staff]) {
      const read = await who.from("search_misses").select("*");
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code).toBe("42501");
      expect((await who.from("search_misses").insert({ language: "en", query: "forged", misses: 1000 })).error?.code).toBe("42501");
      expect((await who.from("search_misses").update({ misses: 1000 }).eq("query", "readable miss")).error?.code).toBe("42501");
      expect((await who.from("search_misses").delete().eq("query", "readable miss")).error?.code).toBe("42501");
    }
    expect(await missesOf("forged")).toBe(0);
    expect(await missesOf("readable miss")).toBe(1);
  });

  it("refuses the top queries to visitors and signed-in non-staff, and gives staff the most frequent first", async () => {
    for (const who of [visitor(), member]) {
      const { data, error } = await who.rpc("search_misses_summary", { days: 28 });
      expect(data).toBeNull();
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    }
    const often = `often-${randomWord()}`;
    const once = `once-${randomWord()}`;
    for (let i = 0; i < 30; i++) await visitor().rpc("record_search_miss", { query: often, language: "ar" });
    await visitor().rpc("record_search_miss", { query: once, language: "ru" });
    // An old miss is outside a 7-day period.
    await db("insert into public.search_misses (day, language, query, misses) values (current_date - 20, 'en', $1, 99)", [`old-${often}`]);
    const { data, error } = await staff.rpc("search_misses_summary", { days: 7 });
    expect(error).toBeNull();
    const summary = data as Summary;
    expect(summary.queries[0]).toMatchObject({ query: often, language: "ar", misses: 30 });
    expect(summary.queries.some((q) => q.query === `old-${often}`)).toBe(false);
    expect(summary.total).toBeGreaterThanOrEqual(31);
    const month = (await staff.rpc("search_misses_summary", { days: 28 })).data as Summary;
    expect(month.queries[0]).toMatchObject({ query: `old-${often}`, misses: 99 });
    expect((await staff.rpc("search_misses_summary", { days: 3 })).error?.code).toBe("22023");
  });

  it("refuses markup, control characters, an empty or overlong query and an unknown language, storing nothing", async () => {
    for (const [query, language] of [
      ['<img src=x onerror="alert(1)">', "en"],
      ["line\u0007bell", "en"],
      ["   ", "en"],
      ["x".repeat(101), "en"],
      ["valid words", "de"],
      ["valid words", null],
    ] as const) {
      const { data, error } = await visitor().rpc("record_search_miss", { query, language });
      expect(data).toBeNull();
      expect(error?.code, String(query)).toBe("22023");
    }
    expect((await db<{ n: number }>("select count(*)::int n from public.search_misses where query ~ '[<>]' or language not in ('en','fr','ru','ar','fa') or query = 'valid words'")).rows[0]!.n).toBe(0);
  });

  it("does not store a query that carries an identifier: an e-mail address, a phone or account number, a web address", async () => {
    for (const query of ["jane.doe@example.org", "call me 0612345678", "۰۹۱۲۳۴۵۶۷۸۹", "٠١٢٣٤٥٦", "https://example.org/x", "www.example.org"]) {
      const { data, error } = await visitor().rpc("record_search_miss", { query, language: "fa" });
      expect(error).toBeNull();
      expect(data, query).toBe(false);
      expect(await missesOf(query.toLowerCase())).toBe(0);
    }
    // A year or a short number is not an identifier.
    expect((await visitor().rpc("record_search_miss", { query: "report 2025", language: "en" })).data).toBe(true);
  });

  it("does not count robots or signed-in staff", async () => {
    const query = `who-${randomWord()}`;
    for (const agent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", ""]) {
      const { data, error } = await visitor(newClientAddress(), agent).rpc("record_search_miss", { query, language: "en" });
      expect(error).toBeNull();
      expect(data).toBe(false);
    }
    expect((await staff.rpc("record_search_miss", { query, language: "en" })).data).toBe(false);
    expect(await missesOf(query)).toBe(0);
  });

  it("stops a flood from one address at the per-minute limit (429); others are not affected", async () => {
    await db("update public.analytics_settings set views_per_address_per_minute = 5");
    try {
      const address = newClientAddress();
      const query = `flood-${randomWord()}`;
      const answers = await Promise.all(Array.from({ length: 12 }, () => visitor(address).rpc("record_search_miss", { query, language: "en" })));
      // What the database counted, printed if the limit does not hold.
      const counted = await db<{ client_hash: string; minute: string; hits: number }>("select left(client_hash, 8) client_hash, minute::text, hits from public.page_view_rate order by minute, client_hash");
      const setting = await db<{ limit: number }>('select views_per_address_per_minute "limit" from public.analytics_settings');
      expect(answers.filter((a) => a.error === null), JSON.stringify({ counted: counted.rows, setting: setting.rows })).toHaveLength(5);
      for (const a of answers.filter((x) => x.error !== null)) {
        expect(a.status).toBe(429);
        expect(a.error?.code).toBe("PT429");
      }
      expect(await missesOf(query)).toBe(5);
      expect((await visitor().rpc("record_search_miss", { query, language: "en" })).error).toBeNull();
    } finally {
      await db("update public.analytics_settings set views_per_address_per_minute = 60");
    }
  });

  it("deletes misses older than the retention period when the next one is recorded", async () => {
    await db("insert into public.search_misses (day, language, query, misses) values (current_date - 400, 'en', 'ancient miss', 3)");
    expect((await visitor().rpc("record_search_miss", { query: "fresh miss", language: "en" })).error).toBeNull();
    expect(await missesOf("ancient miss")).toBe(0);
  });
});
