import { describe, expect, it } from "vitest";
import { TEAM_ROTATION_MS, VISIBILITY_THRESHOLD, chunk, pageCount, perViewFor, stepFrom } from "./carousel";

describe("team carousel math", () => {
  it("shows 4 per slide on wide screens, 2 on tablets, 1 on phones", () => {
    expect(perViewFor(1280)).toBe(4);
    expect(perViewFor(1024)).toBe(4);
    expect(perViewFor(1023)).toBe(2);
    expect(perViewFor(640)).toBe(2);
    expect(perViewFor(639)).toBe(1);
    expect(perViewFor(320)).toBe(1);
  });
  it("counts slides for 12 members", () => {
    expect(pageCount(12, 4)).toBe(3);
    expect(pageCount(12, 2)).toBe(6);
    expect(pageCount(12, 1)).toBe(12);
    expect(pageCount(13, 4)).toBe(4);
    expect(pageCount(0, 4)).toBe(1);
  });
  it("chunks members into slides", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 4)).toEqual([]);
  });
  it("wraps around in both directions", () => {
    expect(stepFrom(8, 1, 4, 12)).toBe(0);
    expect(stepFrom(0, -1, 4, 12)).toBe(8);
    expect(stepFrom(0, 1, 4, 12)).toBe(4);
    expect(stepFrom(11, 1, 1, 12)).toBe(0);
  });
  it("keeps the same people in view when the number per slide changes", () => {
    // On a phone, member 6 (index 5) is shown; on a wide screen that is the second slide (members 4-7).
    expect(stepFrom(5, 0, 4, 12)).toBe(4);
    expect(stepFrom(5, 1, 2, 12)).toBe(6);
  });
  it("uses the spec's constants", () => {
    expect(TEAM_ROTATION_MS).toBe(10_000);
    expect(VISIBILITY_THRESHOLD).toBe(0.3);
  });
});
