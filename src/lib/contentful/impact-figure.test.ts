import { describe, expect, it } from "vitest";
import { formatFigure, impactFigures, toImpactFigure } from "./impact-figure";

describe("toImpactFigure", () => {
  it("reads the number, unit and label", () => {
    expect(toImpactFigure("f", { value: 120, unit: "plus", label: "evaluations delivered" })).toEqual({
      id: "f",
      value: 120,
      unit: "plus",
      label: "evaluations delivered",
    });
  });

  it("drops a figure without a number or a label, and reads an unknown unit as a plain number", () => {
    expect(toImpactFigure("f", { value: "120", label: "x" })).toBeNull();
    expect(toImpactFigure("f", { value: 120, label: " " })).toBeNull();
    expect(toImpactFigure("f", { value: 3, unit: "dozen", label: "plants" })?.unit).toBe("number");
  });

  it("keeps the order of resolved links and leaves out unresolved ones", () => {
    const entries = [
      { sys: { id: "b" }, fields: { value: 2, unit: "number", label: "two" } },
      { sys: { id: "a" }, fields: { label: "no number" } },
      { sys: { id: "c" }, fields: { value: 18, unit: "percent", label: "lower costs" } },
    ];
    expect(impactFigures(entries).map((f) => f.id)).toEqual(["b", "c"]);
  });
});

describe("formatFigure", () => {
  it("writes the number in the language's digits and separators, as Intl does", () => {
    expect(formatFigure({ value: 1200, unit: "plus" }, "en")).toBe("1,200+");
    expect(formatFigure({ value: 1200, unit: "number" }, "fr")).toBe(new Intl.NumberFormat("fr").format(1200));
    expect(formatFigure({ value: 1200, unit: "number" }, "fr")).toMatch(/^1\s200$/u);
    expect(formatFigure({ value: 120, unit: "plus" }, "fa")).toBe(`${new Intl.NumberFormat("fa").format(120)}+`);
    expect(formatFigure({ value: 120, unit: "plus" }, "fa")).toMatch(/^[۰-۹]+\+$/u);
    expect(formatFigure({ value: 18, unit: "number" }, "ar")).toBe(new Intl.NumberFormat("ar").format(18));
  });

  it("writes a percentage the language's way, with at most one decimal", () => {
    expect(formatFigure({ value: 18, unit: "percent" }, "en")).toBe("18%");
    expect(formatFigure({ value: 18, unit: "percent" }, "fr")).toMatch(/^18\s%$/u);
    expect(formatFigure({ value: 12.25, unit: "percent" }, "en")).toBe("12.3%");
    expect(formatFigure({ value: 18, unit: "percent" }, "ar")).toBe(new Intl.NumberFormat("ar", { style: "percent" }).format(0.18));
  });
});
