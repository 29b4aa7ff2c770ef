import type { Browser, Page } from "@playwright/test";

/**
 * The main-thread work of a page load, from a Chromium trace, as a phone would feel it (decision 0032).
 *
 * Wall-clock timings flake on a loaded machine; a task's CPU time on its thread (the trace's `tdur`)
 * hardly moves with load. Multiplied by the slowdown of Lighthouse's mobile profile (4× CPU), it gives
 * each task's length on a slow phone, and from those the blocking time as Lighthouse defines it: the part
 * of every task over 50 ms, summed.
 */
export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThreadWork {
  /** Σ max(0, 4·t − 50 ms) over the main thread's tasks (Lighthouse's total blocking time, simulated). */
  blockingMs: number;
  /** The longest task, 4·t. */
  longestMs: number;
  /** All main-thread task time, 4·t. */
  totalMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

/** The work of the renderer's main thread in a trace (the thread that parsed the page's HTML). */
export function mainThreadWork(events: TraceEvent[], pageUrl: string): MainThreadWork {
  const mainThreads = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const parsed = events.find((e) => e.name === "ParseHTML" && mainThreads.has(`${e.pid}:${e.tid}`) && e.args?.beginData?.url?.startsWith(pageUrl));
  const thread = parsed ? `${parsed.pid}:${parsed.tid}` : undefined;
  if (!thread) throw new Error(`no main thread parsed ${pageUrl} in the trace`);
  const tasks = events.filter((e) => e.ph === "X" && e.name === "RunTask" && `${e.pid}:${e.tid}` === thread);
  let blockingMs = 0;
  let longestMs = 0;
  let totalMs = 0;
  for (const task of tasks) {
    const ms = (CPU_SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000;
    totalMs += ms;
    longestMs = Math.max(longestMs, ms);
    blockingMs += Math.max(0, ms - LONG_TASK_MS);
  }
  return { blockingMs: Math.round(blockingMs), longestMs: Math.round(longestMs), totalMs: Math.round(totalMs) };
}

/**
 * Loads `url` in a fresh phone-sized page under a trace, until it has hydrated and the network and the
 * main thread are quiet; returns its main-thread work and its layout shift (the sum of the shifts not
 * caused by input, as CLS counts them over a load).
 */
export async function measureLoad(browser: Browser, url: string): Promise<MainThreadWork & { cls: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page: Page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  // Two idle callbacks: what the page deferred to idle time has run.
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await context.close();
  return { ...mainThreadWork(trace.traceEvents, url), cls: Math.round(cls * 1000) / 1000 };
}
