import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createSupabaseEmulator, type SupabaseEmulator, type SupabaseEmulatorOptions } from "../../../emulator/supabase/index.ts";

export interface StartedSupabase {
  /** e.g. http://127.0.0.1:54321/supabase — pass to createClient(url, anonKey). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  emulator: SupabaseEmulator;
  close(): Promise<void>;
}

/**
 * Starts the Supabase emulator on an HTTP server on an ephemeral port, on a fresh in-memory PGlite
 * (or on `databaseUrl`), with the repo's migrations applied. Close it after the tests.
 */
export async function startSupabase(opts: { databaseUrl?: string } & Partial<Pick<SupabaseEmulatorOptions, "migrationsDir" | "seedFile" | "functionsDir" | "auth">> = {}): Promise<StartedSupabase> {
  const emulator = await createSupabaseEmulator({
    dataDir: opts.databaseUrl ? undefined : "memory://",
    databaseUrl: opts.databaseUrl,
    keysFile: undefined,
    migrationsDir: opts.migrationsDir,
    seedFile: opts.seedFile,
    functionsDir: opts.functionsDir,
    auth: opts.auth,
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
    },
  };
}
