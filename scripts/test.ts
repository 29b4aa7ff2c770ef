/**
 * npm test: every check, in order — type check, lint, unit and integration
 * tests (Vitest), end-to-end tests in Chromium (Playwright, which also builds
 * and serves the site and checks the bundle budget). Prints one closing line
 * "N passed, N failed" summing the tests of every runner.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./lib/local-stack.ts";

const reportDir = join(REPO_ROOT, ".data", "reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const bin = (path: string) => join(REPO_ROOT, "node_modules", path);
let passed = 0;
let failed = 0;
const failures: string[] = [];

function step(name: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(process.execPath, args, { cwd: REPO_ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

if (step("type check", [bin("@react-router/dev/bin.js"), "typegen"])) {
  step("type check", [bin("typescript/bin/tsc"), "-p", "tsconfig.json"]);
}
step("lint", [bin("eslint/bin/eslint.js"), "."]);

const vitestReport = join(reportDir, "vitest.json");
step("unit and integration tests (Vitest)", [
  bin("vitest/vitest.mjs"),
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8")) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

const playwrightReport = join(reportDir, "playwright.json");
step("end-to-end tests (Playwright)", [join(REPO_ROOT, "scripts/e2e.ts"), "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
if (existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${[...new Set(failures)].join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length === 0 && failed === 0 ? 0 : 1);
