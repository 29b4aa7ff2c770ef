/**
 * Who the caller is (its JWT, as storage-api verifies it) and running a transaction as the caller, so
 * that the RLS policies on storage.objects and storage.buckets decide.
 */
import type { IncomingMessage } from "node:http";
import type { EmulatorContext } from "../context.ts";
import type { DbRole, Tx } from "../db.ts";
import { HttpError } from "../http.ts";
import { requestAuth, requestToken, type RequestAuth } from "../auth/request-auth.ts";
import { StorageErrors, mapDbError } from "./errors.ts";

export async function authenticate(ctx: EmulatorContext, req: IncomingMessage): Promise<RequestAuth> {
  // storage-api verifies the (empty) bearer token of a request that carries none: refused, not anon.
  if (!requestToken(req)) throw StorageErrors.accessDenied("Invalid Compact JWS");
  try {
    return await requestAuth(ctx, req);
  } catch (err) {
    if (err instanceof HttpError) throw StorageErrors.invalidJwt(err.message);
    throw err;
  }
}

/** Runs `fn` as the caller (RLS applies); Postgres errors become storage-api errors. */
export async function asCaller<T>(ctx: EmulatorContext, auth: RequestAuth, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn, { role: auth.role as DbRole, claims: auth.claims });
  } catch (err) {
    return mapDbError(err);
  }
}

export function ownerOf(auth: RequestAuth): { owner: string | null; ownerId: string | null } {
  const sub = typeof auth.claims.sub === "string" ? auth.claims.sub : null;
  const isUuid = !!sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}
