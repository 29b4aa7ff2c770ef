/**
 * The audit log (issue 12, decision 0023): triggers record staff changes, moderation, role changes
 * and sign-ins with who, when, before and after; admins read it; nobody changes it through the API —
 * not an admin, not an editor, not the service role. On PGlite and on the Postgres server.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContact } from "./helpers/client-address.ts";
import { type StartedSupabase, startSupabase, testBackends } from "./helpers/supabase.ts";

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
const backends = await testBackends("audit log");

interface Entry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  action: string;
  table_name: string;
  row_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(backends)("audit log on $name", ({ backend }) => {
  let sb: StartedSupabase;
  let service: SupabaseClient;
  const password = "a-long-test-password-1";

  async function staff(role: "admin" | "editor" | "author") {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role } });
    expect(error).toBeNull();
    const client = createClient(sb.url, sb.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return { client, id: data.user!.id, email };
  }

  /** Everything the log holds, read as the database owner (what an admin would see, unfiltered by RLS). */
  async function entries(where: string, params: unknown[] = []): Promise<Entry[]> {
    const { rows } = await sb.emulator.context.db.query<Entry>(`select * from public.audit_log where ${where} order by id`, params);
    return rows;
  }

  beforeAll(async () => {
    sb = await startSupabase({ backend });
    service = createClient(sb.url, sb.serviceRoleKey, noSession);
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("records an editor's insert, update and delete with who, before and after (only the changed columns)", async () => {
    const editor = await staff("editor");
    const name = `Partner ${randomUUID().slice(0, 6)}`;
    const created = await editor.client.from("partners").insert({ name, description: "A partner for the audit test", logo_url: "https://example.com/logo.png" }).select("id").single();
    expect(created.error).toBeNull();
    const id = String(created.data!.id);
    expect((await editor.client.from("partners").update({ name: `${name} Ltd` }).eq("id", id)).error).toBeNull();
    expect((await editor.client.from("partners").delete().eq("id", id)).error).toBeNull();

    const log = await entries("table_name = 'partners' and row_id = $1", [id]);
    expect(log.map((e) => e.action)).toEqual(["insert", "update", "delete"]);
    for (const entry of log) expect(entry).toMatchObject({ actor_id: editor.id, actor_email: editor.email, actor_role: "authenticated" });
    expect(log[0]!.after).toMatchObject({ name });
    expect(log[1]!.before).toEqual({ name });
    expect(log[1]!.after).toEqual({ name: `${name} Ltd` });
    expect(log[2]!.before).toMatchObject({ name: `${name} Ltd` });
  });

  it("records a moderation decision, and a staff change to a visitor's submission without copying the message on delete", async () => {
    const admin = await staff("admin");
    const author = await staff("author");
    const post = await author.client.from("blog_posts").insert({ title: "Audit me", content: "Body of the post", author_id: author.id }).select("id").single();
    expect(post.error).toBeNull();
    expect((await admin.client.from("blog_posts").update({ status: "approved", published: true }).eq("id", post.data!.id)).error).toBeNull();
    const decision = (await entries("table_name = 'blog_posts' and row_id = $1 and action = 'update'", [String(post.data!.id)]))[0];
    expect(decision).toMatchObject({ actor_id: admin.id, before: { status: "pending", published: false }, after: { status: "approved", published: true } });

    const submissionId = randomUUID();
    expect((await submitContact(createClient(sb.url, sb.anonKey, noSession), { id: submissionId, kind: "message", name: "Visitor", email: `v-${randomUUID().slice(0, 6)}@example.com`, subject: "Hello", message: "My private message" })).error).toBeNull();
    expect(await entries("table_name = 'contact_submissions' and row_id = $1", [submissionId])).toEqual([]);
    expect((await admin.client.from("contact_submissions").update({ status: "read" }).eq("id", submissionId)).error).toBeNull();
    expect((await admin.client.from("contact_submissions").delete().eq("id", submissionId)).error).toBeNull();
    const log = await entries("table_name = 'contact_submissions' and row_id = $1", [submissionId]);
    expect(log.map((e) => [e.action, e.actor_id])).toEqual([["update", admin.id], ["delete", admin.id]]);
    expect(log[0]).toMatchObject({ before: { status: "new" }, after: { status: "read" } });
    expect(log[1]!.before).toEqual({ id: submissionId, kind: "message", status: "read", appointment_status: null });
    expect(JSON.stringify(log)).not.toContain("My private message");
  });

  it("records staff sign-ins and role changes, and not a visitor's anonymous session", async () => {
    const editor = await staff("editor");
    expect((await entries("action = 'sign_in' and actor_id = $1", [editor.id])).length).toBe(1);
    expect((await service.auth.admin.updateUserById(editor.id, { app_metadata: { role: "author" } })).error).toBeNull();
    expect(await entries("action = 'role_change' and row_id = $1", [editor.id])).toEqual([
      expect.objectContaining({ before: { role: "editor", email: editor.email }, after: { role: "author", email: editor.email } }),
    ]);
    const visitor = createClient(sb.url, sb.anonKey, noSession);
    const anonymous = await visitor.auth.signInAnonymously();
    expect(anonymous.error).toBeNull();
    expect(await entries("actor_id = $1 or row_id = $2", [anonymous.data.user!.id, anonymous.data.user!.id])).toEqual([]);
  });

  it("records a wrong password for a staff account, and nothing for an address nobody has", async () => {
    const editor = await staff("editor");
    const client = createClient(sb.url, sb.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email: editor.email, password: "wrong-password-1" })).error?.code).toBe("invalid_credentials");
    expect(await entries("action = 'sign_in_failed' and row_id = $1", [editor.id])).toEqual([
      expect.objectContaining({ actor_id: editor.id, actor_email: editor.email, table_name: "users" }),
    ]);
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    expect((await client.auth.signInWithPassword({ email: stranger, password: "wrong-password-1" })).error?.code).toBe("invalid_credentials");
    expect(await entries("actor_email = $1", [stranger])).toEqual([]);
  });

  it("lets admins read it and nobody else: editors, authors and visitors get no rows", async () => {
    const admin = await staff("admin");
    const seen = await admin.client.from("audit_log").select("id, action").order("id", { ascending: false }).limit(5);
    expect(seen.error).toBeNull();
    expect(seen.data!.length).toBeGreaterThan(0);
    for (const role of ["editor", "author"] as const) {
      const { client } = await staff(role);
      const attempt = await client.from("audit_log").select("id");
      expect(attempt.error).toBeNull();
      expect(attempt.data).toEqual([]);
      expect((await client.rpc("audit_actors")).data).toEqual([]);
    }
    const anon = await createClient(sb.url, sb.anonKey, noSession).from("audit_log").select("id");
    expect(anon.data ?? []).toEqual([]);
  });

  it("refuses every attempt to write, rewrite or erase it through the API, even with the service role", async () => {
    const admin = await staff("admin");
    const before = await entries("true");
    const target = before[0]!;
    for (const client of [admin.client, service]) {
      const forged = await client.from("audit_log").insert({ action: "insert", table_name: "partners", row_id: "forged" });
      expect(forged.error?.code).toBe("42501");
      const rewritten = await client.from("audit_log").update({ actor_email: "nobody@example.com" }).eq("id", target.id).select();
      expect(rewritten.error?.code).toBe("42501");
      const erased = await client.from("audit_log").delete().eq("id", target.id).select();
      expect(erased.error?.code).toBe("42501");
      for (const fn of ["prune_audit_log", "record_failed_sign_in"]) {
        const call = await client.rpc(fn, fn === "record_failed_sign_in" ? { email: admin.email } : {});
        expect(call.error).not.toBeNull();
      }
      expect((await client.from("audit_settings").update({ retention_days: 30 }).eq("id", true).select()).error?.code).toBe("42501");
    }
    expect(await entries("true")).toEqual(before);
    // Not even the database owner rewrites an entry; only the retention job removes old ones.
    await expect(sb.emulator.context.db.query("update public.audit_log set actor_email = 'x' where id = $1", [target.id])).rejects.toThrow(/append-only/);
    await expect(sb.emulator.context.db.query("delete from public.audit_log where id = $1", [target.id])).rejects.toThrow(/append-only/);
  });

  it("keeps entries for the configured period: the retention job removes only what is older", async () => {
    const db = sb.emulator.context.db;
    const count = async () => Number((await db.query<{ n: string }>("select count(*)::text n from public.audit_log")).rows[0]!.n);
    const total = await count();
    expect((await db.query<{ n: number }>("select public.prune_audit_log() n")).rows[0]!.n).toBe(0);
    expect(await count()).toBe(total);
    // Backdate by replaying an entry as if written 500 days ago (through the same trigger path a real old row took).
    await db.query("alter table public.audit_log disable trigger guard_audit_log");
    await db.query("update public.audit_log set at = now() - interval '500 days' where id = (select min(id) from public.audit_log)");
    await db.query("alter table public.audit_log enable trigger guard_audit_log");
    expect((await db.query<{ n: number }>("select public.prune_audit_log() n")).rows[0]!.n).toBe(1);
    expect(await count()).toBe(total - 1);
  });
});
