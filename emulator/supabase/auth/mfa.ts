/**
 * GoTrue's MFA API for TOTP (internal/api/mfa.go): `POST /factors` enrols (secret, otpauth URI and
 * an SVG QR code, which auth-js turns into a data URL), `POST /factors/{id}/challenge`,
 * `POST /factors/{id}/verify` (RFC 6238 codes, 30 s, 6 digits, SHA-1, one step of skew; success
 * makes the session aal2 and ends the user's aal1 sessions), `DELETE /factors/{id}` (a verified
 * factor needs an aal2 session), and the admin's `GET/DELETE /admin/users/{id}/factors[/{id}]`.
 * Phone and WebAuthn factors stay off, as in supabase/config.toml.
 */
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { AuthErrors, authError } from "./errors.ts";
import { overRequestRateLimit } from "./rate-limit.ts";
import { body, clientAddress, currentUser, ok, requireAdmin, str, tx, type AuthRequest } from "./request.ts";
import { upgradeSession } from "./tokens.ts";
import { factorJson, factorsOf, findUserById, type FactorRow } from "./users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const factorNotFound = () => authError(404, "mfa_factor_not_found", "Factor not found");

async function enroll(a: AuthRequest): Promise<void> {
  const b = await body(a.req);
  const type = str(b.factor_type);
  if (type === "phone") throw authError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (type === "webauthn") throw authError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  if (type !== "totp") throw AuthErrors.validation("factor_type needs to be totp, phone, or webauthn");
  if (!a.config.mfa.totpEnroll) throw authError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
  const friendlyName = typeof b.friendly_name === "string" ? b.friendly_name : "";
  const issuer = str(b.issuer) ?? new URL(a.config.siteUrl ?? a.ctx.publicUrl(a.req)).host;
  const result = await tx(a, async (t) => {
    const { user, aal } = await currentUser(a, t);
    if (user.is_anonymous) throw authError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
    // GoTrue deletes factors left unverified past their expiry (a day) before counting.
    await t.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'", [user.id]);
    const factors = await factorsOf(t, user.id);
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw authError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    if (factors.length >= a.config.mfa.maxEnrolledFactors) {
      throw authError(422, "too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
    }
    if (factors.some((f) => f.status === "verified") && aal !== "aal2") throw authError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    const secret = new OTPAuth.Secret({ size: 20 });
    const totp = new OTPAuth.TOTP({ issuer, label: user.email ?? "", secret, algorithm: "SHA1", digits: 6, period: 30 });
    const uri = totp.toString();
    const qr = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H" });
    const { rows } = await t.query<FactorRow>(
      "insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3) returning *",
      [user.id, friendlyName || null, secret.base32],
    );
    const factor = rows[0]!;
    return { id: factor.id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qr, secret: secret.base32, uri } };
  });
  ok(a.res, 200, result);
}

async function factorOf(a: AuthRequest, t: Parameters<Parameters<typeof tx>[1]>[0], factorId: string) {
  const current = await currentUser(a, t);
  if (current.user.is_anonymous) throw authError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
  if (!UUID.test(factorId)) throw authError(404, "validation_failed", "factor_id must be an UUID");
  const factor = (await t.query<FactorRow>("select * from auth.mfa_factors where id = $1", [factorId])).rows[0];
  if (!factor) throw factorNotFound();
  if (factor.user_id !== current.user.id) throw authError(403, "mfa_factor_not_found", "Factor not found");
  return { ...current, factor };
}

async function challenge(a: AuthRequest, factorId: string): Promise<void> {
  if (!a.state.limits.verify.take(`mfa:${clientAddress(a.req)}`)) throw overRequestRateLimit();
  const result = await tx(a, async (t) => {
    const { factor } = await factorOf(a, t, factorId);
    if (!a.config.mfa.totpVerify) throw authError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
    const { rows } = await t.query<{ id: string; created_at: Date | string }>(
      "insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at",
      [factor.id, clientAddress(a.req)],
    );
    await t.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [factor.id]);
    const created = new Date(rows[0]!.created_at).getTime();
    return { id: rows[0]!.id, type: "totp", expires_at: Math.floor(created / 1000) + a.config.mfa.challengeExpiry };
  });
  ok(a.res, 200, result);
}

