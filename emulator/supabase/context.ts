import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "./db.ts";
import type { AuthConfig } from "./auth/config.ts";

export interface EmulatorKeys {
  sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string>;
  /** Throws on a bad, wrongly signed or expired token. */
  verify(token: string): Promise<Record<string, unknown>>;
  jwks: { keys: object[] };
}

export interface EmulatorContext {
  db: Database;
  keys: EmulatorKeys;
  /** JWT {role:"anon"} signed by keys. */
  anonKey: string;
  /** JWT {role:"service_role"} signed by keys. */
  serviceRoleKey: string;
  /** The emulator's public base URL for this request, e.g. http://localhost:3000/supabase */
  publicUrl(req: IncomingMessage): string;
  /** Default <repo>/supabase/functions */
  functionsDir: string;
  /** Where stored file bytes live; absent: in memory (tests). */
  storageDir?: string;
  /** The mount path, e.g. "/supabase". */
  basePath: string;
  /** Overrides of the auth settings (defaults mirror supabase/config.toml). */
  authConfig?: Partial<AuthConfig>;
}

/** A sub-service (auth/v1, rest/v1, storage/v1, functions/v1): `subpath` is the path after the service prefix, starting with "/". */
export type ServiceHandler = (ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, subpath: string, url: URL) => Promise<void>;

export function makePublicUrl(basePath: string): (req: IncomingMessage) => string {
  return (req) => {
    const fwdProto = req.headers["x-forwarded-proto"];
    const fwdHost = req.headers["x-forwarded-host"];
    const proto = (Array.isArray(fwdProto) ? fwdProto[0] : fwdProto)?.split(",")[0]?.trim() || "http";
    const host = (Array.isArray(fwdHost) ? fwdHost[0] : fwdHost)?.split(",")[0]?.trim() || req.headers.host || "localhost";
    return `${proto}://${host}${basePath}`;
  };
}
