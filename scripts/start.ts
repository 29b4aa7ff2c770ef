/**
 * npm start: builds the SPA against the local stack and serves both on one
 * origin (http://localhost:3000 by default). No accounts, no network needed.
 *
 *   PORT            port to serve on (default 3000)
 *   HOST            interface to bind (default localhost)
 *   DATA_DIR        where the local database, keys and files live (default .data)
 *   DATABASE_URL    use this Postgres server instead of embedded PGlite
 *   ADMIN_EMAIL / ADMIN_PASSWORD   the first admin, created on first run
 *   VITE_*          see README: with real Contentful/Supabase values the same
 *                   build talks to them instead of the emulators
 */
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseConfig, ConfigError } from "../src/lib/env.ts";
import { buildSite } from "./lib/build.ts";
import { BUILD_RECORD_FILE, buildMismatch, readBuildRecord, writeBuildRecord } from "./lib/build-record.ts";
import { cspSources } from "./lib/csp.ts";
import { optimizeBuild } from "./lib/optimize-build.ts";
import { createFeedsHandler, writeFeeds } from "./lib/feeds.ts";
import { ensureFirstAdmin } from "./lib/first-admin.ts";
import { localBuildEnv, REPO_ROOT, startLocalStack } from "./lib/local-stack.ts";
import { loadServerConfig, type ServerConfig, ServerConfigError } from "./lib/server-config.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Every server-side variable checked at once (scripts/lib/server-config.ts): one sentence per problem.
let env: ServerConfig;
try {
  env = loadServerConfig(process.env);
} catch (error) {
  if (error instanceof ServerConfigError) fail(error.message);
  throw error;
}

const port = env.PORT ?? 3000;
const dataDir = resolve(REPO_ROOT, env.DATA_DIR ?? ".data");
const buildDir = resolve(REPO_ROOT, env.BUILD_DIR ?? "build");
const skipBuild = process.argv.includes("--no-build");

// --no-build serves the build as it is: only if it was made for this address (its pages call the API
// on the origin they were built for). The origin is known now; the keys once the stack runs.
if (skipBuild) {
  const mismatch = buildMismatch(buildDir, `http://localhost:${port}`);
  if (mismatch) fail(mismatch);
}

const stack = await startLocalStack({
  port,
  host: env.HOST,
  dataDir,
  databaseUrl: env.DATABASE_URL,
  buildDir,
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") fail(`Port ${port} is already in use: stop the other server or set PORT.`);
  throw error;
});

const buildEnv = localBuildEnv(stack, process.env);
let siteConfig: ReturnType<typeof parseConfig>;
try {
  siteConfig = parseConfig({ ...process.env, ...buildEnv });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const feedOptions = { siteUrl: siteConfig.siteUrl, contentful: siteConfig.contentful, supabase: siteConfig.supabase };

// The first admin of the local database (a real Supabase project gets its
// first admin from `npm run admin:create`).
if (buildEnv.VITE_SUPABASE_URL === `${stack.origin}/supabase`) {
  try {
    await ensureFirstAdmin({
      supabaseUrl: `${stack.origin}/supabase`,
      serviceRoleKey: stack.supabase.serviceRoleKey,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      log: (line) => console.log(line),
    });
  } catch (error) {
    await stack.close();
    fail((error as Error).message);
  }
}

console.log(`Starting at ${stack.origin} …`);
if (skipBuild) {
  // The local anon key is signed afresh at every start; the build's still serves if this data folder signed it.
  const builtKey = readBuildRecord(buildDir)?.env.VITE_SUPABASE_ANON_KEY;
  const anonKeyValid =
    builtKey !== undefined && (await stack.supabase.context.keys.verify(builtKey).then((claims) => claims.role === "anon", () => false));
  const mismatch = buildMismatch(buildDir, stack.origin, { ...process.env, ...buildEnv }, {
    stillValid: anonKeyValid ? ["VITE_SUPABASE_ANON_KEY"] : [],
  });
  if (mismatch) {
    await stack.close();
    fail(mismatch);
  }
} else {
  try {
    rmSync(join(buildDir, BUILD_RECORD_FILE), { force: true });
    await buildSite(buildEnv, buildDir, (line) => console.log(line));
    const feeds = await writeFeeds({ ...feedOptions, clientDir: join(buildDir, "client") });
    for (const warning of feeds.warnings) console.warn(warning);
    console.log(`Optimised the build: ${await optimizeBuild(join(buildDir, "client"), cspSources(siteConfig))}.`);
    writeBuildRecord(buildDir, { origin: stack.origin, env: { ...process.env, ...buildEnv } });
  } catch (error) {
    console.error((error as Error).message);
    await stack.close();
    process.exit(1);
  }
}
stack.serveBuild({ feeds: createFeedsHandler(feedOptions) });
console.log(`Site ready at ${stack.origin}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stack.close().finally(() => process.exit(0));
  });
}
