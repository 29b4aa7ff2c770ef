import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { HttpError, header, sendError } from "../http.ts";
import { API_VERSION_HEADERS, AuthErrors, authError, errorForVersion } from "./errors.ts";
import { consumeNonce, generateLink, invite, reauthenticate, recover, verifyGet, verifyPost } from "./email-links.ts";
import { adminUserFactors, handleFactors } from "./mfa.ts";
import { overRequestRateLimit } from "./rate-limit.ts";
import {
  authConfigOf,
  authStateOf,
  body,
  clientAddress,
  currentUser,
  obj,
  ok,
  requireAdmin,
  str,
  tx,
  type AuthRequest,
} from "./request.ts";
import { endSessions, issueSession, refreshSession } from "./tokens.ts";
import { answerUnsupported, unsupportedGrant, type UnsupportedRequest } from "./unsupported.ts";
import {
  checkPasswordStrength,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  isBanned,
  updateUser,
  userJson,
  validateEmail,
  verifyPassword,
} from "./users.ts";

export { authConfigOf } from "./request.ts";

/**
 * A bcrypt hash of nothing anyone types, compared against when the address is unknown, so that an
 * unknown address takes as long to refuse as a wrong password (no account discovery by timing).
 */
let dummyHash: Promise<string> | undefined;
function timingDummy(cost: number): Promise<string> {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`, cost);
  return dummyHash;
}

/**
 * A wrong password for a staff account goes to the audit log (docs/decisions/0023-audit-log.md),
 * where the schema has it: public.record_failed_sign_in() decides what is recorded.
 */
async function recordFailedSignIn(a: AuthRequest, email: string): Promise<void> {
  const { rows } = await a.ctx.db.query<{ present: boolean }>(
    "select to_regprocedure('public.record_failed_sign_in(text)') is not null as present",
  );
  if (rows[0]?.present) await a.ctx.db.query("select public.record_failed_sign_in($1)", [email]);
}

interface HookOutput {
  decision?: string;
  message?: string;
  should_logout_user?: boolean;
  error?: { http_code?: number; message?: string };
}

/**
 * GoTrue's password-verification-attempt hook ([auth.hook.password_verification_attempt], a Postgres
 * function called as supabase_auth_admin with {metadata: {name, time, ip_address}, user_id, valid}).
 * Answers `{error: {http_code, message}}` become that status (GoTrue's hook errors), a `reject`
 * decision becomes 400 invalid_credentials with the hook's message. Undefined when no hook is set up.
 */
/** Thrown to roll back a hook call whose work is only there for its time (an unknown address). */
class TimingOnly extends Error {}

async function passwordHook(a: AuthRequest, userId: string, valid: boolean, rollBack = false): Promise<HookOutput | undefined> {
  const name = a.config.passwordVerificationHook;
  if (!name) return undefined;
  const present = await a.ctx.db.query<{ present: boolean }>("select to_regprocedure($1) is not null as present", [`${name}(jsonb)`]);
  if (!present.rows[0]?.present) return undefined;
  const event = {
    metadata: { uuid: crypto.randomUUID(), time: new Date().toISOString(), name: "password-verification", ip_address: clientAddress(a.req) },
    user_id: userId,
    valid,
  };
  try {
    return await a.ctx.db.transaction(async (t) => {
      await t.query("set local role supabase_auth_admin");
      const { rows } = await t.query<{ out: HookOutput | null }>(`select ${name}($1::jsonb) as out`, [JSON.stringify(event)]);
      if (rollBack) throw new TimingOnly();
      return rows[0]?.out ?? {};
    });
  } catch (err) {
    if (err instanceof TimingOnly) return undefined;
    throw err;
  }
}

function hookError(out: HookOutput | undefined): HttpError | undefined {
  if (!out) return undefined;
  if (out.error?.message) {
    const status = out.error.http_code || 500;
    return authError(status, status === 429 ? "over_request_rate_limit" : "unexpected_failure", out.error.message);
  }
  if (out.decision === "reject") return authError(400, "invalid_credentials", out.message || "Further password verification attempts will be rejected.");
  return undefined;
}

async function tokenGrant(a: AuthRequest): Promise<void> {
  const grant = a.url.searchParams.get("grant_type");
  if ((grant === "password" || grant === "refresh_token") && !a.state.limits.refresh.take(clientAddress(a.req))) throw overRequestRateLimit();
  const b = await body(a.req);
  if (grant === "password") {
    const email = str(b.email);
    const password = typeof b.password === "string" ? b.password : "";
    if (email && str(b.phone)) throw AuthErrors.validation("Only an email address or phone number should be provided on login.");
    if (!email && !str(b.phone)) throw AuthErrors.validation("missing email or phone");
    if (!email) throw authError(422, "phone_provider_disabled", "Phone logins are disabled");
    const user = await tx(a, (t) => findUserByEmail(t, email));
    if (!user || user.is_anonymous || !user.encrypted_password) {
      // As GoTrue: the hook is not asked about an address without an account, and the answer is 400
      // "Invalid login credentials" — the answer the hook's lock gives too (decision 0037), so no count
      // of failures tells accounts apart. Unlike GoTrue, the same work as for an account — bcrypt
      // against a dummy hash, and the hook's call rolled back (nothing recorded, its answer unused) —
      // so the timing tells nothing either.
      await verifyPassword(password, await timingDummy(a.config.bcryptCost));
      await passwordHook(a, randomUUID(), false, true);
      throw AuthErrors.invalidCredentials();
    }
    if (isBanned(user)) throw AuthErrors.userBanned();
    const valid = await verifyPassword(password, user.encrypted_password);
    const out = await passwordHook(a, user.id, valid);
    const refused = hookError(out);
    if (refused) {
      if (out?.should_logout_user) await tx(a, (t) => endSessions(t, user.id, "", "global"));
      throw refused;
    }
    if (!valid) {
      if (!out) await recordFailedSignIn(a, email);
      throw AuthErrors.invalidCredentials();
    }
    if (!user.email_confirmed_at) throw AuthErrors.emailNotConfirmed();
    const session = await tx(a, async (t) => {
      const signedIn = await updateUser(t, user, { lastSignIn: true });
      return issueSession(a.issue, t, signedIn, "password", header(a.req, "user-agent"), clientAddress(a.req));
    });
    ok(a.res, 200, session);
    return;
  }
  if (grant === "refresh_token") {
    const token = str(b.refresh_token);
    if (!token) throw AuthErrors.refreshTokenNotFound();
    const result = await tx(a, (t) => refreshSession(a.issue, t, token));
    if ("error" in result && result.error) throw result.error;
    ok(a.res, 200, result.session);
    return;
  }
  return unsupportedGrant(unsupportedRequest(a), grant ?? "", b);
}

async function signup(a: AuthRequest): Promise<void> {
  const b = await body(a.req);
  const email = str(b.email);
  const phone = str(b.phone);
  if (email || phone || str(b.password)) {
    // [auth.email] enable_signup is GoTrue's e-mail provider switch; [auth.sms] enable_signup the phone one.
    if (phone && !email) throw authError(400, "phone_provider_disabled", "Phone signups are disabled");
    if (!a.config.emailSignup) throw authError(400, "email_provider_disabled", "Email signups are disabled");
    if (!email) throw AuthErrors.validation("To signup, please provide your email");
    checkPasswordStrength(typeof b.password === "string" ? b.password : "", a.config.minimumPasswordLength);
    const passwordHash = await hashPassword(String(b.password), a.config.bcryptCost);
    const confirmed = !a.config.emailConfirmations;
    const existing = await tx(a, (t) => findUserByEmail(t, email));
    if (existing && !existing.is_anonymous) {
      // GoTrue's signup: with autoconfirm, 422 user_already_exists; otherwise a made-up user that looks
      // like a fresh sign-up (no identities), so the answer does not tell that the address has an account.
      if (confirmed) throw authError(422, "user_already_exists", "User already registered");
      const now = new Date().toISOString();
      ok(a.res, 200, {
        id: crypto.randomUUID(), aud: "authenticated", role: "", email: email.toLowerCase(), phone: "",
        confirmation_sent_at: now, app_metadata: { provider: "email", providers: ["email"] }, user_metadata: {},
        identities: [], created_at: now, updated_at: now, is_anonymous: false,
      });
      return;
    }
    const result = await tx(a, async (t) => {
      const user = await createUser(t, { email, passwordHash, emailConfirmed: confirmed, userMetadata: obj(b.data), isAnonymous: false });
      return confirmed ? issueSession(a.issue, t, await updateUser(t, user, { lastSignIn: true }), "password") : userJson(t, user);
    });
    ok(a.res, 200, result);
    return;
  }
  if (!a.config.anonymousSignIns) throw AuthErrors.anonymousDisabled();
  if (!a.state.limits.anonymous.take(clientAddress(a.req))) throw overRequestRateLimit();
  const session = await tx(a, async (t) => {
    const user = await createUser(t, { userMetadata: obj(b.data), emailConfirmed: false, isAnonymous: true });
    return issueSession(a.issue, t, await updateUser(t, user, { lastSignIn: true }), "anonymous", header(a.req, "user-agent"));
  });
  ok(a.res, 200, session);
}

async function getUser(a: AuthRequest): Promise<void> {
  const user = await tx(a, async (t) => userJson(t, (await currentUser(a, t)).user));
  ok(a.res, 200, user);
}

async function putUser(a: AuthRequest): Promise<void> {
  const b = await body(a.req);
  const password = typeof b.password === "string" ? b.password : undefined;
  if (password !== undefined) checkPasswordStrength(password, a.config.minimumPasswordLength);
  const passwordHash = password !== undefined ? await hashPassword(password, a.config.bcryptCost) : undefined;
  const result = await tx(a, async (t) => {
    const { user, aal } = await currentUser(a, t);
    const email = str(b.email);
    const changesEmail = email !== undefined && email.toLowerCase() !== user.email;
    const hasMfa = (await t.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'", [user.id])).rows.length > 0;
    if (hasMfa && aal !== "aal2" && (password || changesEmail)) {
      throw authError(401, "insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled.");
    }
    if (password !== undefined && (await verifyPassword(password, user.encrypted_password))) throw AuthErrors.samePassword();
    if (password !== undefined && str(b.nonce)) await consumeNonce(a, t, user, String(b.nonce));
    // Changing the address sends confirmation e-mails to both addresses (double_confirm_changes): not emulated.
    if (changesEmail) throw authError(422, "feature_disabled", "Changing the email address is not enabled in the local emulator");
    const updated = await updateUser(t, user, { passwordHash, userMetadata: obj(b.data) });
    return userJson(t, updated);
  });
  ok(a.res, 200, result);
}

async function logout(a: AuthRequest): Promise<void> {
  const scope = a.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others"].includes(scope)) throw AuthErrors.validation(`Unsupported logout scope "${scope}"`);
  await tx(a, async (t) => {
    const { user, sessionId } = await currentUser(a, t);
    await endSessions(t, user.id, sessionId, scope as "global" | "local" | "others");
  });
  a.res.writeHead(204, { ...API_VERSION_HEADERS, "Content-Length": "0" });
  a.res.end();
}

/** Go durations as GoTrue's ban_duration takes them ("24h", "1h30m", "90s"), or "none". */
export function parseBanDuration(v: string): Date | null {
  if (v === "none") return null;
  const re = /(\d+(?:\.\d+)?)(h|m|s|ms)/g;
  const units: Record<string, number> = { h: 3600_000, m: 60_000, s: 1000, ms: 1 };
  let total = 0;
  let consumed = 0;
  for (const m of v.matchAll(re)) {
    total += Number(m[1]) * units[m[2]!]!;
    consumed += m[0].length;
  }
  if (consumed !== v.length || consumed === 0) throw AuthErrors.validation("invalid format for ban duration");
  return new Date(Date.now() + total);
}

async function adminCreateUser(a: AuthRequest): Promise<void> {
  await requireAdmin(a);
  const b = await body(a.req);
  const email = str(b.email);
  const password = typeof b.password === "string" ? b.password : undefined;
  if (!email && !str(b.phone)) throw AuthErrors.validation("Cannot create a user without either an email or phone");
  if (b.email !== undefined) validateEmail(typeof b.email === "string" ? b.email : "");
  if (password !== undefined) checkPasswordStrength(password, a.config.minimumPasswordLength);
  const passwordHash = password !== undefined ? await hashPassword(password, a.config.bcryptCost) : undefined;
  const user = await tx(a, async (t) => {
    const created = await createUser(t, {
      email,
      phone: str(b.phone),
      passwordHash,
      emailConfirmed: b.email_confirm === true,
      appMetadata: obj(b.app_metadata),
      userMetadata: obj(b.user_metadata),
      isAnonymous: false,
      role: str(b.role),
    });
    const banned = str(b.ban_duration) ? await updateUser(t, created, { bannedUntil: parseBanDuration(String(b.ban_duration)) }) : created;
    return userJson(t, banned);
  });
  ok(a.res, 200, user);
}

async function adminListUsers(a: AuthRequest): Promise<void> {
  await requireAdmin(a);
  // GoTrue parses both as unsigned integers (strconv.ParseUint) and refuses anything else.
  const uint = (name: string, fallback: number) => {
    const raw = a.url.searchParams.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d+$/.test(raw)) throw AuthErrors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
    return Number(raw);
  };
  const page = Math.max(1, uint("page", 1));
  const perPage = Math.min(1000, Math.max(1, uint("per_page", 50)));
  const { users, total } = await tx(a, async (t) => {
    const total = Number((await t.query<{ n: number }>("select count(*)::int as n from auth.users where deleted_at is null")).rows[0]?.n ?? 0);
    const ids = await t.query<{ id: string }>("select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2", [perPage, (page - 1) * perPage]);
    const users = [];
    for (const { id } of ids.rows) {
      const u = await findUserById(t, id);
      if (u) users.push(await userJson(t, u));
    }
    return { users, total };
  });
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  const base = `${a.ctx.publicUrl(a.req)}/auth/v1/admin/users`;
  if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  ok(a.res, 200, { users, aud: "authenticated" }, { "X-Total-Count": String(total), Link: links.join(", ") });
}

async function adminUser(a: AuthRequest, id: string, method: string): Promise<void> {
  await requireAdmin(a);
  if (method === "GET") {
    const user = await tx(a, async (t) => {
      const u = await findUserById(t, id);
      if (!u) throw AuthErrors.userNotFound();
      return userJson(t, u);
    });
    ok(a.res, 200, user);
    return;
  }
  if (method === "PUT") {
    const b = await body(a.req);
    const password = typeof b.password === "string" ? b.password : undefined;
    if (password !== undefined) checkPasswordStrength(password, a.config.minimumPasswordLength);
    const passwordHash = password !== undefined ? await hashPassword(password, a.config.bcryptCost) : undefined;
    const user = await tx(a, async (t) => {
      const u = await findUserById(t, id);
      if (!u) throw AuthErrors.userNotFound();
      const updated = await updateUser(t, u, {
        email: str(b.email),
        passwordHash,
        emailConfirmed: b.email_confirm === true ? true : undefined,
        appMetadata: obj(b.app_metadata),
        userMetadata: obj(b.user_metadata),
        bannedUntil: str(b.ban_duration) ? parseBanDuration(String(b.ban_duration)) : undefined,
        role: str(b.role),
      });
      return userJson(t, updated);
    });
    ok(a.res, 200, user);
    return;
  }
  if (method === "DELETE") {
    const b = await body(a.req);
    const user = await tx(a, async (t) => {
      const u = await findUserById(t, id);
      if (!u) throw AuthErrors.userNotFound();
      const json = await userJson(t, u);
      if (b.should_soft_delete === true) {
        await t.query("delete from auth.sessions where user_id = $1", [id]);
        await t.query("update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null, updated_at = now() where id = $1", [id]);
      } else {
        await t.query("delete from auth.users where id = $1", [id]);
      }
      return json;
    });
    ok(a.res, 200, user);
    return;
  }
  throw AuthErrors.methodNotAllowed();
}

/** What answering an unimplemented endpoint needs from the request (see unsupported.ts). */
function unsupportedRequest(a: AuthRequest): UnsupportedRequest {
  const path = (a.url.pathname.split("/auth/v1")[1] ?? "").replace(/\/+$/, "") || "/";
  let parsed: Promise<Record<string, unknown>> | undefined;
  return {
    method: (a.req.method ?? "GET").toUpperCase(),
    path,
    url: a.url,
    config: a.config,
    body: () => (parsed ??= body(a.req)),
    requireUser: () => tx(a, async (t) => ({ isAnonymous: (await currentUser(a, t)).user.is_anonymous })),
    requireAdmin: () => requireAdmin(a),
    userExists: (email) => tx(a, async (t) => (await findUserByEmail(t, email)) !== undefined),
  };
}

function settings(a: AuthRequest) {
  return {
    external: { anonymous_users: a.config.anonymousSignIns, email: a.config.emailSignup, phone: false, google: false, github: false, azure: false, apple: false },
    disable_signup: false,
    mailer_autoconfirm: !a.config.emailConfirmations,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  };
}

/** GoTrue-compatible auth (`/auth/v1`): password and anonymous sign-in, refresh with rotation, user, logout, JWKS, admin users. */
export async function handleAuth(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const config = authConfigOf(ctx);
  const a: AuthRequest = { ctx, req, res, url, config, issue: { keys: ctx.keys, config, issuer: `${ctx.publicUrl(req)}/auth/v1` }, state: authStateOf(ctx, config) };
  const path = subpath.replace(/\/+$/, "") || "/";
  try {
    const route = `${method} ${path}`;
    switch (route) {
      case "GET /health":
        return ok(res, 200, { version: "emulator", name: "GoTrue", description: "GoTrue-compatible auth emulator" });
      case "GET /settings":
        return ok(res, 200, settings(a));
      case "GET /.well-known/jwks.json":
        return ok(res, 200, ctx.keys.jwks, { "Cache-Control": "public, max-age=600" });
      case "POST /token":
        return await tokenGrant(a);
      case "POST /signup":
        return await signup(a);
      case "GET /user":
        return await getUser(a);
      case "PUT /user":
        return await putUser(a);
      case "POST /logout":
        return await logout(a);
      case "POST /admin/users":
        return await adminCreateUser(a);
      case "GET /admin/users":
        return await adminListUsers(a);
      case "POST /invite":
        return await invite(a);
      case "POST /recover":
        return await recover(a);
      case "GET /verify":
        return await verifyGet(a);
      case "POST /verify":
        return await verifyPost(a);
      case "GET /reauthenticate":
        return await reauthenticate(a);
      case "POST /admin/generate_link":
        if (await generateLink(a)) return;
        break;
    }
    if (path === "/factors" || path.startsWith("/factors/")) {
      if (await handleFactors(a, method, path)) return;
    }
    const m = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (m) return await adminUser(a, decodeURIComponent(m[1]!), method);
    const f = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
    if (f) return await adminUserFactors(a, decodeURIComponent(f[1]!), f[2], method);
    await answerUnsupported(unsupportedRequest(a));
    throw AuthErrors.notFound();
  } catch (err) {
    if (err instanceof HttpError) sendError(res, errorForVersion(req, err));
    else ok(res, 500, { code: "unexpected_failure", error_code: "unexpected_failure", msg: err instanceof Error ? err.message : String(err) });
  }
}

