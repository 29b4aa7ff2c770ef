/**
 * Staff accounts (issue 12, decision 0025) through supabase-js: an admin invites a colleague with the
 * staff-invite function (Supabase Auth's invite, its e-mail in the mail catcher, the link's session
 * sets a password), changes roles and deactivates accounts through Postgres functions that name the
 * admin in the audit log; Postgres refuses the last admin's removal and an admin demoting themself;
 * password reset by e-mail. Each refusal is written as the attack.
 */
import { randomUUID } from "node:crypto";
import { AuthApiError, createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noSession, startFunctionsStack, type FunctionsStack } from "./helpers/functions.ts";
import { startSupabase } from "./helpers/supabase.ts";

const PASSWORD = "a-long-test-password-1";

let stack: FunctionsStack;
let admin: SupabaseClient;
let adminId: string;

function linkIn(html: string | undefined): string {
  const m = /href="([^"]+)"/.exec(html ?? "");
  expect(m, "a link in the e-mail").not.toBeNull();
  return m![1]!.replace(/&amp;/g, "&");
}

function mailTo(address: string) {
  return stack.catcher.messages().filter((m) => m.to.includes(address));
}

/** Follows an e-mailed link as a browser would, without following the redirect: the fragment it leads to. */
async function follow(link: string): Promise<{ location: string; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  return { location, fragment: new URLSearchParams(location.split("#")[1] ?? "") };
}

async function signIn(email: string, password = PASSWORD) {
  const client = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
  const result = await client.auth.signInWithPassword({ email, password });
  return { client, error: result.error };
}

async function createStaff(role: "admin" | "editor" | "author") {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
  expect(error).toBeNull();
  const { client } = await signIn(email);
  return { client, id: data.user!.id, email };
}

beforeAll(async () => {
  stack = await startFunctionsStack({ auth: { additionalRedirectUrls: ["https://site.example/**"] } });
  const first = await createStaff("admin");
  admin = first.client;
  adminId = first.id;
});
afterAll(async () => {
  await stack?.close();
});

