import { describe, expect, it } from "vitest";
import { isFiltered, readView, showsFeatured, viewSearch } from "./url-state";

describe("the listing's URL state", () => {
  it("reads ?q=, ?category= and ?tag= and writes them back in a stable order", () => {
    const view = readView("?tag=ESG&q=%20climate%20&category=Sustainability");
    expect(view).toEqual({ q: "climate", category: "Sustainability", tag: "ESG" });
    expect(viewSearch(view)).toBe("?q=climate&category=Sustainability&tag=ESG");
    expect(readView(viewSearch(view))).toEqual(view);
  });

  it("treats 'all' and empty values as no filter", () => {
    const view = readView("?category=all&tag=All&q=");
    expect(view).toEqual({ q: "", category: "", tag: "" });
    expect(viewSearch(view)).toBe("");
    expect(isFiltered(view)).toBe(false);
    expect(showsFeatured(view)).toBe(true);
  });

  it("hides the featured post for a search, a category or a tag", () => {
    for (const search of ["?q=x", "?category=Web%20Design", "?tag=SEO"]) {
      expect(showsFeatured(readView(search))).toBe(false);
    }
  });

  it("encodes special characters", () => {
    expect(viewSearch({ q: "a&b=c", category: "Monitoring & Evaluation" })).toBe("?q=a%26b%3Dc&category=Monitoring+%26+Evaluation");
  });
});
