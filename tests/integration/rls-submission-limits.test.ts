/**
 * The per-visitor limits of migration 20261122000100_submission_limits.sql, attacked through
 * supabase-js the way a script would: at most 5 submissions per e-mail address and 20 per session
 * in a rolling hour, refused with SQLSTATE PT429 (HTTP 429); staff and the service role are not
 * limited; a retry of an already stored id is a duplicate (success for the site), never a refusal.
 * Runs on PGlite and on the Postgres server (the harness's backends).
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionsClient } from "../../src/lib/submissions/client.ts";
import { submit } from "../../src/lib/submissions/submit.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("rls-submission-limits");
const clientOpts = { auth: { persistSession: false, autoRefreshToken: false } };

const message = (email: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: "message",
  name: "Lim",
  email,
  subject: "Limits",
  message: "Hello",
  ...over,
});

describe.each(BACKENDS)("submission limits on $name", ({ backend }) => {
  let s: StartedSupabase;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    s = await startSupabase({ backend });
    anon = createClient(s.url, s.anonKey, clientOpts);
    service = createClient(s.url, s.serviceRoleKey, clientOpts);
  });

  afterAll(async () => {
    await s?.close();
  });

  async function count(filter: (q: ReturnType<ReturnType<SupabaseClient["from"]>["select"]>) => typeof q) {
    const { count: n, error } = await filter(service.from("contact_submissions").select("id", { count: "exact", head: true }));
    expect(error).toBeNull();
    return n;
  }

  it("refuses the 6th submission of an e-mail address within an hour with PT429 / HTTP 429", async () => {
    for (let i = 0; i < 5; i++) {
      const { error } = await anon.from("contact_submissions").insert(message("limit@example.com"));
      expect(error).toBeNull();
    }
    const sixth = await anon.from("contact_submissions").insert(message("limit@example.com"));
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({ code: "PT429", message: expect.stringContaining("at most 5 per hour") });
    // The address is compared without case and surrounding spaces.
    const variant = await anon.from("contact_submissions").insert(message(" LIMIT@Example.com "));
    expect(variant.error).toMatchObject({ code: "PT429" });
    expect(await count((q) => q.ilike("email", "%limit@example.com%"))).toBe(5);

    // Another address is not affected.
    expect((await anon.from("contact_submissions").insert(message("other@example.com"))).error).toBeNull();
  });

  it("counts a referral by the referrer's address, and a retry of a stored id is a duplicate, not a refusal", async () => {
    const referral = () => ({
      id: randomUUID(),
      kind: "referral",
      referrer_name: "R",
      referrer_email: "referrer@example.com",
      referee_name: "F",
      referee_email: `friend-${randomUUID().slice(0, 6)}@example.com`,
    });
    const rows = Array.from({ length: 5 }, referral);
    for (const row of rows) expect((await anon.from("contact_submissions").insert(row)).error).toBeNull();
    expect((await anon.from("contact_submissions").insert(referral())).error).toMatchObject({ code: "PT429" });

    const retry = await anon.from("contact_submissions").insert(rows[4]!);
    expect(retry.error).toMatchObject({ code: "23505", message: expect.stringContaining("contact_submissions_pkey") });
  });

  it("maps the refusal to the site's rate-limited reason and a stored retry to success (src/lib/submissions/submit.ts)", async () => {
    const client = anon as unknown as SubmissionsClient;
    const fields = { name: "Sub", email: "lib@example.com", subject: "Lib", message: "Through the library" };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      expect(await submit("message", fields, { id, client, formEndpoint: null })).toEqual({ ok: true });
    }
    expect(await submit("message", fields, { id: randomUUID(), client, formEndpoint: null })).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
    expect(await submit("message", fields, { id: ids[0]!, client, formEndpoint: null })).toEqual({ ok: true });
    expect(await count((q) => q.eq("email", "lib@example.com"))).toBe(5);
  });

  it("limits one session to 20 submissions an hour across addresses, and records the session itself", async () => {
    const visitor = createClient(s.url, s.anonKey, clientOpts);
    const { data, error } = await visitor.auth.signInAnonymously();
    expect(error).toBeNull();
    const uid = data.user!.id;
    for (let i = 0; i < 20; i++) {
      const row = message(`session-${i}@example.com`, i === 0 ? { submitted_by: randomUUID() } : {});
      expect((await visitor.from("contact_submissions").insert(row)).error).toBeNull();
    }
    const twentyFirst = await visitor.from("contact_submissions").insert(message("session-20@example.com"));
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.error).toMatchObject({ code: "PT429", message: expect.stringContaining("at most 20 per hour") });
    // The client cannot claim another session: the trigger records auth.uid().
    expect(await count((q) => q.eq("submitted_by", uid))).toBe(20);
    // Without the session (plain anon), a fresh address still goes through.
    expect((await anon.from("contact_submissions").insert(message("session-20@example.com"))).error).toBeNull();
  });

  it("does not limit the service role, and forgets submissions older than an hour", async () => {
    for (let i = 0; i < 7; i++) {
      expect((await service.from("contact_submissions").insert(message("staff-import@example.com"))).error).toBeNull();
    }
    // Age the five rows of limit@example.com by two hours (as the superuser, past the update guard).
    await s.emulator.context.db.exec(`
      begin;
      alter table public.contact_submissions disable trigger guard_contact_submission_update;
      update public.contact_submissions set created_at = now() - interval '2 hours' where email = 'limit@example.com';
      alter table public.contact_submissions enable trigger guard_contact_submission_update;
      commit;
    `);
    expect((await anon.from("contact_submissions").insert(message("limit@example.com"))).error).toBeNull();
  });
});
