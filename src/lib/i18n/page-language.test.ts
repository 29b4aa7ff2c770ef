// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_KEY } from "../preferences";
import { pageLanguage } from "./index";

describe("pageLanguage", () => {
  afterEach(() => window.localStorage.clear());

  it("takes a public page's language from its URL, whatever was stored", () => {
    window.localStorage.setItem(LANGUAGE_KEY, "ar");
    expect(pageLanguage("/fr/about")).toBe("fr");
    expect(pageLanguage("/about")).toBe("en");
  });

  it("gives the portal the language the user chose last (the same key the language picker stores)", () => {
    expect(pageLanguage("/admin/contacts")).toBe("en");
    window.localStorage.setItem(LANGUAGE_KEY, "fa");
    expect(pageLanguage("/admin/contacts")).toBe("fa");
    expect(pageLanguage("/admin")).toBe("fa");
    window.localStorage.setItem(LANGUAGE_KEY, "xx");
    expect(pageLanguage("/admin/contacts")).toBe("en");
  });
});
