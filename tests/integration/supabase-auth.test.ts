/**
 * Conformance of the emulator's auth (`/auth/v1`) with GoTrue, driven through supabase-js.
 * The refresh-token reuse interval is 0 here so that reuse of a rotated token is detected at once.
 */
import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("supabase-auth");

describe.each(BACKENDS)("auth on $name", ({ backend }) => {
  let s: StartedSupabase;
  let admin: SupabaseClient;
  const clientOpts = { auth: { persistSession: false, autoRefreshToken: false } };
  const PASSWORD = "correct-horse-battery";

  function client(): SupabaseClient {
    return createClient(s.url, s.anonKey, clientOpts);
  }

  async function createStaff(email: string, role: "admin" | "author" = "admin", password = PASSWORD) {
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      app_metadata: { role },
      user_metadata: { full_name: `Staff ${email}` },
    });
    expect(error).toBeNull();
    return data.user!;
  }

  async function signedIn(email: string, password = PASSWORD) {
    const c = client();
    const { data, error } = await c.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client: c, session: data.session! };
  }

  beforeAll(async () => {
    s = await startSupabase({ backend, seedFile: false, auth: { refreshTokenReuseInterval: 0 } });
    admin = createClient(s.url, s.serviceRoleKey, clientOpts);
  });

  afterAll(async () => {
    await s?.close();
  });

  describe("password sign-in", () => {
    it("refuses a wrong password and an unknown email with 400 invalid_credentials", async () => {
      await createStaff("wrong@example.com");
      for (const creds of [
        { email: "wrong@example.com", password: "not-the-password" },
        { email: "nobody@example.com", password: PASSWORD },
      ]) {
        const { data, error } = await client().auth.signInWithPassword(creds);
        expect(error).toBeInstanceOf(AuthApiError);
        expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
        expect(data.session).toBeNull();
      }
    });

    it("returns a GoTrue session with an ES256 access token carrying Supabase's claims", async () => {
      const user = await createStaff("ada@example.com");
      const before = Math.floor(Date.now() / 1000);
      const { session } = await signedIn("ada@example.com");
      expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
      expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
      expect(typeof session.refresh_token).toBe("string");
      expect(session.user).toMatchObject({
        id: user.id,
        aud: "authenticated",
        role: "authenticated",
        email: "ada@example.com",
        phone: "",
        app_metadata: { provider: "email", providers: ["email"], role: "admin" },
        user_metadata: { full_name: "Staff ada@example.com" },
        factors: [],
        is_anonymous: false,
      });
      expect(session.user.identities).toMatchObject([{ provider: "email", user_id: user.id, identity_data: { email: "ada@example.com" } }]);
      for (const key of ["email_confirmed_at", "created_at", "updated_at", "last_sign_in_at"] as const) {
        expect(Number.isNaN(Date.parse(String(session.user[key])))).toBe(false);
      }

      const header = decodeProtectedHeader(session.access_token);
      expect(header.alg).toBe("ES256");
      const claims = decodeJwt(session.access_token);
      expect(claims).toMatchObject({
        iss: `${s.url}/auth/v1`,
        sub: user.id,
        aud: "authenticated",
        role: "authenticated",
        email: "ada@example.com",
        phone: "",
        aal: "aal1",
        is_anonymous: false,
        app_metadata: { role: "admin" },
        user_metadata: { full_name: "Staff ada@example.com" },
      });
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
      expect(typeof claims.session_id).toBe("string");

      // The JWKS endpoint publishes the key that verifies it.
      const jwks = createRemoteJWKSet(new URL(`${s.url}/auth/v1/.well-known/jwks.json`));
      const verified = await jwtVerify(session.access_token, jwks, { issuer: `${s.url}/auth/v1`, audience: "authenticated" });
      expect(verified.protectedHeader.kid).toBe(header.kid);
    });

    it("lets a signed-in admin read staff-only rows through rest (RLS sees the JWT)", async () => {
      await createStaff("staff-reader@example.com");
      await admin.from("contact_submissions").insert({ name: "Vi", email: "vi@example.com", subject: "Hi", message: "Hello" });
      const { client: c } = await signedIn("staff-reader@example.com");
      const staff = await c.from("contact_submissions").select("name");
      expect(staff.error).toBeNull();
      expect(staff.data).toEqual([{ name: "Vi" }]);
      const visitor = await client().from("contact_submissions").select("name");
      expect(visitor.data).toEqual([]);
    });
  });

  describe("sessions", () => {
    it("rotates refresh tokens; reusing a rotated one fails with refresh_token_already_used and ends the session", async () => {
      await createStaff("rot@example.com");
      const { client: c, session } = await signedIn("rot@example.com");
      const first = session.refresh_token;
      const r1 = await c.auth.refreshSession();
      expect(r1.error).toBeNull();
      const second = r1.data.session!.refresh_token;
      expect(second).not.toBe(first);
      expect(r1.data.session!.access_token).not.toBe(session.access_token);

      const reuse = await client().auth.refreshSession({ refresh_token: first });
      expect(reuse.error).toBeInstanceOf(AuthApiError);
      expect(reuse.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });

      // Reuse revoked the whole session: even the newest token is gone now.
      const after = await client().auth.refreshSession({ refresh_token: second });
      expect(after.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    });

    it("getUser returns the user; signOut ends the session for the access token and the refresh token", async () => {
      const user = await createStaff("out@example.com");
      const { client: c, session } = await signedIn("out@example.com");
      const got = await c.auth.getUser();
      expect(got.error).toBeNull();
      expect(got.data.user?.id).toBe(user.id);

      const out = await c.auth.signOut();
      expect(out.error).toBeNull();
      const stale = await client().auth.getUser(session.access_token);
      expect(stale.error).toBeInstanceOf(AuthSessionMissingError);
      const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refresh.error).toMatchObject({ code: "refresh_token_not_found" });
    });

    it("logout scopes: others keeps this session, local ends only this one", async () => {
      await createStaff("scopes@example.com");
      const a = await signedIn("scopes@example.com");
      const b = await signedIn("scopes@example.com");
      const others = await fetch(`${s.url}/auth/v1/logout?scope=others`, {
        method: "POST",
        headers: { apikey: s.anonKey, Authorization: `Bearer ${a.session.access_token}` },
      });
      expect(others.status).toBe(204);
      expect((await client().auth.getUser(a.session.access_token)).error).toBeNull();
      expect((await client().auth.getUser(b.session.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
      const c = await signedIn("scopes@example.com");
      expect((await a.client.auth.signOut({ scope: "local" })).error).toBeNull();
      expect((await client().auth.getUser(a.session.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
      expect((await client().auth.getUser(c.session.access_token)).error).toBeNull();
    });

    it("refuses an expired, a malformed and a wrongly signed token with 403 bad_jwt", async () => {
      const user = await createStaff("jwt@example.com");
      const { session } = await signedIn("jwt@example.com");
      const claims = decodeJwt(session.access_token);
      const now = Math.floor(Date.now() / 1000);
      const expired = await s.emulator.context.keys.sign({ ...claims, sub: user.id, iat: now - 7200, exp: now - 3600 }, 3600);
      const res = await client().auth.getUser(expired);
      expect(res.error).toBeInstanceOf(AuthApiError);
      expect(res.error).toMatchObject({ status: 403, code: "bad_jwt" });
      expect(res.error?.message).toContain("token is expired");

      const malformed = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, Authorization: "Bearer abc.def" } });
      expect(malformed.status).toBe(403);
      // Without X-Supabase-Api-Version GoTrue answers its first error format.
      expect(await malformed.json()).toMatchObject({ code: 403, error_code: "bad_jwt" });
      expect(malformed.headers.get("x-sb-error-code")).toBe("bad_jwt");

      const forged = session.access_token.replace(/\.[^.]+$/, ".c2lnbmF0dXJl");
      const bad = await client().auth.getUser(forged);
      expect(bad.error).toMatchObject({ status: 403, code: "bad_jwt" });
    });
  });

  describe("updating the user", () => {
    it("refuses a weak password with reasons, and the same password", async () => {
      await createStaff("pw@example.com");
      const { client: c } = await signedIn("pw@example.com");
      const weak = await c.auth.updateUser({ password: "short" });
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
      expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });
      const same = await c.auth.updateUser({ password: PASSWORD });
      expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    });

    it("changes the password and merges user metadata", async () => {
      await createStaff("change@example.com");
      const { client: c } = await signedIn("change@example.com");
      const upd = await c.auth.updateUser({ password: "a-brand-new-password", data: { theme: "dark" } });
      expect(upd.error).toBeNull();
      expect(upd.data.user?.user_metadata).toEqual({ full_name: "Staff change@example.com", theme: "dark" });
      expect((await client().auth.signInWithPassword({ email: "change@example.com", password: PASSWORD })).error?.code).toBe("invalid_credentials");
      expect((await client().auth.signInWithPassword({ email: "change@example.com", password: "a-brand-new-password" })).error).toBeNull();
    });
  });

  describe("sign-up", () => {
    it("signs in anonymously: an is_anonymous user with a session and no staff profile", async () => {
      const c = client();
      const { data, error } = await c.auth.signInAnonymously({ options: { data: { role: "admin" } } });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ is_anonymous: true, role: "authenticated", email: "" });
      expect(decodeJwt(data.session!.access_token)).toMatchObject({ is_anonymous: true, role: "authenticated", amr: [{ method: "anonymous" }] });
      const profiles = await s.emulator.context.db.query("select 1 from public.profiles where id = $1", [data.user!.id]);
      expect(profiles.rows).toEqual([]);
      expect((await c.auth.getUser()).data.user?.id).toBe(data.user!.id);
    });

    it("answers sign-up with a registered address as GoTrue does (issue 26): 'User already registered', or a look-alike user when e-mails are confirmed", async () => {
      for (const emailConfirmations of [false, true]) {
        const open = await startSupabase({ backend, seedFile: false, auth: { emailSignup: true, emailConfirmations } });
        try {
          const c = createClient(open.url, open.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
          const first = await c.auth.signUp({ email: "taken@example.com", password: "long-enough-password" });
          expect(first.error).toBeNull();
          const again = await c.auth.signUp({ email: "Taken@example.com", password: "another-long-password" });
          if (!emailConfirmations) {
            expect(again.error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });
          } else {
            expect(again.error).toBeNull();
            expect(again.data.user).toMatchObject({ email: "taken@example.com", identities: [] });
            expect(again.data.user!.id).not.toBe(first.data.user!.id);
            expect(again.data.session).toBeNull();
          }
        } finally {
          await open.close();
        }
      }
    });

    it("refuses e-mail sign-up as GoTrue does with [auth.email] enable_signup = false (the e-mail provider off)", async () => {
      const { error } = await client().auth.signUp({ email: "new@example.com", password: "long-enough-password" });
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: "email_provider_disabled", message: "Email signups are disabled" });
    });
  });

  describe("admin API", () => {
    it("creates, lists, reads, updates and deletes users; staff profiles follow app metadata", async () => {
      const user = await createStaff("author@example.com", "author");
      const profile = await admin.from("profiles").select("role, full_name, email").eq("id", user.id).single();
      expect(profile.data).toEqual({ role: "author", full_name: "Staff author@example.com", email: "author@example.com" });

      const dup = await admin.auth.admin.createUser({ email: "author@example.com", password: PASSWORD });
      expect(dup.error).toMatchObject({ status: 422, code: "email_exists" });

      const list = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
      expect(list.error).toBeNull();
      expect(list.data.users).toHaveLength(2);
      expect((list.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(3);

      const got = await admin.auth.admin.getUserById(user.id);
      expect(got.data.user?.email).toBe("author@example.com");

      const upd = await admin.auth.admin.updateUserById(user.id, { app_metadata: { role: "admin" }, user_metadata: { full_name: "Promoted" } });
      expect(upd.error).toBeNull();
      expect(upd.data.user?.app_metadata).toMatchObject({ role: "admin", provider: "email" });
      expect((await admin.from("profiles").select("role").eq("id", user.id).single()).data).toEqual({ role: "admin" });

      const del = await admin.auth.admin.deleteUser(user.id);
      expect(del.error).toBeNull();
      const gone = await admin.auth.admin.getUserById(user.id);
      expect(gone.error).toMatchObject({ status: 404, code: "user_not_found" });
    });

    it("refuses the admin API to the anon key and to a user token (403 not_admin)", async () => {
      const res = await fetch(`${s.url}/auth/v1/admin/users`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${s.anonKey}` } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 403, error_code: "not_admin", msg: "User not allowed" });
      const versioned = await fetch(`${s.url}/auth/v1/admin/users`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${s.anonKey}`, "X-Supabase-Api-Version": "2024-01-01" } });
      expect(await versioned.json()).toEqual({ code: "not_admin", message: "User not allowed" });
      expect(versioned.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    });

    it("serves settings and health", async () => {
      const settings = await (await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).json();
      expect(settings.external).toMatchObject({ anonymous_users: true, email: false });
      const health = await fetch(`${s.url}/auth/v1/health`, { headers: { apikey: s.anonKey } });
      expect(health.status).toBe(200);
    });
  });

  describe("features that are off", () => {
    // auth-js treats a 5xx as a network failure (retryable); a feature that is off must say so.
    const off = (error: unknown, status: number, code: string, message: string) => {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status, code, message });
    };

    it("answers SSO, OTP, magic links, phone and OAuth providers as a project with them disabled", async () => {
      const c = client();
      off((await c.auth.signInWithSSO({ domain: "example.com" })).error, 404, "saml_provider_disabled", "SAML 2.0 is disabled");
      off((await c.auth.signInWithOtp({ email: "someone@example.com" })).error, 422, "email_provider_disabled", "Email logins are disabled");
      off((await c.auth.signInWithOtp({ email: "nobody@example.com", options: { shouldCreateUser: false } })).error, 422, "otp_disabled", "Signups not allowed for otp");
      off((await c.auth.signInWithOtp({ phone: "+15555550100" })).error, 400, "phone_provider_disabled", "Unsupported phone provider");
      off((await c.auth.signUp({ phone: "+15555550100", password: "long-enough-password" })).error, 400, "phone_provider_disabled", "Phone signups are disabled");
      off((await c.auth.signInWithPassword({ phone: "+15555550100", password: "long-enough-password" })).error, 422, "phone_provider_disabled", "Phone logins are disabled");
      off((await c.auth.signInWithIdToken({ provider: "google", token: "x.y.z" })).error, 400, "provider_disabled", 'Provider (issuer "https://accounts.google.com") is not enabled');
      off((await c.auth.exchangeCodeForSession("made-up-code")).error, 400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
      off((await c.auth.resend({ type: "signup", email: "someone@example.com" })).error, 400, "email_provider_disabled", "Email logins are disabled");
      off((await c.auth.verifyOtp({ email: "someone@example.com", token: "123456", type: "email" })).error, 403, "otp_expired", "Token has expired or is invalid");
      // Password recovery works (staff-accounts.test.ts), like password sign-in: see decision 0014, finding 1.
      expect(await c.auth.resetPasswordForEmail("someone@example.com")).toEqual({ data: {}, error: null });
      const authorize = await fetch(`${s.url}/auth/v1/authorize?provider=github`, { headers: { apikey: s.anonKey }, redirect: "manual" });
      expect(authorize.status).toBe(400);
      expect(await authorize.json()).toEqual({ code: 400, error_code: "validation_failed", msg: "Unsupported provider: provider is not enabled" });
      const pkce = await fetch(`${s.url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { apikey: s.anonKey, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ auth_code: "made-up", code_verifier: "made-up" }),
      });
      expect(pkce.status).toBe(404);
      expect(await pkce.json()).toEqual({ code: "flow_state_not_found", message: "invalid flow state, no valid flow state found" });
    });

    it("checks the session first, then answers phone MFA, identity linking and anonymous enrolment as off", async () => {
      // Without a session auth-js sends the anon key, which names no user.
      off((await client().auth.mfa.enroll({ factorType: "totp" })).error, 403, "bad_jwt", "invalid claim: missing sub claim");
      await createStaff("mfa@example.com");
      const { client: staff } = await signedIn("mfa@example.com");
      off((await staff.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" })).error, 422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
      off((await staff.auth.mfa.challenge({ factorId: "00000000-0000-4000-8000-000000000000" })).error, 404, "mfa_factor_not_found", "Factor not found");
      off((await staff.auth.linkIdentity({ provider: "github", options: { skipBrowserRedirect: true } })).error, 404, "manual_linking_disabled", "Manual linking is disabled");
      const visitor = client();
      await visitor.auth.signInAnonymously();
      off((await visitor.auth.mfa.enroll({ factorType: "totp" })).error, 403, "no_authorization", "Anonymous user not allowed to perform these actions");
      const factors = await admin.auth.admin.mfa.listFactors({ userId: (await staff.auth.getUser()).data.user!.id });
      expect(factors.error).toBeNull();
      expect(factors.data?.factors).toEqual([]);
    });

    it("never answers 501 to a GoTrue route", async () => {
      for (const [method, path] of [
        ["POST", "/otp"], ["POST", "/magiclink"], ["POST", "/sso"], ["GET", "/sso/saml/metadata"], ["POST", "/recover"], ["POST", "/verify"],
        ["POST", "/resend"], ["GET", "/reauthenticate"], ["POST", "/factors"], ["POST", "/invite"], ["POST", "/admin/generate_link"],
        ["GET", "/user/identities/authorize"], ["GET", "/passkeys"], ["GET", "/oauth/authorize"], ["GET", "/authorize"], ["POST", "/token?grant_type=web3"],
      ] as const) {
        const res = await fetch(`${s.url}/auth/v1${path}`, { method, headers: { apikey: s.anonKey, "Content-Type": "application/json" }, body: method === "POST" ? "{}" : undefined });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const body = (await res.json()) as { error_code?: string; error?: string };
        expect(body.error_code ?? body.error, `${method} ${path}`).toEqual(expect.any(String));
      }
    });
  });

  describe("admin API validation", () => {
    it("refuses an address GoTrue cannot validate, and a user with neither e-mail nor phone", async () => {
      for (const email of ["xx:;x@x.x", "no-at-sign", "a@-b.c"]) {
        const res = await admin.auth.admin.createUser({ email, password: PASSWORD });
        expect(res.error, email).toMatchObject({ status: 400, code: "validation_failed", message: "Unable to validate email address: invalid format" });
      }
      const none = await admin.auth.admin.createUser({ password: PASSWORD });
      expect(none.error).toMatchObject({ status: 400, code: "validation_failed", message: "Cannot create a user without either an email or phone" });
      const ok = await admin.auth.admin.createUser({ email: "local@intranet", password: PASSWORD });
      expect(ok.error).toBeNull();
    });

    it("refuses pages that are not unsigned integers", async () => {
      const res = await admin.auth.admin.listUsers({ page: -1 });
      expect(res.error).toMatchObject({ status: 400, code: "validation_failed", message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax' });
      const perPage = await fetch(`${s.url}/auth/v1/admin/users?per_page=ten`, { headers: { apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}` } });
      expect(perPage.status).toBe(400);
    });
  });
});
