import { randomBytes } from "node:crypto";
import type { Tx } from "../db.ts";
import type { EmulatorKeys } from "../context.ts";
import type { AuthConfig } from "./config.ts";
import { AuthErrors } from "./errors.ts";
import { findUserById, isBanned, userJson, type UserRow } from "./users.ts";

export type AmrMethod = "password" | "anonymous" | "otp" | "totp" | "recovery" | "invite";

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  created_at: Date | string;
}

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date | string;
  parent: string | null;
  session_id: string | null;
}

export interface IssueOptions {
  keys: EmulatorKeys;
  config: AuthConfig;
  /** e.g. http://localhost:3000/supabase/auth/v1 */
  issuer: string;
}

function newRefreshToken(): string {
  return randomBytes(16).toString("base64url");
}

/** Signs the access token of a session, with Supabase's claims. */
export async function signAccessToken(o: IssueOptions, user: UserRow, sessionId: string, amr: { method: string; timestamp: number }[], aal = "aal1"): Promise<string> {
  return o.keys.sign(
    {
      iss: o.issuer,
      sub: user.id,
      aud: user.aud ?? "authenticated",
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? "authenticated",
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    o.config.jwtExpiry,
  );
}

/** The session's assurance level and its authentication methods (auth.mfa_amr_claims), newest first, as GoTrue signs them. */
async function sessionClaims(tx: Tx, sessionId: string): Promise<{ aal: string; amr: { method: string; timestamp: number }[] }> {
  const aal = (await tx.query<{ aal: string }>("select aal from auth.sessions where id = $1", [sessionId])).rows[0]?.aal ?? "aal1";
  const rows = (
    await tx.query<{ authentication_method: string; updated_at: Date | string }>(
      "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc",
      [sessionId],
    )
  ).rows;
  return { aal, amr: rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000) })) };
}

async function sessionJson(o: IssueOptions, tx: Tx, user: UserRow, sessionId: string, refreshToken: string) {
  const { aal, amr } = await sessionClaims(tx, sessionId);
  const access_token = await signAccessToken(o, user, sessionId, amr, aal);
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token,
    token_type: "bearer",
    expires_in: o.config.jwtExpiry,
    expires_at: now + o.config.jwtExpiry,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** Starts a session for `user`: a row in auth.sessions, a first refresh token, an access token. */
export async function issueSession(o: IssueOptions, tx: Tx, user: UserRow, method: AmrMethod, userAgent?: string, ip?: string) {
  const { rows } = await tx.query<SessionRow>(
    "insert into auth.sessions (user_id, aal, user_agent, ip, refreshed_at) values ($1, 'aal1', $2, $3, now()) returning id, user_id, aal, created_at",
    [user.id, userAgent ?? null, ip ?? null],
  );
  const session = rows[0]!;
  await tx.query("insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)", [session.id, method]);
  const token = newRefreshToken();
  await tx.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [token, user.id, session.id]);
  return sessionJson(o, tx, user, session.id, token);
}

/**
 * A second factor verified (GoTrue's updateMFASessionAndClaims): the session becomes aal2 with the
 * factor, the method joins its amr claims, its refresh tokens are replaced by a new one, and the
 * user's other sessions below aal2 end (InvalidateSessionsWithAALLessThan).
 */
export async function upgradeSession(o: IssueOptions, tx: Tx, user: UserRow, sessionId: string, factorId: string, method: AmrMethod) {
  await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [sessionId, factorId]);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked", [sessionId]);
  const token = newRefreshToken();
  await tx.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [token, user.id, sessionId]);
  await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and aal <> 'aal2'", [user.id, sessionId]);
  return sessionJson(o, tx, user, sessionId, token);
}

/**
 * The refresh_token grant, as GoTrue does it with rotation: the token is revoked and a child issued.
 * A revoked token is accepted only within the reuse interval (then the active child is handed back);
 * after it, the whole session is revoked and `refresh_token_already_used` returned.
 */
export async function refreshSession(o: IssueOptions, tx: Tx, token: string) {
  const { rows } = await tx.query<RefreshTokenRow>("select * from auth.refresh_tokens where token = $1 for update", [token]);
  const row = rows[0];
  if (!row || !row.session_id) throw AuthErrors.refreshTokenNotFound();
  const session = (await tx.query<SessionRow>("select id, user_id, aal, created_at from auth.sessions where id = $1", [row.session_id])).rows[0];
  if (!session) throw AuthErrors.refreshTokenNotFound();
  const user = await findUserById(tx, session.user_id);
  if (!user) throw AuthErrors.refreshTokenNotFound();
  if (isBanned(user)) throw AuthErrors.userBanned();

  let issued: string;
  if (row.revoked) {
    const active = (
      await tx.query<RefreshTokenRow>("select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1", [session.id])
    ).rows[0];
    const withinReuse = Date.now() - new Date(row.updated_at).getTime() <= o.config.refreshTokenReuseInterval * 1000;
    if (o.config.refreshTokenRotation && !withinReuse) {
      // Token reuse outside the reuse interval: revoke the whole family (the session).
      await tx.query("delete from auth.sessions where id = $1", [session.id]);
      // Returned, not thrown: the revocation must commit.
      return { error: AuthErrors.refreshTokenAlreadyUsed() };
    } else if (active && active.parent === row.token) {
      // The client lost the response of its last refresh: hand back the active token.
      issued = active.token;
    } else {
      issued = newRefreshToken();
      await tx.query("insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)", [issued, user.id, session.id, row.token]);
    }
  } else if (o.config.refreshTokenRotation) {
    await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id]);
    issued = newRefreshToken();
    await tx.query("insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)", [issued, user.id, session.id, row.token]);
  } else {
    issued = row.token;
  }
  await tx.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [session.id]);
  return { session: await sessionJson(o, tx, user, session.id, issued) };
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  return (await tx.query("select 1 from auth.sessions where id = $1", [sessionId])).rows.length > 0;
}

/** POST /logout scopes: local = this session, others = all but this one, global = all of the user's. */
export async function endSessions(tx: Tx, userId: string, sessionId: string, scope: "global" | "local" | "others"): Promise<void> {
  if (scope === "local") await tx.query("delete from auth.sessions where id = $1", [sessionId]);
  else if (scope === "others") await tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
  else await tx.query("delete from auth.sessions where user_id = $1", [userId]);
}
