/**
 * npm run dev: the same site and local stack as `npm start`, with hot reload.
 * Vite serves the SPA on PORT (default 3000) and forwards /contentful and
 * /supabase (including the realtime websocket) to the local stack, so the
 * browser still sees one origin.
 */
import { resolve } from "node:path";
import { createServer } from "vite";
import { parseConfig, ConfigError } from "../src/lib/env.ts";
import { ensureFirstAdmin } from "./lib/first-admin.ts";
import { localBuildEnv, REPO_ROOT, startLocalStack } from "./lib/local-stack.ts";
import { loadServerConfig, type ServerConfig, ServerConfigError } from "./lib/server-config.ts";

// Every server-side variable checked at once (scripts/lib/server-config.ts): one sentence per problem.
let serverEnv: ServerConfig;
try {
  serverEnv = loadServerConfig(process.env);
} catch (error) {
  if (error instanceof ServerConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const port = serverEnv.PORT ?? 3000;
const stack = await startLocalStack({
  port: 0,
  dataDir: resolve(REPO_ROOT, serverEnv.DATA_DIR ?? ".data"),
  databaseUrl: serverEnv.DATABASE_URL,
  buildDir: resolve(REPO_ROOT, "build"),
});
const origin = `http://localhost:${port}`;
const env = localBuildEnv({ ...stack, origin, port }, process.env);
try {
  parseConfig({ ...process.env, ...env });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
Object.assign(process.env, env);
await ensureFirstAdmin({
  supabaseUrl: `${stack.origin}/supabase`,
  serviceRoleKey: stack.supabase.serviceRoleKey,
  email: serverEnv.ADMIN_EMAIL,
  password: serverEnv.ADMIN_PASSWORD,
  log: (line) => console.log(line),
});

const target = stack.origin;
const vite = await createServer({
  root: REPO_ROOT,
  server: {
    port,
    strictPort: true,
    proxy: {
      "/contentful": { target, changeOrigin: false },
      "/supabase": { target, changeOrigin: false, ws: true },
      "/__local": { target, changeOrigin: false },
    },
  },
});
await vite.listen();
console.log(`Site ready at ${origin} (hot reload)`);
