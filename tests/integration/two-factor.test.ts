/**
 * TOTP two-factor sign-in (issue 12, decision 0025) through supabase-js's MFA API: enrolment with a
 * QR code and secret, challenge and verify with real codes computed from the secret, aal2 sessions
 * (aal and amr in the JWT), and Postgres refusing a staff member's writes from an aal1 session once
 * they have a factor — a stolen password alone changes nothing. Recovery codes, unenrolment, and
 * "require two-factor for every staff account". On PGlite and on the Postgres server.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noSession, startFunctionsStack, type FunctionsStack } from "./helpers/functions.ts";
import { testBackends } from "./helpers/supabase.ts";

const PASSWORD = "a-long-test-password-1";
const backends = await testBackends("two-factor sign-in");

/** The code an authenticator app shows now for this secret. */
function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe.each(backends)("two-factor sign-in on $name", ({ backend }) => {
  let stack: FunctionsStack;

  async function staff(role: "admin" | "editor") {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const { data, error } = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
    expect(error).toBeNull();
    return { email, id: data.user!.id, client: await signIn(email) };
  }

  async function signIn(email: string): Promise<SupabaseClient> {
    const client = createClient(stack.supabase.url, stack.supabase.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return client;
  }

  async function enrol(client: SupabaseClient): Promise<{ factorId: string; secret: string }> {
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(error).toBeNull();
    const secret = data!.totp.secret;
    expect(data!.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpCode(secret) });
    expect(verified.error).toBeNull();
    return { factorId: data!.id, secret };
  }

  async function claims(client: SupabaseClient) {
    return decodeJwt((await client.auth.getSession()).data.session!.access_token) as { aal: string; amr: { method: string }[] };
  }

  const partner = () => ({ name: `Partner ${randomUUID().slice(0, 6)}`, description: "x", logo_url: "https://example.com/x.png" });

  beforeAll(async () => {
    stack = await startFunctionsStack({ backend });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("enrols with a QR code, verifies a real code into an aal2 session, and the next sign-in needs the second step", async () => {
    const editor = await staff("editor");
    expect((await editor.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
    const { factorId, secret } = await enrol(editor.client);
    expect(await claims(editor.client)).toMatchObject({ aal: "aal2", amr: expect.arrayContaining([expect.objectContaining({ method: "totp" }), expect.objectContaining({ method: "password" })]) });
    expect((await editor.client.from("partners").insert(partner())).error).toBeNull();

    // Signing in again with the password: aal1, and Postgres refuses the write.
    const thief = await signIn(editor.email);
    expect((await thief.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const refused = await thief.from("partners").insert(partner());
    expect(refused.error?.code).toBe("42501");
    expect((await thief.auth.updateUser({ password: "stolen-new-password" })).error).toMatchObject({ status: 401, code: "insufficient_aal" });
    expect((await thief.auth.mfa.unenroll({ factorId })).error).toMatchObject({ code: "insufficient_aal" });

    // A wrong code is refused; the right one raises the session.
    const challenge = await thief.auth.mfa.challenge({ factorId });
    const wrong = await thief.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(secret, 5) });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    expect((await thief.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
    expect((await thief.from("partners").insert(partner())).error).toBeNull();
    // A refresh keeps aal2.
    expect((await thief.auth.refreshSession()).error).toBeNull();
    expect((await claims(thief)).aal).toBe("aal2");
  });

  it("recovery codes: shown once, each works once, and remove the lost factor", async () => {
    const editor = await staff("editor");
    await enrol(editor.client);
    const { data: codes, error } = await editor.client.rpc("generate_mfa_recovery_codes");
    expect(error).toBeNull();
    expect(codes).toHaveLength(10);
    for (const code of codes as string[]) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes as string[]).size).toBe(10);
    // Drawn from the server's strong random source, never random() (a predictable generator).
    const source = await stack.supabase.emulator.context.db.query<{ def: string }>("select pg_get_functiondef('public.generate_mfa_recovery_codes'::regproc) as def");
    expect(source.rows[0]?.def).toContain("gen_random_uuid()");
    expect(source.rows[0]?.def).not.toMatch(/\brandom\(\)/);
    const aal1 = await signIn(editor.email);
    expect((await aal1.rpc("generate_mfa_recovery_codes")).error?.code).toBe("42501");
    expect(await stack.invoke(aal1, "staff-mfa-recovery", { code: "aaaaa-bbbbb" })).toMatchObject({ status: 403 });
    expect(await stack.invoke(aal1, "staff-mfa-recovery", { code: (codes as string[])[0] })).toEqual({ status: 200, body: { removed: 1 } });
    expect(await stack.invoke(aal1, "staff-mfa-recovery", { code: (codes as string[])[0] })).toMatchObject({ status: 403 });
    await aal1.auth.refreshSession();
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
    expect((await aal1.from("partners").insert(partner())).error).toBeNull();
  });

  it("an admin requires two-factor for everyone: staff without a factor cannot write until they enrol", async () => {
    const adminUser = await staff("admin");
    const editor = await staff("editor");
    // Turning it on needs an aal2 session.
    expect((await adminUser.client.rpc("set_require_mfa", { required: true })).error).toMatchObject({ code: "42501", hint: "aal2_required" });
    await enrol(adminUser.client);
    expect((await editor.client.rpc("set_require_mfa", { required: true })).error?.code).toBe("42501");
    expect((await adminUser.client.rpc("set_require_mfa", { required: true })).error).toBeNull();
    expect((await editor.client.from("partners").insert(partner())).error?.code).toBe("42501");
    expect((await editor.client.from("security_settings").select("require_mfa").single()).data).toEqual({ require_mfa: true });
    await enrol(editor.client);
    expect((await editor.client.from("partners").insert(partner())).error).toBeNull();
    expect((await adminUser.client.rpc("set_require_mfa", { required: false })).error).toBeNull();
    const log = await stack.supabase.emulator.context.db.query("select actor_id, after from public.audit_log where table_name = 'security_settings' order by id");
    expect(log.rows).toEqual([
      { actor_id: adminUser.id, after: { require_mfa: true } },
      { actor_id: adminUser.id, after: { require_mfa: false } },
    ]);
  });
});
