import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { direction, languageFromPath, localizedPath, unlocalizedPath } from "./index";

describe("language URLs", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/fr", "fr"],
    ["/fr/about", "fr"],
    ["/ar/blog/some-post", "ar"],
    ["/en/about", "en"],
    ["/frx/about", "en"],
  ])("reads the language of %s as %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });

  it("maps a page to its address in another language and back", () => {
    expect(localizedPath("/about", "fr")).toBe("/fr/about");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/fr/about", "fa")).toBe("/fa/about");
    expect(localizedPath("/ru", "en")).toBe("/");
    expect(unlocalizedPath("/fa/services/mel")).toBe("/services/mel");
    expect(unlocalizedPath("/services")).toBe("/services");
  });

  it("writes Arabic and Persian right to left", () => {
    expect(direction("ar")).toBe("rtl");
    expect(direction("fa")).toBe("rtl");
    expect(direction("fr")).toBe("ltr");
  });
});

describe("contentLocaleOf", () => {
  it("asks Contentful for the page's language (English is en-US)", async () => {
    const { contentLocaleOf } = await import("./paths");
    expect(contentLocaleOf("http://localhost:3000/fa/services/mel")).toBe("fa");
    expect(contentLocaleOf("http://localhost:3000/about")).toBe("en-US");
  });
});

describe("localDigits", () => {
  it("writes Persian numbers with Persian digits and leaves other languages alone", async () => {
    const { i18n, localDigits } = await import("./index");
    expect(localDigits("1 of 4", "fa")).toBe("۱ of ۴");
    expect(localDigits("1 of 4", "fr")).toBe("1 of 4");
    i18n.addResource("fa", "common", "testCount", "{{n}} نوشته");
    expect(i18n.t("common:testCount", { lng: "fa", n: 12 })).toBe("۱۲ نوشته");
  });

  it("leaves the digits of isolated user text as typed: a file name, an e-mail address, a name", async () => {
    const { i18n, localDigits } = await import("./index");
    expect(localDigits("\u2068report-2026.pdf\u2069 · 12 kB", "fa")).toBe("\u2068report-2026.pdf\u2069 · ۱۲ kB");
    expect(localDigits("\u2068a \u2066b2\u2069 c3\u2069 4", "fa")).toBe("\u2068a \u2066b2\u2069 c3\u2069 ۴");
    i18n.addResource("fa", "common", "testFile", "{{file}} · {{n}} بار");
    expect(i18n.t("common:testFile", { lng: "fa", file: "\u2068e2e-09.pdf\u2069", n: 3 })).toBe("\u2068e2e-09.pdf\u2069 · ۳ بار");
  });
});

describe("namespacesForPath", () => {
  it("gives each page its shell's namespaces and its own, in any language", async () => {
    const { namespacesForPath } = await import("./index");
    expect(namespacesForPath("/")).toEqual(["common", "shell", "preferences", "language", "home"]);
    expect(namespacesForPath("/fr/about")).toEqual(["common", "shell", "preferences", "language", "about", "principles"]);
    expect(namespacesForPath("/ar/services/mel")).toContain("services");
    expect(namespacesForPath("/fa/privacy")).toContain("legal");
    // The portal loads common and every admin namespace there is (each portal feature owns one), but the
    // chat console's, which that feature loads itself.
    const adminFiles = readdirSync(join(import.meta.dirname, "../../locales/en"))
      .map((file) => file.replace(/\.json$/, ""))
      .filter((name) => (name === "admin" || name.startsWith("admin-")) && name !== "admin-chat")
      .sort();
    expect(adminFiles).toEqual(expect.arrayContaining(["admin", "admin-blog", "admin-contacts"]));
    expect(namespacesForPath("/admin/blog")).toEqual(["common", ...adminFiles]);
    expect(namespacesForPath("/no-such-page")).toEqual(["common", "shell", "preferences", "language"]);
  });
});
