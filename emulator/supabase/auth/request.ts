/** What every auth endpoint shares: the request, its body, bearer checks (GoTrue's requireAuthentication and requireAdminCredentials). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import type { Tx } from "../db.ts";
import { header, readJson, sendJson } from "../http.ts";
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from "./config.ts";
import { API_VERSION_HEADERS, AuthErrors, authError } from "./errors.ts";
import { memoryMailer, type AuthMailer } from "./mailer.ts";
import { RateLimiter } from "./rate-limit.ts";
import type { IssueOptions } from "./tokens.ts";
import { sessionExists } from "./tokens.ts";
import { findUserById, type UserRow } from "./users.ts";

export type Body = Record<string, unknown>;

/** Per-emulator state GoTrue keeps in memory: its rate limiters, and the mailer. */
export interface AuthState {
  limits: {
    anonymous: RateLimiter;
    token: RateLimiter;
    refresh: RateLimiter;
    verify: RateLimiter;
    otp: RateLimiter;
    emailSent: RateLimiter;
  };
  mailer: AuthMailer;
}

const states = new WeakMap<EmulatorContext, AuthState>();

export function authStateOf(ctx: EmulatorContext, config: AuthConfig): AuthState {
  let state = states.get(ctx);
  if (!state) {
    const r = config.rateLimit;
    state = {
      limits: {
        anonymous: new RateLimiter(r.anonymousUsers, 3600_000),
        token: new RateLimiter(r.signInSignUps, 300_000),
        refresh: new RateLimiter(r.tokenRefresh, 300_000),
        verify: new RateLimiter(r.tokenVerifications, 300_000),
        otp: new RateLimiter(r.signInSignUps, 300_000),
        emailSent: new RateLimiter(r.emailSent, 3600_000),
      },
      mailer: ctx.authMailer ?? memoryMailer(),
    };
    states.set(ctx, state);
  }
  return state;
}

export interface AuthRequest {
  ctx: EmulatorContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  config: AuthConfig;
  issue: IssueOptions;
  state: AuthState;
}

export function authConfigOf(ctx: EmulatorContext): AuthConfig {
  return { ...DEFAULT_AUTH_CONFIG, ...(ctx.authConfig ?? {}) };
}

export function ok(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJson(res, status, body, { ...API_VERSION_HEADERS, ...headers });
}

export async function body(req: IncomingMessage): Promise<Body> {
  const b = await readJson(req, () => AuthErrors.badJson());
  if (b === undefined) return {};
  if (typeof b !== "object" || b === null || Array.isArray(b)) throw AuthErrors.badJson();
  return b as Body;
}

export function str(v: unknown): string | undefined {
  return typeof v === "string" && v !== "" ? v : undefined;
}

export function obj(v: unknown): Record<string, unknown> | undefined {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/**
 * The client's address, as GoTrue keys its limits: Supabase's gateway passes it on; the emulator
 * has no gateway in front of it, so it is the connection's own address (a client cannot choose it
 * with a header).
 */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}

/** Verifies the bearer token like GoTrue: 401 without one, 403 bad_jwt when malformed, badly signed or expired. */
export async function bearerClaims(ctx: EmulatorContext, req: IncomingMessage): Promise<Record<string, unknown>> {
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

export interface CurrentUser {
  user: UserRow;
  claims: Record<string, unknown>;
  sessionId: string;
  /** The session's assurance level (aal1, or aal2 after a second factor). */
  aal: string;
}

/** The signed-in user of the request (GET/PUT /user, /logout, /factors), with GoTrue's checks on session and user. */
export async function currentUser(a: AuthRequest, tx: Tx): Promise<CurrentUser> {
  const claims = await bearerClaims(a.ctx, a.req);
  const sub = str(claims.sub);
  if (!sub) throw authError(403, "bad_jwt", "invalid claim: missing sub claim");
  const sessionId = str(claims.session_id) ?? "";
  if (!sessionId || !(await sessionExists(tx, sessionId))) throw AuthErrors.sessionNotFound();
  const user = await findUserById(tx, sub);
  if (!user) throw AuthErrors.userNotFoundFromJwt();
  const aal = (await tx.query<{ aal: string }>("select aal from auth.sessions where id = $1", [sessionId])).rows[0]?.aal ?? "aal1";
  return { user, claims, sessionId, aal };
}

export async function requireAdmin(a: AuthRequest): Promise<void> {
  const claims = await bearerClaims(a.ctx, a.req);
  if (claims.role !== "service_role" && claims.role !== "supabase_admin") throw AuthErrors.notAdmin();
}

export function tx<T>(a: AuthRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return a.ctx.db.transaction(fn);
}
