import { describe, expect, it } from "vitest";
import { mainThreadWork } from "./main-thread.ts";

/* The simulated blocking time counts, like Lighthouse's TBT, only the work from the first contentful paint on. */
const URL = "http://localhost/contact";
const thread = { pid: 1, tid: 7 };
const meta = [
  { name: "thread_name", ph: "M", ts: 0, ...thread, args: { name: "CrRendererMain" } },
  { name: "ParseHTML", ph: "X", ts: 1_000, dur: 5_000, tdur: 5_000, ...thread, args: { beginData: { url: URL } } },
];
/** A task on the page's main thread: start and wall time in ms, CPU time in ms. */
const task = (startMs: number, wallMs: number, cpuMs: number) => ({ name: "RunTask", ph: "X", ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000, ...thread });
const paintAt = (ms: number) => ({ name: "firstContentfulPaint", ph: "R", ts: ms * 1000, ...thread });

describe("mainThreadWork", () => {
  it("counts each task's part over 50 ms at 4x CPU, after the first contentful paint only", () => {
    const work = mainThreadWork(
      [
        ...meta,
        task(0, 40, 40), // before the paint: 160 ms on a phone, nothing on screen to tap yet
        paintAt(100),
        task(200, 30, 30), // 120 → 70 blocking
        task(300, 10, 10), // 40 → none
      ],
      URL,
    );
    expect(work).toEqual({ blockingMs: 70, longestMs: 120, totalMs: 320 });
  });

  it("counts a task that straddles the paint with its share after it", () => {
    // 40 ms of CPU over 40 ms of wall time, 30 of them after the paint: 120 simulated, 70 blocking.
    const work = mainThreadWork([...meta, task(60, 40, 40), paintAt(70)], URL);
    expect(work).toEqual({ blockingMs: 70, longestMs: 120, totalMs: 160 });
  });

  it("ignores other threads and refuses a trace without the page's paint", () => {
    const other = { ...task(200, 100, 100), tid: 8 };
    expect(mainThreadWork([...meta, paintAt(100), other], URL)).toEqual({ blockingMs: 0, longestMs: 0, totalMs: 0 });
    expect(() => mainThreadWork([...meta, task(200, 30, 30)], URL)).toThrow(/no first contentful paint/);
  });
});
