import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "./db.ts";
import type { AuthConfig } from "./auth/config.ts";
import type { AuthMailer } from "./auth/mailer.ts";

export interface EmulatorKeys {
  sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string>;
  /** Throws on a bad, wrongly signed or expired token. */
  verify(token: string): Promise<Record<string, unknown>>;
  jwks: { keys: object[] };
  /** A secret for `purpose`, derived from the signing key (stable across restarts, never sent). */
  derive(purpose: string): Buffer;
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
  /** Where GoTrue's e-mails (invitations, password resets) go; absent: kept in memory. */
  authMailer?: AuthMailer;
  /** The Data API settings (supabase/config.toml `[api]`). */
  api: ApiConfig;
}

/** supabase/config.toml `[api]`: what PostgREST exposes (its db-schemas and db-extra-search-path). */
export interface ApiConfig {
  /** `schemas`: the schemas the Data API serves, the first being the default. */
  schemas: string[];
  /** `extra_search_path`: appended to the request schema in each request's search_path. */
  extraSearchPath: string[];
  /** `max_rows`: the most rows a read or a function call returns (PostgREST's db-max-rows). */
  maxRows: number;
}

/** supabase/config.toml's `[api]` values (a unit test keeps them equal). */
export const DEFAULT_API_CONFIG: ApiConfig = { schemas: ["public"], extraSearchPath: ["public", "extensions"], maxRows: 1000 };

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
