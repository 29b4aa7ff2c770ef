/**
 * The closing line of `npm test`: what every runner reported, told whole. A test that did not run
 * is counted as skipped (never silently dropped), and a suite that failed outside a test — a
 * throwing `beforeAll`, a module that does not import, Playwright's global setup — is counted on
 * a failure: Vitest reports the tests of such a file as skipped and none as failed, so a line of
 * its counts alone would read "N passed, 0 failed". The line keeps the plain form
 * "N passed, N failed, N skipped" that CI reads.
 */

/** The parts of Vitest's JSON report (`--reporter=json`) that the summary reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}

/** The parts of Playwright's JSON report that the summary reads. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  /** Errors outside any test: global setup, the web server, a spec file that does not load. */
  errors?: { message?: string }[];
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Suites (files, or the whole run) that failed outside a test. */
  failedSuites: number;
  /** One line per failed suite: where, and the first line of why. */
  suiteFailures: string[];
}

export const noTests = (): TestCounts => ({ passed: 0, failed: 0, skipped: 0, failedSuites: 0, suiteFailures: [] });

const firstLine = (text: string | undefined) => (text ?? "").trim().split("\n")[0] ?? "";

export function countVitest(report: VitestReport, root = ""): TestCounts {
  // A file whose status is failed but none of whose tests failed failed outside its tests.
  const broken = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failedSuites: broken.length,
    suiteFailures: broken.map((file) => `${file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, "") : file.name}: ${firstLine(file.message) || "failed outside its tests (a hook; its error is in the output above)"}`),
  };
}

export function countPlaywright(report: PlaywrightReport): TestCounts {
  const errors = report.errors ?? [];
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failedSuites: errors.length,
    suiteFailures: errors.map((error) => `end-to-end: ${firstLine(error.message) || "error outside a test"}`),
  };
}

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    failedSuites: a.failedSuites + b.failedSuites,
    suiteFailures: [...a.suiteFailures, ...b.suiteFailures],
  };
}

/**
 * "N passed, N failed, N skipped": the plain closing line CI reads (decision in the file header).
 * A suite that failed outside its tests counts as one failure — its tests never ran, so they are
 * in "skipped" — and the lines before it name each such suite.
 */
export function closingLine(counts: TestCounts): string {
  return `${counts.passed} passed, ${counts.failed + counts.failedSuites} failed, ${counts.skipped} skipped`;
}
