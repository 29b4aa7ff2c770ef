import { describe, expect, it } from "vitest";
import { featureLines, parsePrice, validatePricing, validateService } from "./api";

describe("services admin validation", () => {
  it("requires a title and one of the site's service pages: rates are shown there or nowhere (issue 25 item 3)", () => {
    expect(validateService({ title: " ", description: "", slug: "mel" })).toEqual({ title: "titleRequired" });
    expect(validateService({ title: "MEL", description: "", slug: "" })).toEqual({ slug: "slugRequired" });
    expect(validateService({ title: "MEL", description: "", slug: "Bad Slug" })).toEqual({ slug: "slugInvalid" });
    // Well formed, but no such page in Contentful's model: the rates would lead nowhere.
    expect(validateService({ title: "MEL", description: "", slug: "mel-2" })).toEqual({ slug: "slugInvalid" });
    expect(validateService({ title: "MEL", description: "", slug: "mel" })).toEqual({});
  });

  it("accepts prices in dollars and cents, with a point or a comma, and nothing negative", () => {
    expect(validatePricing({ tier: "basic", label: "", price: "19.99", sortOrder: "" })).toEqual({});
    expect(validatePricing({ tier: "basic", label: "", price: "19,99", sortOrder: "1" })).toEqual({});
    expect(parsePrice("19,99")).toBe(19.99);
    for (const price of ["-1", "1.999", "abc", "1e3"]) expect(validatePricing({ tier: "t", label: "", price, sortOrder: "" }).price).toBe("priceInvalid");
    expect(validatePricing({ tier: "", label: "", price: "", sortOrder: "x" })).toEqual({ tier: "tierRequired", price: "priceRequired", sortOrder: "orderInvalid" });
  });

  it("reads one feature per line", () => {
    expect(featureLines(" 3 pages \n\n 1 revision\n")).toEqual(["3 pages", "1 revision"]);
  });
});
