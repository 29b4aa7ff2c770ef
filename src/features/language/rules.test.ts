import { describe, expect, it } from "vitest";
import { alternates, browserLanguage, firstVisitLanguage, switchedUrl } from "./rules";

describe("browserLanguage", () => {
  it("takes the first preferred language the site offers, by its primary subtag", () => {
    expect(browserLanguage(["fr-FR", "en-US"])).toBe("fr");
    expect(browserLanguage(["de-DE", "fa-IR", "fr"])).toBe("fa");
    expect(browserLanguage(["de-DE", "en-GB", "ar"])).toBe("en");
    expect(browserLanguage(["RU"])).toBe("ru");
    expect(browserLanguage(["ar_EG"])).toBe("ar");
  });

  it("is null when none is offered", () => {
    expect(browserLanguage(["de-DE", "es"])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe("firstVisitLanguage", () => {
  const visit = (over: Partial<Parameters<typeof firstVisitLanguage>[0]>) =>
    firstVisitLanguage({ pathname: "/about", stored: null, preferred: ["en-US"], ...over });

  it("sends a first visitor whose browser prefers French, Russian, Arabic or Persian to that language", () => {
    expect(visit({ preferred: ["fr-FR", "en"] })).toBe("fr");
    expect(visit({ preferred: ["de", "ru-RU"] })).toBe("ru");
    expect(visit({ pathname: "/", preferred: ["ar-SA"] })).toBe("ar");
    expect(visit({ pathname: "/blog/some-post", preferred: ["fa"] })).toBe("fa");
  });

  it("keeps a first visitor on English when the browser's first offered language is English or none is offered", () => {
    expect(visit({ preferred: ["en-CA", "fr-CA"] })).toBeNull();
    expect(visit({ preferred: ["de-DE", "es"] })).toBeNull();
    expect(visit({ preferred: [] })).toBeNull();
  });

  it("follows a stored choice over the browser's language", () => {
    expect(visit({ stored: "ar", preferred: ["en-US"] })).toBe("ar");
    expect(visit({ stored: "ru", preferred: ["fr-FR"] })).toBe("ru");
  });

  it("lets a visitor who chose English stay on English, whatever the browser prefers", () => {
    expect(visit({ stored: "en", preferred: ["fr-FR"] })).toBeNull();
    // Just chose English in the picker (even if the choice could not be stored).
    expect(visit({ choseEnglish: true, stored: null, preferred: ["fr-FR"] })).toBeNull();
    expect(visit({ choseEnglish: true, stored: "fa", preferred: ["fa"] })).toBeNull();
  });

  it("ignores a stored value that is not one of the languages", () => {
    expect(visit({ stored: "de", preferred: ["en"] })).toBeNull();
    expect(visit({ stored: "", preferred: ["ru"] })).toBe("ru");
  });

  it("never redirects a URL that already names its language, nor the admin portal", () => {
    expect(visit({ pathname: "/fr/about", stored: "ar", preferred: ["fa"] })).toBeNull();
    expect(visit({ pathname: "/ar", stored: "en" })).toBeNull();
    expect(visit({ pathname: "/admin/login", stored: "fr" })).toBeNull();
    expect(visit({ pathname: "/admin", preferred: ["ru"] })).toBeNull();
  });
});

describe("alternates", () => {
  it("lists the page in all five languages and x-default, with absolute URLs", () => {
    expect(alternates("/fr/about", "https://example.com/")).toEqual([
      { hrefLang: "en", href: "https://example.com/about" },
      { hrefLang: "fr", href: "https://example.com/fr/about" },
      { hrefLang: "ru", href: "https://example.com/ru/about" },
      { hrefLang: "ar", href: "https://example.com/ar/about" },
      { hrefLang: "fa", href: "https://example.com/fa/about" },
      { hrefLang: "x-default", href: "https://example.com/about" },
    ]);
  });

  it("gives the same set from every language's URL, and handles the home page and trailing slashes", () => {
    const fromEnglish = alternates("/about/principle/integrity", "https://x.test");
    expect(alternates("/fa/about/principle/integrity/", "https://x.test")).toEqual(fromEnglish);
    expect(alternates("/", "https://x.test").map((a) => a.href)).toEqual([
      "https://x.test/",
      "https://x.test/fr",
      "https://x.test/ru",
      "https://x.test/ar",
      "https://x.test/fa",
      "https://x.test/",
    ]);
    expect(alternates("/ru/", "https://x.test")).toEqual(alternates("/", "https://x.test"));
  });
});

describe("switchedUrl", () => {
  it("keeps the query and the hash", () => {
    expect(switchedUrl({ pathname: "/blog", search: "?q=mel", hash: "#list" }, "ar")).toBe("/ar/blog?q=mel#list");
    expect(switchedUrl({ pathname: "/ar/blog", search: "?q=mel", hash: "" }, "en")).toBe("/blog?q=mel");
    expect(switchedUrl({ pathname: "/fr", search: "", hash: "" }, "ru")).toBe("/ru");
  });
});