describe("invitations", () => {
  it("an admin invites an editor: Supabase's e-mail arrives, its link signs them in, they choose a password and are an editor", async () => {
    const email = `new-editor-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await stack.invoke(admin, "staff-invite", { email, role: "editor", full_name: "Nora New" });
    expect(invited).toEqual({ status: 200, body: { user: { id: expect.any(String), email } } });

    const [mail] = mailTo(email);
    expect(mail?.subject).toBe("You've been invited");
    const { location, fragment } = await follow(linkIn(mail?.html));
    expect(location.startsWith("https://site.example/admin/accept-invite#")).toBe(true);
    expect(fragment.get("type")).toBe("invite");

    const person = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
    const set = await person.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect(set.error).toBeNull();
    expect((await person.auth.updateUser({ password: "the-new-editor-password" })).error).toBeNull();

    const { client, error } = await signIn(email, "the-new-editor-password");
    expect(error).toBeNull();
    expect((await client.from("profiles").select("role, full_name").eq("email", email).single()).data).toEqual({ role: "editor", full_name: "Nora New" });

    // The audit log names the admin who gave the role.
    const log = await stack.supabase.emulator.context.db.query<{ actor_id: string; after: { role: string } }>(
      "select actor_id, after from public.audit_log where action = 'role_change' and row_id = $1",
      [invited.body.user && (invited.body.user as { id: string }).id],
    );
    expect(log.rows).toEqual([{ actor_id: adminId, after: { role: "editor", email } }]);

    // The link works once.
    const again = await follow(linkIn(mail?.html));
    expect(again.fragment.get("error_code")).toBe("otp_expired");
    expect(again.fragment.get("access_token")).toBeNull();
  });

  it("refuses invitations from an editor, from a visitor and for an address that has an account", async () => {
    const editor = await createStaff("editor");
    expect(await stack.invoke(editor.client, "staff-invite", { email: "x@example.com", role: "admin" })).toMatchObject({ status: 403 });
    expect(await stack.invoke(stack.anon(), "staff-invite", { email: "x@example.com", role: "admin" })).toMatchObject({ status: 403 });
    expect(await stack.invoke(admin, "staff-invite", { email: editor.email, role: "author" })).toMatchObject({ status: 409, body: { error: "email_exists" } });
    expect(await stack.invoke(admin, "staff-invite", { email: "y@example.com", role: "owner" })).toMatchObject({ status: 400 });
    expect(mailTo("x@example.com")).toEqual([]);
    // The auth admin API itself wants the service key.
    const direct = await fetch(`${stack.supabase.url}/auth/v1/invite`, {
      method: "POST",
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${(await editor.client.auth.getSession()).data.session!.access_token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "z@example.com" }),
    });
    expect(direct.status).toBe(403);
  });
});

describe("roles and deactivation", () => {
  it("lists staff with role and last sign-in for admins only", async () => {
    const editor = await createStaff("editor");
    const { data, error } = await admin.rpc("staff_accounts");
    expect(error).toBeNull();
    expect(data).toContainEqual(expect.objectContaining({ id: editor.id, email: editor.email, role: "editor", active: true, confirmed: true, last_sign_in_at: expect.any(String) }));
    const refused = await editor.client.rpc("staff_accounts");
    expect(refused.error?.code).toBe("42501");
  });

  it("an admin changes a role (the log names them); an editor cannot, not even their own", async () => {
    const author = await createStaff("author");
    expect((await admin.rpc("set_staff_role", { target: author.id, new_role: "editor" })).error).toBeNull();
    expect((await author.client.from("profiles").select("role").eq("id", author.id).single()).data).toEqual({ role: "editor" });
    const log = await stack.supabase.emulator.context.db.query("select actor_id, before, after from public.audit_log where action = 'role_change' and row_id = $1", [author.id]);
    expect(log.rows).toEqual([{ actor_id: adminId, before: { role: "author", email: author.email }, after: { role: "editor", email: author.email } }]);

    const attempt = await author.client.rpc("set_staff_role", { target: author.id, new_role: "admin" });
    expect(attempt.error?.code).toBe("42501");
    expect((await admin.rpc("set_staff_role", { target: author.id, new_role: "owner" })).error?.code).toBe("22023");
  });

  it("an admin cannot demote or deactivate themself, and the last admin stays an admin even for the service key", async () => {
    const self = await admin.rpc("set_staff_role", { target: adminId, new_role: "editor" });
    expect(self.error).toMatchObject({ code: "42501", hint: "own_role" });
    const selfBan = await admin.rpc("set_staff_active", { target: adminId, active: false });
    expect(selfBan.error).toMatchObject({ code: "42501", hint: "own_account" });
    // The only admin, through the auth admin API with the service key: refused by Postgres.
    const demoted = await stack.service.auth.admin.updateUserById(adminId, { app_metadata: { role: "author" } });
    expect(demoted.error).not.toBeNull();
    const banned = await stack.service.auth.admin.updateUserById(adminId, { ban_duration: "24h" });
    expect(banned.error).not.toBeNull();
    expect((await admin.from("profiles").select("role").eq("id", adminId).single()).data).toEqual({ role: "admin" });
    // With a second admin, one may step down (the other demotes them).
    const second = await createStaff("admin");
    expect((await second.client.rpc("set_staff_role", { target: adminId, new_role: "editor" })).error).toBeNull();
    expect((await second.client.rpc("set_staff_role", { target: adminId, new_role: "admin" })).error).toBeNull();
  });

  it("deactivation ends the account's sessions, refuses its sign-in and its earlier token's writes; reactivation restores it", async () => {
    const editor = await createStaff("editor");
    expect((await admin.rpc("set_staff_active", { target: editor.id, active: false })).error).toBeNull();
    const name = `Partner ${randomUUID().slice(0, 6)}`;
    const write = await editor.client.from("partners").insert({ name, description: "x", logo_url: "https://example.com/x.png" });
    expect(write.error?.code).toBe("42501");
    const { error } = await signIn(editor.email);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: "user_banned" });
    const listed = ((await admin.rpc("staff_accounts")).data as { id: string; active: boolean }[]).find((row) => row.id === editor.id);
    expect(listed?.active).toBe(false);
    const log = await stack.supabase.emulator.context.db.query("select action, actor_id from public.audit_log where row_id = $1 and action in ('deactivate', 'reactivate') order by id", [editor.id]);
    expect(log.rows).toEqual([{ action: "deactivate", actor_id: adminId }]);

    expect((await admin.rpc("set_staff_active", { target: editor.id, active: true })).error).toBeNull();
    expect((await signIn(editor.email)).error).toBeNull();
  });
});

describe("password reset", () => {
  it("mails a reset link to a known address; the link's session sets a new password", async () => {
    const editor = await createStaff("editor");
    const visitor = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
    expect(await visitor.auth.resetPasswordForEmail(editor.email, { redirectTo: "https://site.example/admin/reset-password" })).toEqual({ data: {}, error: null });
    const [mail] = mailTo(editor.email);
    expect(mail?.subject).toBe("Reset your password");
    const { location, fragment } = await follow(linkIn(mail?.html));
    expect(location.startsWith("https://site.example/admin/reset-password#")).toBe(true);
    expect(fragment.get("type")).toBe("recovery");
    const person = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
    await person.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect((await person.auth.updateUser({ password: "a-brand-new-password" })).error).toBeNull();
    expect((await signIn(editor.email)).error).toMatchObject({ code: "invalid_credentials" });
    expect((await signIn(editor.email, "a-brand-new-password")).error).toBeNull();

    // A second request within a minute: GoTrue's per-user e-mail frequency limit.
    const again = await visitor.auth.resetPasswordForEmail(editor.email);
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
  });

  it("answers the same for an unknown address and sends nothing; a link to another site falls back to the site", async () => {
    const visitor = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
    expect(await visitor.auth.resetPasswordForEmail("nobody-here@example.com")).toEqual({ data: {}, error: null });
    expect(mailTo("nobody-here@example.com")).toEqual([]);
    const editor = await createStaff("editor");
    await visitor.auth.resetPasswordForEmail(editor.email, { redirectTo: "https://evil.example/steal" });
    const { location } = await follow(linkIn(mailTo(editor.email)[0]?.html));
    expect(location.startsWith("https://evil.example")).toBe(false);
  });
});

describe("sign-in throttling", () => {
  it("after five wrong passwords in 15 minutes even the right one is refused, as a wrong one is; unknown addresses take as long as known ones", async () => {
    const editor = await createStaff("editor");
    const invalid = { status: 400, code: "invalid_credentials", message: "Invalid login credentials" };
    for (let i = 0; i < 5; i++) expect((await signIn(editor.email, "wrong-password-123")).error).toMatchObject(invalid);
    const sixth = await signIn(editor.email, "wrong-password-123");
    expect(sixth.error).toMatchObject(invalid);
    const right = await signIn(editor.email);
    expect(right.error).toMatchObject(invalid);
    expect((await right.client.auth.getSession()).data.session).toBeNull();
    const failed = await stack.supabase.emulator.context.db.query("select count(*)::int as n from public.audit_log where action = 'sign_in_failed' and row_id = $1", [editor.id]);
    expect(failed.rows).toEqual([{ n: 5 }]);
    // Another account from the same address still signs in; failures on five different accounts lock the address.
    const others = [];
    for (let i = 0; i < 5; i++) {
      const { data } = await stack.service.auth.admin.createUser({ email: `other-${i}-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD, email_confirm: true, app_metadata: { role: "author" } });
      others.push(data.user!.email!);
    }
    expect((await signIn(others[0]!)).error).toBeNull();
    for (const email of others.slice(0, 4)) expect((await signIn(email, "wrong-password-123")).error).toMatchObject({ status: 400 });
    expect((await signIn(others[4]!)).error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    await stack.supabase.emulator.context.db.query("delete from public.sign_in_failures");

    const time = async (email: string) => {
      const started = performance.now();
      await signIn(email, "wrong-password-123");
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      known.push(await time(editor.email));
      unknown.push(await time(`nobody-${i}@example.com`));
      await stack.supabase.emulator.context.db.query("delete from public.sign_in_failures");
    }
    // The fastest of eight alternating tries: what the server itself takes, without the shared machine's noise.
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(20);
  });

  it("limits anonymous sign-ins per client address (30 an hour)", async () => {
    const limited = await startSupabase({ auth: { rateLimit: { anonymousUsers: 3, signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30, emailSent: 30 } } });
    try {
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await createClient(limited.url, limited.anonKey, noSession).auth.signInAnonymously()).error);
      expect(results.slice(0, 3)).toEqual([null, null, null]);
      expect(results[3]).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    } finally {
      await limited.close();
    }
  });
});
