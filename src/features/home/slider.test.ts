import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD } from "~/components/ui/use-swipe";
import { ROTATION_MS } from "./slider";

describe("home sliders", () => {
  it("use the spec's constants: a step every 10 s, a swipe longer than 15 % of the width", () => {
    expect(ROTATION_MS).toBe(10_000);
    expect(SWIPE_THRESHOLD).toBe(0.15);
  });
});
