/**
 * Measures the emulator's data API with postgrest-js's own server-facing test suite (decision 0014).
 * Not part of `npm test`: it needs a checkout of supabase/supabase-js and takes a few minutes.
 *
 *   node scripts/postgrest-js-suite.ts <supabase-js checkout> [port] [--serve]
 *
 * A checkout can be made from a bare clone with
 *   git --git-dir=<clone> archive HEAD packages/core/postgrest-js | tar -x -C .data/supabase-js
 *
 * It copies packages/core/postgrest-js/{src,test} to .data/postgrest-js/suite/ (installing zod, which
 * some tests import, into .data/postgrest-js/ on the first run), loads the suite's
 * fixtures (test/supabase/migrations/*.sql, test/supabase/seed.sql) into a fresh database of the
 * Postgres server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; PGlite in
 * memory when it does not answer), serves the emulator on 127.0.0.1:<port> (default 3485) as the
 * suite's `http://localhost:54321/rest/v1` with `[api] schemas = ["public", "personal"]` as its
 * config.toml, and runs the suite's *.test.ts files one file at a time with vitest (jest globals
 * mapped onto vitest's, inline snapshots compared, never updated). The suite's requests carry no
 * apikey (the Supabase CLI's gateway does not ask for one on /rest/v1); the server here adds the
 * anon key when a request has none. Prints the pass count per file and in all, and writes the
 * failures to .data/postgrest-js/suite/failures.txt. With --serve it only sets up and serves (until
 * stopped), so that one file can be run with its diffs:
 *   npx vitest run --config .data/postgrest-js/suite/vitest.config.ts test/rpc.test.ts
 */
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { createSupabaseEmulator } from "../emulator/supabase/index.ts";
import { adminQuery, serverUnavailableReason, serverUrl, withDatabase } from "../tests/integration/helpers/postgres.ts";

const serveOnly = process.argv.includes("--serve");
const [checkout, portArg] = process.argv.slice(2).filter((a) => a !== "--serve");
const port = Number(portArg ?? 3485);
if (!checkout) {
  console.error("usage: node scripts/postgrest-js-suite.ts <supabase-js checkout> [port]");
  process.exit(2);
}
const root = resolve(import.meta.dirname, "..");
const pkg = join(resolve(checkout), "packages/core/postgrest-js");
const work = join(root, ".data/postgrest-js/suite");
if (!existsSync(join(root, ".data/postgrest-js/node_modules/zod"))) {
  spawnSync("npm", ["install", "--prefix", join(root, ".data/postgrest-js"), "zod@4", "--no-audit", "--no-fund"], { stdio: "inherit" });
}
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, "migrations"), { recursive: true });
cpSync(join(pkg, "src"), join(work, "src"), { recursive: true });
cpSync(join(pkg, "test"), join(work, "test"), { recursive: true });
// No PostGIS here (geo tests are outside the measure, decision 0014): the shops' point is kept as text.
for (const f of readdirSync(join(pkg, "test/supabase/migrations"))) {
  const sql = readFileSync(join(pkg, "test/supabase/migrations", f), "utf8")
    .replace(/^create extension if not exists postgis.*$/im, "")
    .replace(/extensions\.geometry\(POINT, 4326\)/g, "text");
  writeFileSync(join(work, "migrations", f), sql);
}

// The suite's address becomes ours.
const tests = readdirSync(join(work, "test")).filter((f) => f.endsWith(".test.ts")).sort();
for (const f of tests) {
  const p = join(work, "test", f);
  writeFileSync(p, readFileSync(p, "utf8").replaceAll("http://localhost:54321", `http://127.0.0.1:${port}`));
}
writeFileSync(join(work, "setup.ts"), 'import { vi } from "vitest";\n(globalThis as unknown as { jest: typeof vi }).jest = vi;\n');
// The suite's own compiler settings (its type-only imports are not marked `type`), not this repo's.
writeFileSync(join(work, "tsconfig.json"), JSON.stringify({ compilerOptions: { target: "es2022", module: "esnext", moduleResolution: "bundler", strict: true } }));
writeFileSync(
  join(work, "vitest.config.ts"),
  `export default { test: { root: ${JSON.stringify(work)}, include: ["test/*.test.ts"], globals: true, setupFiles: ["./setup.ts"], testTimeout: 30000, fileParallelism: false, sequence: { shuffle: false } } };\n`,
);

