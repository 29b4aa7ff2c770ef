import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { adminQuery, serverUnavailableReason, serverUrl, withDatabase } from "./postgres.ts";
import { createSupabaseEmulator, type SupabaseEmulator, type SupabaseEmulatorOptions } from "../../../emulator/supabase/index.ts";

export interface StartedSupabase {
  /** e.g. http://127.0.0.1:54321/supabase — pass to createClient(url, anonKey). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  emulator: SupabaseEmulator;
  close(): Promise<void>;
}

/** The Postgres server the server-backed tests use (CI provides it). */
export const TEST_DATABASE_URL = serverUrl;

/** Undefined when the Postgres server answers; otherwise why not. In CI an unreachable server is an error. */
export function postgresUnavailable(): Promise<string | undefined> {
  return serverUnavailableReason("Postgres-server tests");
}

export type Backend = "pglite" | "postgres";

/** The backends to run a suite on: PGlite always, the Postgres server when reachable (always in CI). */
export async function testBackends(suite: string): Promise<{ name: string; backend: Backend }[]> {
  const unavailable = await postgresUnavailable();
  if (unavailable) console.warn(`${unavailable}: ${suite} runs on PGlite only.`);
  return [{ name: "PGlite", backend: "pglite" }, ...(unavailable ? [] : [{ name: "Postgres server", backend: "postgres" as const }])];
}

/**
 * Starts the Supabase emulator on an HTTP server on an ephemeral port, with the repo's migrations
 * applied, on a fresh in-memory PGlite, on `databaseUrl`, or (backend "postgres") on a fresh
 * database `test_<random>` of the test server that is dropped on close. Close it after the tests.
 */
export async function startSupabase(
  opts: { databaseUrl?: string; backend?: Backend } & Partial<Pick<SupabaseEmulatorOptions, "migrationsDir" | "seedFile" | "functionsDir" | "auth" | "api" | "authMailer" | "statementTimeouts">> = {},
): Promise<StartedSupabase> {
  let databaseUrl = opts.databaseUrl;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (!databaseUrl && opts.backend === "postgres") {
    const name = `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await adminQuery(`create database ${name}`);
    databaseUrl = withDatabase(TEST_DATABASE_URL, name);
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const emulator = await createSupabaseEmulator({
    dataDir: databaseUrl ? undefined : "memory://",
    databaseUrl,
    keysFile: undefined,
    migrationsDir: opts.migrationsDir,
    seedFile: opts.seedFile,
    functionsDir: opts.functionsDir,
    auth: opts.auth,
    api: opts.api,
    authMailer: opts.authMailer,
    statementTimeouts: opts.statementTimeouts,
  });
  const server = createServer((req, res) => {
    emulator.handle(req, res).then(
      (handled) => {
        if (!handled) {
          res.writeHead(404, { "Content-Type": "text/plain" });
          res.end("Not found");
        }
      },
      (err: unknown) => {
        res.writeHead(500, { "Content-Type": "text/plain" });
        res.end(String(err));
      },
    );
  });
  server.on("upgrade", (req, socket, head) => {
    if (!emulator.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/supabase`,
    anonKey: emulator.anonKey,
    serviceRoleKey: emulator.serviceRoleKey,
    emulator,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulator.close();
      await dropDatabase?.();
    },
  };
}
