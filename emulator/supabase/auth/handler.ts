import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import type { Tx } from "../db.ts";
import { HttpError, header, readJson, sendError, sendJson } from "../http.ts";
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from "./config.ts";
import { API_VERSION_HEADERS, AuthErrors } from "./errors.ts";
import { endSessions, issueSession, refreshSession, sessionExists, type IssueOptions } from "./tokens.ts";
import {
  checkPasswordStrength,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  isBanned,
  updateUser,
  userJson,
  verifyPassword,
  type UserRow,
} from "./users.ts";

type Body = Record<string, unknown>;

interface AuthRequest {
  ctx: EmulatorContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  config: AuthConfig;
  issue: IssueOptions;
}

export function authConfigOf(ctx: EmulatorContext): AuthConfig {
  return { ...DEFAULT_AUTH_CONFIG, ...(ctx.authConfig ?? {}) };
}

function ok(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJson(res, status, body, { ...API_VERSION_HEADERS, ...headers });
}

async function body(req: IncomingMessage): Promise<Body> {
  const b = await readJson(req, () => AuthErrors.badJson());
  if (b === undefined) return {};
  if (typeof b !== "object" || b === null || Array.isArray(b)) throw AuthErrors.badJson();
  return b as Body;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" && v !== "" ? v : undefined;
}

function obj(v: unknown): Record<string, unknown> | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Verifies the bearer token like GoTrue: 401 without one, 403 bad_jwt when malformed, badly signed or expired. */
async function bearerClaims(ctx: EmulatorContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const authz = header(req, "authorization");
  const m = authz ? /^bearer\s+(.+)$/i.exec(authz.trim()) : null;
  const token = m?.[1]?.trim();
  if (!token) throw AuthErrors.noAuthorization();
  const parts = token.split(".");
  if (parts.length !== 3) throw AuthErrors.badJwt("token is malformed: token contains an invalid number of segments");
  try {
    return await ctx.keys.verify(token);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ERR_JWT_EXPIRED") throw AuthErrors.badJwt("token has invalid claims: token is expired");
    if (code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED") throw AuthErrors.badJwt("token signature is invalid: signature is invalid");
    throw AuthErrors.badJwt("token is malformed: could not parse the token");
  }
}

/** The signed-in user of the request (GET/PUT /user, /logout), with GoTrue's checks on session and user. */
async function currentUser(a: AuthRequest, tx: Tx): Promise<{ user: UserRow; claims: Record<string, unknown>; sessionId: string }> {
  const claims = await bearerClaims(a.ctx, a.req);
  const sub = str(claims.sub);
  if (!sub) throw AuthErrors.badJwt("invalid claim: missing sub claim");
  const sessionId = str(claims.session_id) ?? "";
  if (!sessionId || !(await sessionExists(tx, sessionId))) throw AuthErrors.sessionNotFound();
  const user = await findUserById(tx, sub);
  if (!user) throw AuthErrors.userNotFoundFromJwt();
  return { user, claims, sessionId };
}

async function requireAdmin(a: AuthRequest): Promise<void> {
  const claims = await bearerClaims(a.ctx, a.req);
  if (claims.role !== "service_role" && claims.role !== "supabase_admin") throw AuthErrors.notAdmin();
}

function tx<T>(a: AuthRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return a.ctx.db.transaction(fn);
}

async function tokenGrant(a: AuthRequest): Promise<void> {
  const grant = a.url.searchParams.get("grant_type");
  const b = await body(a.req);
  if (grant === "password") {
    const email = str(b.email);
    const password = typeof b.password === "string" ? b.password : "";
    if (!email && !str(b.phone)) throw AuthErrors.validation("missing email or phone");
    if (!email) throw AuthErrors.invalidCredentials();
    const session = await tx(a, async (t) => {
      const user = await findUserByEmail(t, email);
      if (!user || user.is_anonymous || !(await verifyPassword(password, user.encrypted_password))) return null;
      if (isBanned(user)) throw AuthErrors.userBanned();
      if (!user.email_confirmed_at) throw AuthErrors.emailNotConfirmed();
      const signedIn = await updateUser(t, user, { lastSignIn: true });
      return issueSession(a.issue, t, signedIn, "password", header(a.req, "user-agent"));
    });
    if (!session) throw AuthErrors.invalidCredentials();
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
  if (grant === "pkce" || grant === "id_token") throw AuthErrors.notImplemented(`grant_type=${grant}`);
  throw AuthErrors.unsupportedGrant();
}

async function signup(a: AuthRequest): Promise<void> {
  const b = await body(a.req);
  const email = str(b.email);
  const phone = str(b.phone);
  if (email || phone || str(b.password)) {
    if (phone) throw AuthErrors.notImplemented("Phone sign-up");
    if (!a.config.emailSignup) throw AuthErrors.signupDisabled();
    if (!email) throw AuthErrors.validation("To signup, please provide your email");
    checkPasswordStrength(typeof b.password === "string" ? b.password : "", a.config.minimumPasswordLength);
    const passwordHash = await hashPassword(String(b.password), a.config.bcryptCost);
    const confirmed = !a.config.emailConfirmations;
    const result = await tx(a, async (t) => {
      const user = await createUser(t, { email, passwordHash, emailConfirmed: confirmed, userMetadata: obj(b.data), isAnonymous: false });
      return confirmed ? issueSession(a.issue, t, await updateUser(t, user, { lastSignIn: true }), "password") : userJson(t, user);
    });
    ok(a.res, 200, result);
    return;
  }
  if (!a.config.anonymousSignIns) throw AuthErrors.anonymousDisabled();
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
    const { user } = await currentUser(a, t);
    if (password !== undefined && (await verifyPassword(password, user.encrypted_password))) throw AuthErrors.samePassword();
    const email = str(b.email);
    if (email && email.toLowerCase() !== user.email) throw AuthErrors.notImplemented("Changing the email address");
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
  if (!email && !str(b.phone)) throw AuthErrors.validation("Unable to validate email address: invalid format");
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
  const page = Math.max(1, Number(a.url.searchParams.get("page")) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(a.url.searchParams.get("per_page")) || 50));
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
  const a: AuthRequest = { ctx, req, res, url, config, issue: { keys: ctx.keys, config, issuer: `${ctx.publicUrl(req)}/auth/v1` } };
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
    }
    const m = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (m) return await adminUser(a, decodeURIComponent(m[1]!), method);
    if (/^\/(otp|verify|sso|recover|resend|reauthenticate|factors|invite|admin\/generate_link|user\/identities)(\/|$)/.test(path)) {
      throw AuthErrors.notImplemented(path);
    }
    throw AuthErrors.notFound();
  } catch (err) {
    if (err instanceof HttpError) sendError(res, err);
    else ok(res, 500, { code: "unexpected_failure", error_code: "unexpected_failure", msg: err instanceof Error ? err.message : String(err) });
  }
}

