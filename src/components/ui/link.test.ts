import { describe, expect, it } from "vitest";
import { localizeTo } from "./link";

describe("localizeTo", () => {
  it("keeps site paths in the page's language", () => {
    expect(localizeTo("/about", "fr")).toBe("/fr/about");
    expect(localizeTo("/", "ar")).toBe("/ar");
    expect(localizeTo("/blog?tag=esg#top", "fa")).toBe("/fa/blog?tag=esg#top");
    expect(localizeTo({ pathname: "/contact", search: "?x=1" }, "ru")).toEqual({ pathname: "/ru/contact", search: "?x=1" });
    expect(localizeTo("/about", "en")).toBe("/about");
    expect(localizeTo("/fr/about", "ar")).toBe("/ar/about");
  });

  it("leaves external links, anchors, relative paths and the admin portal alone", () => {
    expect(localizeTo("https://example.com/x", "fr")).toBe("https://example.com/x");
    expect(localizeTo("//cdn.example.com/x", "fr")).toBe("//cdn.example.com/x");
    expect(localizeTo("#main", "fr")).toBe("#main");
    expect(localizeTo("next", "fr")).toBe("next");
    expect(localizeTo("/admin/login", "fr")).toBe("/admin/login");
    expect(localizeTo("mailto:info@example.com", "fr")).toBe("mailto:info@example.com");
  });
});
