import { expect, test } from "./fixtures.ts";
import { measureLoad } from "./helpers/main-thread.ts";

/*
 * Issue 24 item 4: npm test fails when a public page's main-thread work or layout shift grows past its
 * budget. Two measures (helpers/main-thread.ts):
 *
 * - the bytes of script the page evaluates before it is interactive: a figure of the build alone, the
 *   same on every machine and at any load, so its budget can sit close over today's figures;
 * - the page's CPU time on its main thread from the first paint on, scaled to a slow phone (4×): closer
 *   to what a visitor feels, but it depends on the machine (the same build measured 0–45 ms of blocking
 *   on one 2-core machine of this kind and 100–280 on another, docs/benchmarks/pages-2026-11-28.md), so
 *   its budget is a generous ceiling that catches a new long task, not the 100 ms target.
 */

/**
 * Script evaluated before interactive, bytes. Measured on 2026-11-28: 749–800 KB on every template with the
 * Contentful SDK and (blog) supabase-js evaluated on the main thread; 600–655 KB since the SDK runs in a
 * worker and the blog reads staff posts with postgrest-js alone (decision 0032, "hydrating less"; the
 * framework alone is 398 KB decoded). 690 KB leaves 5 % for growth and fails either of them coming back
 * to the main thread.
 */
const SCRIPT_BUDGET_BYTES = 690_000;
/**
 * Simulated total blocking time of a load from the first paint, ms (Lighthouse's TBT on its mobile
 * profile, from CPU time). Measured on 2026-11-28 (a second machine): 55–280 ms on a stack of its own at
 * load average 3, 172–578 ms inside `npm test` runs (the same build: the CPU time of the same
 * tasks grows by about 1.4 there). A ceiling over the worst, not a target (issue 24's is 100 ms, missed
 * here): a new task of 150 ms of CPU (600 simulated) still breaks it.
 */
const BLOCKING_BUDGET_MS = 900;
/** The longest single task after the first paint, ms (measured: 69–232); a 100 ms CPU task breaks it. */
const LONGEST_TASK_BUDGET_MS = 400;
/** Layout shift over the load (no input). */
const CLS_BUDGET = 0.02;

const TEMPLATES = ["/", "/about", "/services", "/services/mel", "/website-packages", "/contact", "/faq", "/blog", "/blog/agile-or-waterfall-for-mission-driven-teams", "/resources"];

test.describe.configure({ timeout: 180_000 });

const overBudget = (work: { blockingMs: number; longestMs: number }) =>
  work.blockingMs > BLOCKING_BUDGET_MS || work.longestMs > LONGEST_TASK_BUDGET_MS;

for (const language of ["en", "ar"] as const) {
  test(`${language}: every public template stays within its main-thread and layout-shift budgets on a phone`, async ({ browser, baseURL }) => {
    const over: string[] = [];
    for (const template of TEMPLATES) {
      const path = language === "en" ? template : `/${language}${template === "/" ? "" : template}`;
      // A load over budget is measured again (twice at most) and the smallest figures kept: other
      // processes on the machine only ever add to a load's CPU time (at load average 17 on 2 cores the
      // templates' tasks took up to 1.5x their quiet time). A page really over budget is over on every load.
      let work = await measureLoad(browser, `${baseURL}${path}`);
      for (let retry = 0; retry < 2 && overBudget(work); retry++) {
        const again = await measureLoad(browser, `${baseURL}${path}`);
        console.log(`${path}: over budget at first (blocking ${work.blockingMs} ms, longest ${work.longestMs} ms), measured again: ${again.blockingMs} / ${again.longestMs} ms`);
        work = { ...work, blockingMs: Math.min(work.blockingMs, again.blockingMs), longestMs: Math.min(work.longestMs, again.longestMs), cls: Math.max(work.cls, again.cls) };
      }
      console.log(`${path}: script before interactive ${work.scriptBytes} bytes in ${work.scriptFiles} files, blocking ${work.blockingMs} ms, longest task ${work.longestMs} ms, all tasks ${work.totalMs} ms, CLS ${work.cls}`);
      if (work.scriptBytes > SCRIPT_BUDGET_BYTES) over.push(`${path}: script before interactive ${work.scriptBytes} > ${SCRIPT_BUDGET_BYTES} bytes`);
      if (work.blockingMs > BLOCKING_BUDGET_MS) over.push(`${path}: blocking ${work.blockingMs} > ${BLOCKING_BUDGET_MS} ms`);
      if (work.longestMs > LONGEST_TASK_BUDGET_MS) over.push(`${path}: longest task ${work.longestMs} > ${LONGEST_TASK_BUDGET_MS} ms`);
      if (work.cls > CLS_BUDGET) over.push(`${path}: CLS ${work.cls} > ${CLS_BUDGET}`);
    }
    expect(over).toEqual([]);
  });
}

test("a listing opened with its filter in the URL does not jump from the unfiltered list to the filtered one (issue 30 item 8)", async ({ browser, baseURL }) => {
  for (const path of ["/resources?q=evaluation", "/ar/resources?q=evaluation", "/services?q=support"]) {
    const { cls } = await measureLoad(browser, `${baseURL}${path}`);
    expect(cls, path).toBeLessThanOrEqual(CLS_BUDGET);
  }
});