async function verify(a: AuthRequest, factorId: string): Promise<void> {
  if (!a.state.limits.verify.take(`mfa:${clientAddress(a.req)}`)) throw overRequestRateLimit();
  const b = await body(a.req);
  const code = typeof b.code === "string" ? b.code : "";
  const challengeId = str(b.challenge_id) ?? "";
  // Returned, not thrown, for a wrong code: nothing in the transaction needs undoing, and the error keeps GoTrue's order.
  const result = await tx(a, async (t) => {
    const { user, sessionId, factor } = await factorOf(a, t, factorId);
    if (!code) throw AuthErrors.validation("Code needs to be non-empty");
    if (!a.config.mfa.totpVerify) throw authError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
    const ch = UUID.test(challengeId)
      ? (await t.query<{ id: string; created_at: Date | string; verified_at: unknown; ip_address: string | null }>(
          "select id, created_at, verified_at, ip_address from auth.mfa_challenges where id = $1 and factor_id = $2",
          [challengeId, factor.id],
        )).rows[0]
      : undefined;
    if (!ch || ch.verified_at) throw authError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    if (ch.ip_address && ch.ip_address !== clientAddress(a.req)) throw authError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
    if (Date.now() - new Date(ch.created_at).getTime() > a.config.mfa.challengeExpiry * 1000) {
      throw authError(422, "mfa_challenge_expired", `MFA challenge ${ch.id} has expired, verify against another challenge or create a new challenge.`);
    }
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret ?? ""), algorithm: "SHA1", digits: 6, period: 30 });
    if (!/^\d{6}$/.test(code) || totp.validate({ token: code, window: 1 }) === null) return { error: authError(422, "mfa_verification_failed", "Invalid TOTP code entered") };
    await t.query("update auth.mfa_challenges set verified_at = now() where id = $1", [ch.id]);
    if (factor.status !== "verified") await t.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
    // GoTrue removes the user's other unverified factors of the type once one is verified.
    await t.query("delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp' and id <> $2", [user.id, factor.id]);
    return { session: await upgradeSession(a.issue, t, (await findUserById(t, user.id))!, sessionId, factor.id, "totp") };
  });
  if ("error" in result && result.error) throw result.error;
  ok(a.res, 200, result.session);
}

async function unenroll(a: AuthRequest, factorId: string): Promise<void> {
  const result = await tx(a, async (t) => {
    const { factor, aal, sessionId } = await factorOf(a, t, factorId);
    if (factor.status === "verified" && aal !== "aal2") throw authError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    await t.query("delete from auth.mfa_factors where id = $1", [factor.id]);
    // factor.DowngradeSessionsToAAL1: sessions that the factor raised go back to aal1.
    await t.query("update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1", [factor.id]);
    await t.query("delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [sessionId]);
    return { id: factor.id };
  });
  ok(a.res, 200, result);
}

/** /factors routes; false for a path that is not one. */
export async function handleFactors(a: AuthRequest, method: string, path: string): Promise<boolean> {
  if (method === "POST" && path === "/factors") {
    await enroll(a);
    return true;
  }
  const m = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  if (!m) return false;
  const id = decodeURIComponent(m[1]!);
  if (method === "POST" && m[2] === "/challenge") await challenge(a, id);
  else if (method === "POST" && m[2] === "/verify") await verify(a, id);
  else if (method === "DELETE" && !m[2]) await unenroll(a, id);
  else return false;
  return true;
}

/** GET /admin/users/{id}/factors and DELETE /admin/users/{id}/factors/{factorId}. */
export async function adminUserFactors(a: AuthRequest, userId: string, factorId: string | undefined, method: string): Promise<void> {
  await requireAdmin(a);
  const result = await tx(a, async (t) => {
    const user = await findUserById(t, userId);
    if (!user) throw AuthErrors.userNotFound();
    if (!factorId && method === "GET") return (await factorsOf(t, user.id)).map(factorJson);
    if (factorId && (method === "DELETE" || method === "PUT")) {
      const factor = (await factorsOf(t, user.id)).find((f) => f.id === factorId);
      if (!factor) throw factorNotFound();
      if (method === "PUT") {
        const b = await body(a.req);
        const name = typeof b.friendly_name === "string" ? b.friendly_name : factor.friendly_name;
        await t.query("update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1", [factor.id, name]);
        return factorJson({ ...factor, friendly_name: name });
      }
      await t.query("delete from auth.mfa_factors where id = $1", [factor.id]);
      await t.query("update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1", [factor.id]);
      return factorJson(factor);
    }
    throw AuthErrors.notFound();
  });
  ok(a.res, 200, result);
}
