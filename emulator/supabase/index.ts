import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { join, resolve } from "node:path";
import { defaultDataDir, openDatabase, type StatementTimeouts } from "./db.ts";
import { loadKeys, type Keys } from "./keys.ts";
import { DEFAULT_API_CONFIG, makePublicUrl, type ApiConfig, type EmulatorContext, type ServiceHandler } from "./context.ts";
import { sendError, sendJson } from "./http.ts";
import type { AuthConfig } from "./auth/config.ts";
import type { AuthMailer } from "./auth/mailer.ts";
import { handleAuth } from "./auth/handler.ts";
import { handleRest } from "./rest/handler.ts";
import { handleStorage } from "./storage/index.ts";
import { handleFunctions } from "./functions/index.ts";
import { createRealtime } from "./realtime/index.ts";

export interface SupabaseEmulatorOptions {
  /** PGlite data directory (default ".data"); "memory://" for an in-memory database. */
  dataDir?: string;
  /** Use a Postgres server instead of PGlite. */
  databaseUrl?: string;
  /** Mount path (default "/supabase"). */
  basePath?: string;
  /** Edge functions folder (default <repo>/supabase/functions). */
  functionsDir?: string;
  /** Where storage keeps file bytes; absent: in memory. */
  storageDir?: string;
  /** Where the JWT signing keys persist (default <dataDir>/jwt-keys.json; in memory for "memory://"). */
  keysFile?: string;
  /** Migrations folder (default <repo>/supabase/migrations). */
  migrationsDir?: string;
  /** Seed file (default <repo>/supabase/seed.sql); false to skip. */
  seedFile?: string | false;
  /** Auth settings overrides (defaults mirror supabase/config.toml). */
  auth?: Partial<AuthConfig>;
  /** Delivers the auth service's e-mails (the local stack: its mail catcher); absent: kept in memory. */
  authMailer?: AuthMailer;
  /** Data API settings overrides (defaults mirror supabase/config.toml `[api]`). */
  api?: Partial<ApiConfig>;
  /** The API roles' statement time limits in milliseconds (default Supabase's: anon 3 s, others 8 s). */
  statementTimeouts?: Partial<StatementTimeouts>;
}

export interface SupabaseEmulator {
  /** Serves the request when its path is under basePath; resolves false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Takes a websocket upgrade under basePath (realtime); false when not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  anonKey: string;
  serviceRoleKey: string;
  context: EmulatorContext;
  close(): Promise<void>;
}

const REPO_ROOT = resolve(import.meta.dirname, "../..");
/** Long-lived API keys, as Supabase's: ten years. */
const API_KEY_TTL = 10 * 365 * 24 * 3600;

export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD",
  "Access-Control-Allow-Headers":
    "apikey, authorization, x-client-info, content-type, accept-profile, content-profile, prefer, range, range-unit, x-upsert, cache-control, x-supabase-api-version, accept, x-retry-count",
  "Access-Control-Expose-Headers": "Content-Range, Range-Unit, Location, Preference-Applied, X-Supabase-Api-Version, Content-Location, ETag",
  "Access-Control-Max-Age": "86400",
};

/**
 * The gateway's key check (Kong's key-auth in front of Supabase's services, decision 0037): auth and
 * the Data API answer nothing without the project's `apikey` (header or query parameter), except
 * GoTrue's routes a browser reaches from an e-mail or another site, and its JWKS. Storage and
 * functions do their own checks, as behind Kong; realtime refuses a socket without a key itself.
 */
const KEYED_SERVICES = new Set(["auth/v1", "rest/v1"]);
const OPEN_AUTH_ROUTES = /^\/(verify|callback|authorize|sso\/saml\/(acs|metadata)|\.well-known\/jwks\.json)\/?$/;

