import { randomBytes } from "node:crypto";
import type { Tx } from "../db.ts";
import type { EmulatorKeys } from "../context.ts";
import type { AuthConfig } from "./config.ts";
import { AuthErrors } from "./errors.ts";
import { findUserById, isBanned, userJson, type UserRow } from "./users.ts";

export type AmrMethod = "password" | "anonymous" | "token_refresh";

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
export async function signAccessToken(o: IssueOptions, user: UserRow, sessionId: string, amr: { method: string; timestamp: number }[]): Promise<string> {
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
      aal: "aal1",
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    o.config.jwtExpiry,
  );
}

async function sessionJson(o: IssueOptions, tx: Tx, user: UserRow, sessionId: string, refreshToken: string, amr: { method: string; timestamp: number }[]) {
  const access_token = await signAccessToken(o, user, sessionId, amr);
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
export async function issueSession(o: IssueOptions, tx: Tx, user: UserRow, method: AmrMethod, userAgent?: string) {
  const { rows } = await tx.query<SessionRow>(
    "insert into auth.sessions (user_id, aal, user_agent, refreshed_at) values ($1, 'aal1', $2, now()) returning id, user_id, aal, created_at",
    [user.id, userAgent ?? null],
  );
  const session = rows[0]!;
  const token = newRefreshToken();
  await tx.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [token, user.id, session.id]);
  return sessionJson(o, tx, user, session.id, token, [{ method, timestamp: Math.floor(Date.now() / 1000) }]);
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
  return { session: await sessionJson(o, tx, user, session.id, issued, [{ method: "token_refresh", timestamp: Math.floor(Date.now() / 1000) }]) };
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
