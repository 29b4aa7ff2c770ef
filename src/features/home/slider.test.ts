import { describe, expect, it } from "vitest";
import { ROTATION_MS, SWIPE_THRESHOLD, swipeStep, wrapIndex } from "./slider";

describe("wrapIndex", () => {
  it("wraps past the last slide to the first and before the first to the last", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 4)).toBe(2);
  });
  it("is 0 for an empty slider", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("uses the spec's constants", () => {
    expect(SWIPE_THRESHOLD).toBe(0.15);
    expect(ROTATION_MS).toBe(10_000);
  });
  it("ignores drags of at most 15 % of the width", () => {
    expect(swipeStep(150, 1000)).toBe(0);
    expect(swipeStep(-150, 1000)).toBe(0);
    expect(swipeStep(0, 1000)).toBe(0);
  });
  it("dragging towards the start shows the next slide, towards the end the previous (left-to-right)", () => {
    expect(swipeStep(-151, 1000)).toBe(1);
    expect(swipeStep(151, 1000)).toBe(-1);
  });
  it("mirrors in right-to-left pages", () => {
    expect(swipeStep(151, 1000, true)).toBe(1);
    expect(swipeStep(-151, 1000, true)).toBe(-1);
    expect(swipeStep(100, 1000, true)).toBe(0);
  });
  it("does nothing without a width", () => {
    expect(swipeStep(-500, 0)).toBe(0);
    expect(swipeStep(-500, Number.NaN)).toBe(0);
  });
});
