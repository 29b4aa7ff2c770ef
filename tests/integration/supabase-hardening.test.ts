/**
 * Issue 26 (docs/decisions/0037-supabase-hardening.md): the attacks a probe of the stack got through,
 * each written as the attack, on PGlite and on the Postgres server.
 *
 * 1. Sign-in throttling tells no account from an unknown address: the lock answers as GoTrue answers
 *    an unknown address, so no count of failures tells them apart.
 * 2. A staff member's password alone (aal1, with a factor enrolled or 2FA required) makes no function
 *    act for them: no invitation e-mail, no account.
 * 3. Nobody learns through the API who has a second factor.
 * 4. A request without the project's API key is refused as Supabase's gateway refuses it.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFrom, newClientAddress } from "./helpers/client-address.ts";
import { noSession, startFunctionsStack, type FunctionsStack } from "./helpers/functions.ts";
import { testBackends } from "./helpers/supabase.ts";

const PASSWORD = "a-long-test-password-1";
/** GoTrue's answer for an unknown address, and the hook's lock (a `reject` with this message). */
const INVALID = { status: 400, body: { code: "invalid_credentials", message: "Invalid login credentials" } };
const backends = await testBackends("Supabase hardening (issue 26)");

function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
}

describe.each(backends)("Supabase hardening on $name", ({ backend }) => {
  let stack: FunctionsStack;

  beforeAll(async () => {
    stack = await startFunctionsStack({ backend, auth: { additionalRedirectUrls: ["https://site.example/**"] } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const db = () => stack.supabase.emulator.context.db;

  async function signIn(email: string): Promise<SupabaseClient> {
    const client = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return client;
  }

  async function staff(role: "admin" | "editor") {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const { data, error } = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
    expect(error).toBeNull();
    return { email, id: data.user!.id, client: await signIn(email) };
  }

  async function enrol(client: SupabaseClient): Promise<void> {
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(error).toBeNull();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpCode(data!.totp.secret) })).error).toBeNull();
  }

  describe("1. sign-in throttling does not tell which addresses have accounts", () => {
    /** One password sign-in from `address`, as GoTrue's wire answer: status and body. */
    async function attempt(address: string, email: string, password = "wrong-password-123") {
      const res = await fetchFrom(address)(`${stack.supabase.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: stack.supabase.anonKey, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ email, password }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }

    it("an unknown address answers exactly as a staff address, however many times it is tried", async () => {
      const editor = await staff("editor");
      const known = [];
      const unknown = [];
      const fromKnown = newClientAddress();
      const fromUnknown = newClientAddress();
      for (let i = 0; i < 8; i++) {
        known.push(await attempt(fromKnown, editor.email));
        unknown.push(await attempt(fromUnknown, `ghost-${editor.id.slice(0, 8)}@example.com`));
      }
      expect(known).toEqual(Array.from({ length: 8 }, () => INVALID));
      expect(unknown).toEqual(known);
      // The lock is there all the same: the owner's right password is refused with the same answer.
      expect(await attempt(newClientAddress(), editor.email, PASSWORD)).toEqual(INVALID);
    });

    it("the lock lasts the designed 15 minutes however often it is hit, then the right password works", async () => {
      const editor = await staff("editor");
      const attacker = newClientAddress();
      for (let i = 0; i < 5; i++) expect(await attempt(attacker, editor.email)).toEqual(INVALID);
      // Hammering the locked account, from everywhere, does not push the lock further.
      for (let i = 0; i < 10; i++) expect(await attempt(newClientAddress(), editor.email)).toEqual(INVALID);
      expect(await attempt(newClientAddress(), editor.email, PASSWORD)).toEqual(INVALID);
      // Fifteen minutes after the five failures (moved back rather than waited for), the owner signs in.
      await db().query("update public.sign_in_failures set at = at - interval '15 minutes 1 second' where user_id = $1", [editor.id]);
      expect((await attempt(newClientAddress(), editor.email, PASSWORD)).status).toBe(200);
      // Unknown addresses are never counted (GoTrue does not ask the hook about them): nobody can lock a
      // real person, or a client address, through made-up addresses.
      const ghost = newClientAddress();
      for (let i = 0; i < 6; i++) expect(await attempt(ghost, `ghost-${i}-${randomUUID().slice(0, 6)}@example.com`)).toEqual(INVALID);
      expect((await db().query("select count(*)::int as n from public.sign_in_failures where ip_address = $1", [ghost])).rows).toEqual([{ n: 0 }]);
      expect((await attempt(ghost, editor.email, PASSWORD)).status).toBe(200);
    });
  });

  describe("2. a password alone makes no staff function act", () => {
    const mailTo = (address: string) => stack.catcher.messages().filter((m) => m.to.includes(address));
    const accountOf = async (email: string) => (await db().query("select id, invited_at from auth.users where lower(email) = $1", [email])).rows;

    it("an admin with TOTP enrolled, signed in with the password only, invites nobody: no e-mail, no account", async () => {
      const admin = await staff("admin");
      await enrol(admin.client);
      const thief = await signIn(admin.email);
      expect((await thief.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });

      const email = `invitee-${randomUUID().slice(0, 8)}@example.com`;
      const answer = await stack.invoke(thief, "staff-invite", { email, role: "editor" });
      expect(answer).toEqual({ status: 403, body: { error: "aal2_required", message: "Sign in with your second factor first" } });
      expect(mailTo(email)).toEqual([]);
      expect(await accountOf(email)).toEqual([]);

      // The same admin with the second step done invites as before.
      const invited = await stack.invoke(admin.client, "staff-invite", { email, role: "editor" });
      expect(invited).toMatchObject({ status: 200, body: { user: { email } } });
      expect(mailTo(email)).toHaveLength(1);
    });

    it("when the firm requires two-factor, an admin without a factor invites nobody either", async () => {
      const admin = await staff("admin");
      await db().query("update public.security_settings set require_mfa = true");
      try {
        const email = `invitee-${randomUUID().slice(0, 8)}@example.com`;
        expect(await stack.invoke(admin.client, "staff-invite", { email, role: "author" })).toMatchObject({ status: 403, body: { error: "aal2_required" } });
        expect(mailTo(email)).toEqual([]);
        expect(await accountOf(email)).toEqual([]);
      } finally {
        await db().query("update public.security_settings set require_mfa = false");
      }
    });

    it("every function acting for staff refuses an aal1 session of someone with a factor", async () => {
      const editor = await staff("editor");
      await enrol(editor.client);
      const thief = await signIn(editor.email);
      const someId = randomUUID();
      const calls: [string, unknown][] = [
        ["submission-reply", { id: someId, response: "Hello" }],
        ["appointment-decision", { id: someId, decision: "confirmed" }],
        ["chat-email", { conversation_id: someId }],
        ["content-preview", { path: "entries", query: "content_type=blogPost" }],
        ["resource-delete", { id: someId }],
      ];
      for (const [name, body] of calls) {
        expect({ name, ...(await stack.invoke(thief, name, body)) }).toMatchObject({ name, status: 403, body: { error: "aal2_required" } });
      }
      const form = new FormData();
      form.set("title", "T");
      form.set("description", "D");
      form.set("category", "templates");
      form.set("visibility", "internal");
      form.set("file", new Blob(["%PDF-1.4\nx"], { type: "application/pdf" }), "x.pdf");
      const { error } = await thief.functions.invoke("resource-save", { body: form });
      expect(await (error as { context: Response }).context.json()).toMatchObject({ error: "aal2_required" });
      expect((await db().query("select count(*)::int as n from public.resources where author_id = $1", [editor.id])).rows).toEqual([{ n: 0 }]);
      const image = new FormData();
      image.set("bucket", "blog-images");
      image.set("file", new Blob([new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"))], { type: "image/png" }), "cover.png");
      const uploaded = await thief.functions.invoke("image-upload", { body: image });
      expect(await (uploaded.error as { context: Response }).context.json()).toMatchObject({ error: "aal2_required" });
      expect((await db().query("select count(*)::int as n from storage.objects where bucket_id = 'blog-images' and name like $1", [`${editor.id}/%`])).rows).toEqual([{ n: 0 }]);
    });
  });

  describe("3. nobody learns through the API who has a second factor", () => {
    it("has_verified_factor answers neither the anon key, nor a visitor, nor staff", async () => {
      const admin = await staff("admin");
      await enrol(admin.client);
      const visitor = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
      expect((await visitor.auth.signInAnonymously()).error).toBeNull();
      const editor = await staff("editor");
      for (const [who, client] of [["anon key", stack.anon()], ["visitor", visitor], ["staff", editor.client], ["the admin", admin.client]] as const) {
        const { data, error } = await client.rpc("has_verified_factor", { uid: admin.id });
        expect({ who, data, code: error?.code }).toEqual({ who, data: null, code: "42501" });
      }
      // Postgres still uses it: the admin's aal1 session may not write.
      const aal1 = await signIn(admin.email);
      expect((await aal1.from("partners").insert({ name: `P ${randomUUID().slice(0, 6)}`, description: "x", logo_url: "https://example.com/x.png" })).error?.code).toBe("42501");
    });
  });

  describe("4. no API key, no answer", () => {
    const NO_KEY = { message: "No API key found in request", hint: "No `apikey` request header or url param was found." };

    it("answers the Data API and Auth without an apikey with Supabase's 401, even with a bearer token", async () => {
      const requests: [string, RequestInit][] = [
        ["/rest/v1/partners?select=name", {}],
        ["/rest/v1/rpc/mfa_satisfied", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }],
        ["/rest/v1/partners?select=name", { headers: { Authorization: `Bearer ${stack.supabase.anonKey}` } }],
        ["/auth/v1/settings", {}],
        ["/auth/v1/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: "a@example.com", password: "x" }), headers: { "Content-Type": "application/json" } }],
        ["/auth/v1/signup", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }],
      ];
      const users = async () => (await db().query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]!.n;
      const before = await users();
      for (const [path, init] of requests) {
        const res = await fetch(`${stack.supabase.url}${path}`, init);
        expect({ path, status: res.status, body: await res.json() }).toEqual({ path, status: 401, body: NO_KEY });
      }
      // The key-less anonymous sign-up made no account.
      expect(await users()).toBe(before);
    });

    it("serves the same requests with the key, in the header or the query", async () => {
      const header = await fetch(`${stack.supabase.url}/rest/v1/partners?select=name`, { headers: { apikey: stack.supabase.anonKey } });
      expect(header.status).toBe(200);
      const query = await fetch(`${stack.supabase.url}/rest/v1/partners?select=name&apikey=${stack.supabase.anonKey}`);
      expect(query.status).toBe(200);
      expect((await fetch(`${stack.supabase.url}/auth/v1/settings`, { headers: { apikey: stack.supabase.anonKey } })).status).toBe(200);
    });

    it("answers a key that is not one of the project's with the gateway's 401 Invalid API key, a valid bearer token or not", async () => {
      const INVALID_KEY = { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." };
      const editor = await staff("editor");
      const session = (await editor.client.auth.getSession()).data.session!.access_token;
      const wrongKeys = {
        "made up": "foo",
        "another project's (forged signature)": stack.supabase.anonKey.replace(/\.[^.]+$/, ".AAAA"),
        "a user's access token": session,
      };
      for (const [what, key] of Object.entries(wrongKeys)) {
        for (const path of ["/rest/v1/partners?select=name", "/auth/v1/settings", "/auth/v1/user"]) {
          for (const bearer of [undefined, session, stack.supabase.serviceRoleKey]) {
            const res = await fetch(`${stack.supabase.url}${path}`, { headers: { apikey: key, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) } });
            expect({ what, path, status: res.status, body: await res.json() }).toEqual({ what, path, status: 401, body: INVALID_KEY });
          }
        }
        const query = await fetch(`${stack.supabase.url}/rest/v1/partners?select=name&apikey=${encodeURIComponent(key)}`);
        expect({ what, status: query.status, body: await query.json() }).toEqual({ what, status: 401, body: INVALID_KEY });
      }
      // Through supabase-js, as a site built with a wrong key would call.
      const wrong = createClient(stack.supabase.url, "foo", { auth: { persistSession: false, autoRefreshToken: false } });
      const read = await wrong.from("partners").select("name");
      expect({ status: read.status, error: read.error }).toMatchObject({ status: 401, error: { message: "Invalid API key" } });
      // The project's two keys pass.
      for (const key of [stack.supabase.anonKey, stack.supabase.serviceRoleKey]) {
        expect((await fetch(`${stack.supabase.url}/rest/v1/partners?select=name`, { headers: { apikey: key } })).status).toBe(200);
      }
    });

    it("leaves open what a browser reaches without the key: e-mailed links, the JWKS, public files", async () => {
      const verify = await fetch(`${stack.supabase.url}/auth/v1/verify?token=nothing&type=invite&redirect_to=https://site.example/admin`, { redirect: "manual" });
      expect(verify.status).toBe(303);
      expect((await fetch(`${stack.supabase.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
      const file = await fetch(`${stack.supabase.url}/storage/v1/object/public/blog-images/none.png`);
      expect(await file.json()).toMatchObject({ message: "Object not found" });
    });
  });
});
