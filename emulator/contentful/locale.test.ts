import { describe, expect, it } from "vitest";
import type { Locale } from "../../contentful/types.ts";
import { defaultLocale, fallbackChain, localizeFields, resolveValue } from "./locale.ts";

const locales: Locale[] = [
  { code: "en-US", name: "English", default: true, fallbackCode: null },
  { code: "fr", name: "French", default: false, fallbackCode: "en-US" },
  { code: "ru", name: "Russian", default: false, fallbackCode: "fr" },
  { code: "ar", name: "Arabic", default: false, fallbackCode: null },
];

describe("fallbackChain", () => {
  it("follows fallbackCode links to the end", () => {
    expect(fallbackChain(locales, "ru")).toEqual(["ru", "fr", "en-US"]);
    expect(fallbackChain(locales, "en-US")).toEqual(["en-US"]);
    expect(fallbackChain(locales, "ar")).toEqual(["ar"]);
  });

  it("stops on a cycle", () => {
    const cyclic: Locale[] = [
      { code: "fr", name: "F", default: true, fallbackCode: "ru" },
      { code: "ru", name: "R", default: false, fallbackCode: "fr" },
    ];
    expect(fallbackChain(cyclic, "fr")).toEqual(["fr", "ru"]);
  });
});

describe("resolveValue", () => {
  it("takes the first locale on the chain that has a value", () => {
    expect(resolveValue({ "en-US": "Hello", fr: "Bonjour" }, ["ru", "fr", "en-US"], true, "en-US")).toBe("Bonjour");
    expect(resolveValue({ "en-US": "Hello" }, ["ru", "fr", "en-US"], true, "en-US")).toBe("Hello");
    expect(resolveValue({ "en-US": "Hello" }, ["ar"], true, "en-US")).toBeUndefined();
  });

  it("uses the default locale for non-localized fields, whatever the chain", () => {
    expect(resolveValue({ "en-US": 3, fr: 4 }, ["fr", "en-US"], false, "en-US")).toBe(3);
  });
});

describe("localizeFields", () => {
  const fields = { title: { "en-US": "Hi", fr: "Salut" }, count: { "en-US": 2 }, only: { fr: "x" } };
  const localized = (id: string) => id !== "count";

  it("resolves each field and omits fields with no value on the chain", () => {
    expect(localizeFields(fields, { locales, locale: "ru" }, localized)).toEqual({ title: "Salut", count: 2, only: "x" });
    expect(localizeFields(fields, { locales, locale: "en-US" }, localized)).toEqual({ title: "Hi", count: 2 });
    expect(localizeFields(fields, { locales, locale: "ar" }, localized)).toEqual({ count: 2 });
  });

  it("returns a copy of the stored values for locale=*", () => {
    const out = localizeFields(fields, { locales, locale: "*" }, localized);
    expect(out).toEqual(fields);
    expect(out.title).not.toBe(fields.title);
  });

  it("finds the default locale", () => {
    expect(defaultLocale(locales).code).toBe("en-US");
  });
});
