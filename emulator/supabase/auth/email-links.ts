/**
 * GoTrue's e-mailed links: invitations (`POST /invite`), password recovery (`POST /recover`),
 * `POST /admin/generate_link` (invite and recovery), their verification (`GET /verify` redirects
 * with a session in the URL fragment, the implicit flow supabase-js reads; `POST /verify` answers
 * the session), and reauthentication codes (`GET /reauthenticate`). One-time tokens are stored as
 * GoTrue stores them: the hash of the address and a six-digit code, in auth.users.
 */
import { createHash, randomInt } from "node:crypto";
import type { Tx } from "../db.ts";
import { HttpError } from "../http.ts";
import { AuthErrors, authError } from "./errors.ts";
import { renderAuthMail, type EmailKind } from "./mailer.ts";
import { overEmailSendRateLimit, overRequestRateLimit } from "./rate-limit.ts";
import { body, clientAddress, currentUser, ok, requireAdmin, str, obj, tx, type AuthRequest } from "./request.ts";
import { issueSession } from "./tokens.ts";
import { createUser, findUserByEmail, updateUser, userJson, validateEmail, type UserRow } from "./users.ts";

type LinkType = "invite" | "recovery";

function otp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** GoTrue's crypto.GenerateTokenHash: sha224 of the address and the code, in hex. */
function tokenHash(email: string, code: string): string {
  return createHash("sha224").update(email + code).digest("hex");
}

function siteUrl(a: AuthRequest): string {
  return a.config.siteUrl ?? new URL(a.ctx.publicUrl(a.req)).origin;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split("**")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

/** GoTrue's GetReferrer: `redirect_to` when the site's host or an allowed URL pattern, else the site URL. */
export function redirectTarget(a: AuthRequest, requested: string | undefined): string {
  const site = siteUrl(a);
  if (!requested) return site;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return site;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return site;
  if (url.hostname === new URL(site).hostname) return requested;
  if (a.config.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(requested))) return requested;
  return site;
}

/** GoTrue refuses a second e-mail of one kind to one user within [auth.email] max_frequency. */
function checkFrequency(a: AuthRequest, sentAt: Date | string | null): void {
  if (!sentAt) return;
  const elapsed = (Date.now() - new Date(sentAt).getTime()) / 1000;
  const left = Math.ceil(a.config.emailMaxFrequency - elapsed);
  if (left > 0) throw authError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${left} seconds.`);
}

/** Stores a fresh one-time token for `type` and returns the link and code. */
async function newLink(a: AuthRequest, t: Tx, user: UserRow, type: LinkType, redirectTo: string) {
  const code = otp();
  const hashed = tokenHash(user.email ?? "", code);
  if (type === "invite") {
    await t.query("update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = coalesce(invited_at, now()) where id = $1", [user.id, hashed]);
  } else {
    await t.query("update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1", [user.id, hashed]);
  }
  const link = `${a.ctx.publicUrl(a.req)}/auth/v1/verify?token=${hashed}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return { code, hashed, link };
}

async function deliver(a: AuthRequest, kind: EmailKind, to: string, vars: { confirmationUrl?: string; token?: string }): Promise<void> {
  if (!a.state.limits.emailSent.take("all")) throw overEmailSendRateLimit();
  try {
    await a.state.mailer(renderAuthMail(kind, to, vars));
  } catch (error) {
    throw authError(500, "unexpected_failure", `Error sending ${kind} email`, { cause: error instanceof Error ? error.message : String(error) });
  }
}

/** POST /invite (admin): creates the user (no password) unless an unconfirmed one exists, and mails the invitation. */
export async function invite(a: AuthRequest): Promise<void> {
  await requireAdmin(a);
  const b = await body(a.req);
  const email = validateEmail(typeof b.email === "string" ? b.email : "");
  const redirectTo = redirectTarget(a, a.url.searchParams.get("redirect_to") ?? undefined);
  const result = await tx(a, async (t) => {
    let user = await findUserByEmail(t, email);
    if (user?.email_confirmed_at) throw AuthErrors.emailExists();
    user ??= await createUser(t, { email, emailConfirmed: false, userMetadata: obj(b.data), isAnonymous: false });
    const { link } = await newLink(a, t, user, "invite", redirectTo);
    await deliver(a, "invite", email, { confirmationUrl: link });
    return userJson(t, (await findUserByEmail(t, email))!);
  });
  ok(a.res, 200, result);
}

