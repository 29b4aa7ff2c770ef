import { describe, expect, it } from "vitest";
import { toContentfulLocale } from "./locale";

describe("toContentfulLocale", () => {
  it("maps the site's languages to Contentful locale codes", () => {
    expect(["en", "fr", "ru", "ar", "fa"].map(toContentfulLocale)).toEqual(["en-US", "fr", "ru", "ar", "fa"]);
    expect(toContentfulLocale("fr-CA")).toBe("fr");
    expect(toContentfulLocale("de")).toBe("en-US");
    expect(toContentfulLocale(undefined)).toBe("en-US");
  });
});
