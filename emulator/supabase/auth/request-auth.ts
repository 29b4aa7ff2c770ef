import type { IncomingMessage } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { HttpError, header } from "../http.ts";

export type RequestRole = "anon" | "authenticated" | "service_role";
export interface RequestAuth {
  role: RequestRole;
  claims: Record<string, unknown>;
  /** The raw bearer token (or apikey) the request carried, if any. */
  token?: string;
}

const ROLES: readonly string[] = ["anon", "authenticated", "service_role"];

/** The bearer token of the request: `Authorization: Bearer x`, else the `apikey` header. */
export function requestToken(req: IncomingMessage): string | undefined {
  const authz = header(req, "authorization");
  if (authz) {
    const m = /^bearer\s+(.+)$/i.exec(authz.trim());
    if (m?.[1]) return m[1].trim();
  }
  return header(req, "apikey")?.trim() || undefined;
}

/** PostgREST's body for a refused JWT (PGRST301 invalid / PGRST303 expired). */
export function jwtError(message: string, expired: boolean): HttpError {
  return new HttpError(
    401,
    { code: expired ? "PGRST303" : "PGRST301", message, details: null, hint: null },
    { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  );
}

/**
 * From the `apikey` header and `Authorization: Bearer`, the role and claims the request runs as.
 * No token at all runs as anon (the anon key is public anyway). Throws an HttpError (401,
 * PostgREST-shaped body) on a malformed, wrongly signed or expired token, or an unknown role.
 */
export async function requestAuth(ctx: EmulatorContext, req: IncomingMessage): Promise<RequestAuth> {
  const token = requestToken(req);
  if (!token) return { role: "anon", claims: { role: "anon" } };
  if (token.split(".").length !== 3) throw jwtError("Expected 3 parts in JWT; got " + token.split(".").length, false);
  let claims: Record<string, unknown>;
  try {
    claims = await ctx.keys.verify(token);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ERR_JWT_EXPIRED") throw jwtError("JWT expired", true);
    throw jwtError("JWT could not be verified", false);
  }
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!ROLES.includes(role)) throw jwtError(`JWT role "${role}" is not allowed`, false);
  return { role: role as RequestRole, claims: { ...claims, role }, token };
}