/** POST /recover: mails a reset link to a known address; answers `{}` either way (no account discovery). */
export async function recover(a: AuthRequest): Promise<void> {
  if (!a.state.limits.otp.take(clientAddress(a.req))) throw overRequestRateLimit();
  const b = await body(a.req);
  if (str(b.code_challenge)) throw authError(400, "validation_failed", "PKCE flow for password recovery is not supported by the local emulator");
  const email = validateEmail(typeof b.email === "string" ? b.email : "");
  const redirectTo = redirectTarget(a, a.url.searchParams.get("redirect_to") ?? undefined);
  await tx(a, async (t) => {
    const user = await findUserByEmail(t, email);
    if (!user || user.is_anonymous) return;
    checkFrequency(a, user.recovery_sent_at);
    const { link, code } = await newLink(a, t, user, "recovery", redirectTo);
    await deliver(a, "recovery", email, { confirmationUrl: link, token: code });
  });
  ok(a.res, 200, {});
}

/** POST /admin/generate_link for invite and recovery: the link and code, without sending anything. */
export async function generateLink(a: AuthRequest): Promise<boolean> {
  await requireAdmin(a);
  const b = await body(a.req);
  const type = str(b.type);
  if (type !== "invite" && type !== "recovery") return false;
  const email = validateEmail(typeof b.email === "string" ? b.email : "");
  const redirectTo = redirectTarget(a, str(b.redirect_to) ?? a.url.searchParams.get("redirect_to") ?? undefined);
  const result = await tx(a, async (t) => {
    let user = await findUserByEmail(t, email);
    if (type === "invite") {
      if (user?.email_confirmed_at) throw AuthErrors.emailExists();
      user ??= await createUser(t, { email, emailConfirmed: false, userMetadata: obj(b.data), isAnonymous: false });
    } else if (!user) {
      throw AuthErrors.userNotFound();
    }
    const { link, code, hashed } = await newLink(a, t, user, type, redirectTo);
    const json = await userJson(t, (await findUserByEmail(t, email))!);
    return { ...json, action_link: link, email_otp: code, hashed_token: hashed, verification_type: type, redirect_to: redirectTo };
  });
  ok(a.res, 200, result);
  return true;
}

const OAUTH_ERROR: Record<number, string> = { 400: "invalid_request", 401: "unauthorized_client", 403: "access_denied", 500: "server_error", 503: "temporarily_unavailable" };
const linkExpired = () => authError(403, "otp_expired", "Email link is invalid or has expired");

/** Finds the user of a one-time token and consumes it (invite: confirms the address; recovery: clears it). */
async function consume(a: AuthRequest, t: Tx, type: string, match: { hash: string } | { email: string; code: string }): Promise<UserRow> {
  const column = type === "invite" || type === "signup" ? "confirmation" : type === "recovery" || type === "magiclink" || type === "email" ? "recovery" : undefined;
  if (!column) throw AuthErrors.validation("Unsupported verification type");
  let user: UserRow | undefined;
  if ("hash" in match) {
    user = (await t.query<UserRow>(`select id, email from auth.users where ${column}_token = $1 and deleted_at is null`, [match.hash])).rows[0];
    if (!user) throw linkExpired();
  } else {
    const found = await findUserByEmail(t, match.email);
    if (!found || (found as unknown as Record<string, unknown>)[`${column}_token`] !== tokenHash(found.email ?? "", match.code)) {
      throw authError(403, "otp_expired", "Token has expired or is invalid");
    }
    user = found;
  }
  const full = (await findUserByEmail(t, user.email ?? ""))!;
  if (full.banned_until && new Date(full.banned_until).getTime() > Date.now()) throw authError(403, "user_banned", "User is banned");
  const sentAt = column === "confirmation" ? full.confirmation_sent_at : full.recovery_sent_at;
  if (!sentAt || Date.now() - new Date(sentAt).getTime() > a.config.otpExpiry * 1000) throw linkExpired();
  await t.query(`update auth.users set ${column}_token = null where id = $1`, [full.id]);
  return updateUser(t, full, { emailConfirmed: true, lastSignIn: true });
}

