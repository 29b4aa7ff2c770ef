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
  /**
   * Σ max(0, 4·t − 50 ms) over the main thread's tasks from the first contentful paint on (Lighthouse's
   * total blocking time, simulated: like Lighthouse, the work before the first paint — the HTML's parse,
   * the first style and layout — is not blocking, since nothing is on screen to tap yet; a task that
   * straddles the paint counts with its part after it).
   */
  blockingMs: number;
  /** The longest task from the first contentful paint on, 4·t. */
  longestMs: number;
  /** All main-thread task time, 4·t, before the first paint included. */
  totalMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
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
  const painted = events.find((e) => e.name === "firstContentfulPaint" && `${e.pid}:${e.tid}` === thread);
  if (!painted) throw new Error(`no first contentful paint of ${pageUrl} in the trace`);
  let blockingMs = 0;
  let longestMs = 0;
  let totalMs = 0;
  for (const task of tasks) {
    const ms = (CPU_SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000;
    totalMs += ms;
    const wall = task.dur ?? 0;
    const end = task.ts + wall;
    if (end <= painted.ts) continue;
    // The share of the task's CPU time after the paint, in proportion to its wall time there.
    const after = task.ts >= painted.ts || wall === 0 ? ms : (ms * (end - painted.ts)) / wall;
    longestMs = Math.max(longestMs, after);
    blockingMs += Math.max(0, after - LONG_TASK_MS);
  }
  return { blockingMs: Math.round(blockingMs), longestMs: Math.round(longestMs), totalMs: Math.round(totalMs) };
}

/** What a load evaluates before the page is interactive. */
export interface ScriptBeforeInteractive {
  /**
   * Bytes of script (decoded: what the engine parses and runs) the page fetched before it was
   * hydrated, plus the inline scripts in its HTML (the router's data, the boot). A figure of the build
   * alone: the same on any machine and at any load.
   */
  scriptBytes: number;
  /** How many script files those were. */
  scriptFiles: number;
}

/**
 * Loads `url` in a fresh phone-sized page under a trace, until it has hydrated and the network and the
 * main thread are quiet; returns its main-thread work and its layout shift (the sum of the shifts not
 * caused by input, as CLS counts them over a load).
 */
export async function measureLoad(browser: Browser, url: string): Promise<MainThreadWork & ScriptBeforeInteractive & { cls: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page: Page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    // When the page became interactive (the root marks <html data-hydrated>).
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] });
  await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  // Two idle callbacks: what the page deferred to idle time has run.
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  const script = await page.evaluate(() => {
    const hydratedAt = (window as unknown as { __hydratedAt?: number }).__hydratedAt;
    if (hydratedAt === undefined) throw new Error("the page never marked <html data-hydrated>");
    const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (entry) => new URL(entry.name).pathname.endsWith(".js") && entry.startTime < hydratedAt,
    );
    const inline = [...document.querySelectorAll("script:not([src])")].reduce((sum, element) => sum + new TextEncoder().encode(element.textContent ?? "").length, 0);
    return { scriptBytes: files.reduce((sum, entry) => sum + entry.decodedBodySize, 0) + inline, scriptFiles: files.length };
  });
  await context.close();
  return { ...mainThreadWork(trace.traceEvents, url), ...script, cls: Math.round(cls * 1000) / 1000 };
}