/** The `apikey` the gateway checks: undefined when the route is not checked, "" when none was sent. */
export function gatewayApiKey(service: string, subpath: string, req: IncomingMessage, url: URL): string | undefined {
  if (!KEYED_SERVICES.has(service)) return undefined;
  if (service === "auth/v1" && OPEN_AUTH_ROUTES.test(subpath)) return undefined;
  const header = req.headers.apikey;
  return ((Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("apikey") ?? "").trim();
}

/**
 * Whether `key` is one of the project's API keys, as Kong's key-auth knows them: the anon and
 * service_role keys. Any key this project signed for those roles counts (a key from an earlier start
 * of the emulator is as good as today's); a user's access token, another project's key or a made-up
 * string is not one.
 */
async function isProjectKey(keys: Keys, key: string, current: readonly string[]): Promise<boolean> {
  if (current.includes(key)) return true;
  try {
    const claims = await keys.verify(key);
    return (claims.role === "anon" || claims.role === "service_role") && claims.sub === undefined;
  } catch {
    return false;
  }
}

export async function createSupabaseEmulator(opts: SupabaseEmulatorOptions = {}): Promise<SupabaseEmulator> {
  const basePath = (opts.basePath ?? "/supabase").replace(/\/+$/, "");
  const dataDir = opts.dataDir;
  const keysFile =
    opts.keysFile ?? (dataDir?.startsWith("memory://") ? undefined : join(dataDir ?? defaultDataDir, "jwt-keys.json"));

  const db = await openDatabase({
    dataDir,
    databaseUrl: opts.databaseUrl,
    migrationsDir: opts.migrationsDir,
    seedFile: opts.seedFile,
    statementTimeouts: opts.statementTimeouts,
  });
  const keys = await loadKeys(keysFile);
  const anonKey = await keys.sign({ iss: "supabase-demo", role: "anon" }, API_KEY_TTL);
  const serviceRoleKey = await keys.sign({ iss: "supabase-demo", role: "service_role" }, API_KEY_TTL);

  const context: EmulatorContext = {
    db,
    keys,
    anonKey,
    serviceRoleKey,
    basePath,
    publicUrl: makePublicUrl(basePath),
    functionsDir: opts.functionsDir ?? join(REPO_ROOT, "supabase", "functions"),
    storageDir: opts.storageDir,
    authConfig: opts.auth,
    authMailer: opts.authMailer,
    api: { ...DEFAULT_API_CONFIG, ...opts.api },
  };

  const services: Record<string, ServiceHandler> = {
    "auth/v1": handleAuth,
    "rest/v1": handleRest,
    "storage/v1": handleStorage,
    "functions/v1": handleFunctions,
  };
  const realtime = createRealtime(context);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;
    if (path !== basePath && !path.startsWith(basePath + "/")) return false;
    for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Content-Length": "0" });
      res.end();
      return true;
    }
    const rest = path.slice(basePath.length).replace(/^\/+/, "");
    const match = /^([a-z]+\/v1)(\/.*)?$/.exec(rest);
    const service = match?.[1] ? services[match[1]] : undefined;
    if (!match || !service) {
      sendJson(res, 404, { message: "no Route matched with those values" });
      return true;
    }
    const apiKey = gatewayApiKey(match[1]!, match[2] ?? "/", req, url);
    if (apiKey === "") {
      // Supabase's gateway, word for word.
      sendJson(res, 401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
      return true;
    }
    if (apiKey !== undefined && !(await isProjectKey(keys, apiKey, [anonKey, serviceRoleKey]))) {
      sendJson(res, 401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
      return true;
    }
    // Kong's key-auth hides the key from the Data API (hide_credentials): PostgREST would read it as a filter.
    if (match[1] === "rest/v1") url.searchParams.delete("apikey");
    try {
      await service(context, req, res, match[2] ?? "/", url);
    } catch (err) {
      sendError(res, err);
    }
    return true;
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!path.startsWith(basePath + "/realtime/v1/")) return false;
    realtime.handleUpgrade(req, socket, head);
    return true;
  }

  return {
    handle,
    handleUpgrade,
    anonKey,
    serviceRoleKey,
    context,
    async close() {
      await realtime.close();
      await db.close();
    },
  };
}
