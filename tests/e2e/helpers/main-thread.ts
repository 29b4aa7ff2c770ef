import type { Browser, Page } from "@playwright/test";

/**
 * The main-thread work of a page load, from a Chromium trace, as a phone would feel it (decision 0032).
 *
 * Wall-clock timings flake on a loaded machine; a task's CPU time on its thread (the trace's `tdur`)
 * moves much less. Multiplied by the slowdown of Lighthouse's mobile profile (4× CPU), it gives each
 * task's length on a slow phone, and from those the blocking time as Lighthouse defines it: the part of
 * every task over 50 ms, summed. CPU time still grows when two cores run a dozen busy processes (load
 * average 17: the pages' tasks took 5–20× their quiet time, and every template went over budget), so each
 * load ends with a calibration task, fixed work whose CPU time on a quiet machine is known, and the page's
 * tasks are divided by how much slower it ran (never multiplied: a faster machine is not held to more).
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
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { message?: string } };
}

const CALIBRATION_MARK = "main-thread-calibration";
/**
 * The calibration task's CPU time on this 2-core machine when it is quiet (load average below 1), ms,
 * median of five loads: script (a numeric loop and string building) and layout (a thousand boxes laid out
 * twice), like a page's hydration.
 */
export const CALIBRATION_QUIET_MS = 60;

/**
 * Runs in the page: fixed work of the kinds a page load does (compiling and running fresh code,
 * allocating and collecting, parsing JSON, building and laying out elements), marked in the trace.
 */
function calibrate(mark: string) {
  console.timeStamp(mark);
  const functions: string[] = [];
  for (let i = 0; i < 400; i++) {
    functions.push(`function f${i}(a){const o={k${i}:a,list:[]};for(let j=0;j<40;j++)o.list.push({j,v:"x"+j+a});return o.list.length+Object.keys(o).length}`);
  }
  const run = new Function(`${functions.join("\n")}\nlet t=0;for(let i=0;i<400;i++)t+=eval("f"+i)(i);return t;`) as () => number;
  let total = run();
  const records = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `record ${i}`, tags: [i % 3, i % 5], nested: { value: i / 7 } }));
  total += (JSON.parse(JSON.stringify(records)) as unknown[]).length;
  const box = document.createElement("div");
  box.style.cssText = "position:absolute;inset-inline-start:-10000px;width:300px";
  for (let i = 0; i < 1500; i++) {
    const p = document.createElement("p");
    p.className = `c${i % 9}`;
    p.textContent = records[i]!.name;
    box.append(p);
  }
  document.body.append(box);
  total += box.offsetHeight;
  box.style.width = "200px";
  total += box.offsetHeight;
  box.remove();
  return total;
}

/** The work of the renderer's main thread in a trace (the thread that parsed the page's HTML). */
export function mainThreadWork(events: TraceEvent[], pageUrl: string): MainThreadWork & { slowdown: number } {
  const mainThreads = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const parsed = events.find((e) => e.name === "ParseHTML" && mainThreads.has(`${e.pid}:${e.tid}`) && e.args?.beginData?.url?.startsWith(pageUrl));
  const thread = parsed ? `${parsed.pid}:${parsed.tid}` : undefined;
  if (!thread) throw new Error(`no main thread parsed ${pageUrl} in the trace`);
  const all = events.filter((e) => e.ph === "X" && e.name === "RunTask" && `${e.pid}:${e.tid}` === thread);
  const mark = events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === CALIBRATION_MARK && `${e.pid}:${e.tid}` === thread);
  const calibration = mark && all.find((task) => task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0));
  // How much slower than quiet this machine ran the fixed work (1 when it was as fast or faster).
  const slowdown = calibration ? Math.max(1, (calibration.tdur ?? calibration.dur ?? 0) / 1000 / CALIBRATION_QUIET_MS) : 1;
  const tasks = calibration ? all.filter((task) => task.ts < calibration.ts) : all;
  let blockingMs = 0;
  let longestMs = 0;
  let totalMs = 0;
  for (const task of tasks) {
    const ms = (CPU_SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000 / slowdown;
    totalMs += ms;
    longestMs = Math.max(longestMs, ms);
    blockingMs += Math.max(0, ms - LONG_TASK_MS);
  }
  return { blockingMs: Math.round(blockingMs), longestMs: Math.round(longestMs), totalMs: Math.round(totalMs), slowdown: Math.round(slowdown * 100) / 100 };
}

/**
 * Loads `url` in a fresh phone-sized page under a trace, until it has hydrated and the network and the
 * main thread are quiet; returns its main-thread work and its layout shift (the sum of the shifts not
 * caused by input, as CLS counts them over a load).
 */
export async function measureLoad(browser: Browser, url: string): Promise<MainThreadWork & { cls: number; slowdown: number }> {
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
  await page.evaluate(calibrate, CALIBRATION_MARK);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await context.close();
  return { ...mainThreadWork(trace.traceEvents, url), cls: Math.round(cls * 1000) / 1000 };
}