/** GET /verify: consumes the link's token and redirects with the session (or the error) in the fragment. */
export async function verifyGet(a: AuthRequest): Promise<void> {
  if (!a.state.limits.verify.take(clientAddress(a.req))) throw overRequestRateLimit();
  const q = a.url.searchParams;
  const type = q.get("type") ?? "";
  const token = q.get("token") ?? "";
  const redirectTo = redirectTarget(a, q.get("redirect_to") ?? undefined);
  if (!type) throw AuthErrors.validation("Verify requires a verification type");
  if (!token) throw AuthErrors.validation("Verify requires a token or a token hash");
  let location: string;
  try {
    const session = await tx(a, async (t) => {
      const user = await consume(a, t, type, { hash: token });
      return issueSession(a.issue, t, user, "otp", a.req.headers["user-agent"], clientAddress(a.req));
    });
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      type,
    });
    location = `${redirectTo.split("#")[0]}#${fragment.toString()}`;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const b = error.body as { error_code?: string; msg?: string };
    const fragment = new URLSearchParams({ ...(OAUTH_ERROR[error.status] ? { error: OAUTH_ERROR[error.status]! } : {}), error_code: b.error_code ?? "", error_description: b.msg ?? "", sb: "" });
    location = `${redirectTo.split("#")[0]}#${fragment.toString()}`;
  }
  a.res.writeHead(303, { Location: location, "Content-Length": "0" });
  a.res.end();
}

/** POST /verify with {type, token_hash} or {type, email, token}: the session. */
export async function verifyPost(a: AuthRequest): Promise<void> {
  if (!a.state.limits.verify.take(clientAddress(a.req))) throw overRequestRateLimit();
  const b = await body(a.req);
  const type = str(b.type);
  if (!type) throw AuthErrors.validation("Verify requires a verification type");
  const hash = str(b.token_hash);
  const code = str(b.token);
  if (!hash && !code) throw AuthErrors.validation("Verify requires a token or a token hash");
  if (hash && code) throw AuthErrors.validation("Verify requires either a token or a token hash");
  if (hash && (str(b.email) || str(b.phone))) throw AuthErrors.validation("Only the token_hash and type should be provided");
  if (str(b.phone)) throw authError(400, "phone_provider_disabled", "Phone logins are disabled");
  const session = await tx(a, async (t) => {
    const user = await consume(a, t, type, hash ? { hash } : { email: validateEmail(str(b.email) ?? ""), code: code! });
    return issueSession(a.issue, t, user, "otp", a.req.headers["user-agent"], clientAddress(a.req));
  });
  ok(a.res, 200, session);
}

/** GET /reauthenticate: mails a six-digit code that `PUT /user` takes as `nonce`. */
export async function reauthenticate(a: AuthRequest): Promise<void> {
  await tx(a, async (t) => {
    const { user } = await currentUser(a, t);
    if (!user.email) throw AuthErrors.validation("Reauthentication requires the user to have an email or a phone number");
    checkFrequency(a, user.reauthentication_sent_at);
    const code = otp();
    await t.query("update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1", [user.id, tokenHash(user.email, code)]);
    await deliver(a, "reauthentication", user.email, { token: code });
  });
  ok(a.res, 200, {});
}

/** Checks and consumes a reauthentication code given as `nonce` (GoTrue's verifyReauthentication). */
export async function consumeNonce(a: AuthRequest, t: Tx, user: UserRow, nonce: string): Promise<void> {
  const sentAt = user.reauthentication_sent_at;
  const valid =
    user.email && user.reauthentication_token === tokenHash(user.email, nonce) && sentAt && Date.now() - new Date(sentAt).getTime() <= a.config.otpExpiry * 1000;
  if (!valid) throw authError(400, "reauthentication_not_valid", "Requested nonce is invalid or has expired");
  await t.query("update auth.users set reauthentication_token = null where id = $1", [user.id]);
}