let databaseUrl: string | undefined;
let drop: (() => Promise<void>) | undefined;
const unavailable = await serverUnavailableReason("postgrest-js suite");
if (!unavailable) {
  const name = `pgjs_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await adminQuery(`create database ${name}`);
  databaseUrl = withDatabase(serverUrl, name);
  drop = () => adminQuery(`drop database if exists ${name} with (force)`);
} else console.warn(`${unavailable}: running on PGlite.`);

const emulator = await createSupabaseEmulator({
  dataDir: databaseUrl ? undefined : "memory://",
  databaseUrl,
  migrationsDir: join(work, "migrations"),
  seedFile: join(pkg, "test/supabase/seed.sql"),
  functionsDir: join(work, "no-functions"),
  api: { schemas: ["public", "personal"] },
});
const server = createServer((req, res) => {
  req.url = `/supabase${req.url ?? "/"}`;
  if (!req.headers.apikey) req.headers.apikey = emulator.anonKey;
  emulator.handle(req, res).then(
    (handled) => {
      if (!handled) res.writeHead(404).end();
    },
    (err: unknown) => res.writeHead(500).end(String(err)),
  );
});
await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
if (serveOnly) {
  console.log(`serving the suite's database on http://127.0.0.1:${port}/rest/v1 (Ctrl-C to stop)`);
  const stop = () => void (async () => {
    server.closeAllConnections();
    server.close();
    await emulator.close();
    await drop?.();
    process.exit(0);
  })();
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  await new Promise(() => {});
}

const results: { file: string; passed: number; failed: number }[] = [];
const failures: string[] = [];
try {
  for (const file of tests) {
    const out = join(work, `${file}.json`);
    // Not spawnSync: this process serves the emulator meanwhile.
    await new Promise((done) =>
      spawn(process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", join(work, "vitest.config.ts"), `test/${file}`, "--reporter=json", `--outputFile=${out}`], {
        cwd: work,
        stdio: "ignore",
        env: { ...process.env, CI: "1" },
      }).on("exit", done),
    );
    let report: { testResults?: { assertionResults: { status: string; fullName: string; failureMessages: string[] }[]; message?: string }[] } = {};
    try {
      report = JSON.parse(readFileSync(out, "utf8")) as typeof report;
    } catch {
      failures.push(`${file}: no report`);
    }
    let passed = 0;
    let failed = 0;
    for (const suite of report.testResults ?? []) {
      if (suite.assertionResults.length === 0 && suite.message) failures.push(`${file}: ${suite.message.slice(0, 400)}`);
      for (const t of suite.assertionResults) {
        if (t.status === "passed") passed++;
        else if (t.status === "failed") {
          failed++;
          failures.push(`${file} › ${t.fullName}\n  ${(t.failureMessages[0] ?? "").split("\n").slice(0, 12).join("\n  ")}`);
        }
      }
    }
    results.push({ file, passed, failed });
    console.log(`${file}: ${passed}/${passed + failed}`);
  }
} finally {
  server.closeAllConnections();
  server.close();
  await emulator.close();
  await drop?.();
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const total = results.reduce((n, r) => n + r.passed + r.failed, 0);
writeFileSync(join(work, "failures.txt"), failures.join("\n\n") + "\n");
console.log(`postgrest-js suite on ${databaseUrl ? "Postgres" : "PGlite"}: ${passed}/${total} passed (${((100 * passed) / Math.max(total, 1)).toFixed(1)}%); failures in ${join(work, "failures.txt")}`);
