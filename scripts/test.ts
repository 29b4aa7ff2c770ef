/**
 * npm test: every check, in order — type check, lint, unit and integration
 * tests (Vitest), end-to-end tests in Chromium (Playwright, which also builds
 * and serves the site and checks the bundle budget). Prints one closing line
 * "N passed, N failed, N skipped" summing every runner
 * (scripts/lib/test-summary.ts): a suite that failed outside its tests, or a
 * runner that wrote no report, counts as failed and is named on the line before;
 * it is never hidden behind "0 failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./lib/local-stack.ts";
import {
  addCounts,
  closingLine,
  countPlaywright,
  countVitest,
  noTests,
  type TestCounts,
  type VitestReport,
} from "./lib/test-summary.ts";

const reportDir = join(REPO_ROOT, ".data", "reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const bin = (path: string) => join(REPO_ROOT, "node_modules", path);
let counts: TestCounts = noTests();
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
counts = addCounts(counts, readReport(vitestReport, "Vitest", (report: VitestReport) => countVitest(report, REPO_ROOT)));

const playwrightReport = join(reportDir, "playwright.json");
step("end-to-end tests (Playwright)", [join(REPO_ROOT, "scripts/e2e.ts"), "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
counts = addCounts(counts, readReport(playwrightReport, "Playwright", countPlaywright));

/** A runner's counts from its JSON report; a missing or unreadable report is itself a failed suite. */
function readReport<R>(file: string, runner: string, count: (report: R) => TestCounts): TestCounts {
  try {
    return count(JSON.parse(readFileSync(file, "utf8")) as R);
  } catch (error) {
    const why = existsSync(file) ? `its report is unreadable (${(error as Error).message})` : "it wrote no report";
    return { ...noTests(), failedSuites: 1, suiteFailures: [`${runner}: ${why}`] };
  }
}

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${[...new Set(failures)].join(", ")}`);
for (const line of counts.suiteFailures) console.log(`Failed suite (counted as failed): ${line}`);
console.log(closingLine(counts));
process.exit(failures.length === 0 && counts.failed === 0 && counts.failedSuites === 0 ? 0 : 1);
