import { describe, expect, it } from "vitest";
import { SEARCH_KINDS as ENGINE_KINDS } from "../../src/features/search/engine.ts";
import { markForIndex, SEARCH_KINDS, searchKindOf } from "./search-index.ts";

describe("what the site search indexes", () => {
  it("indexes the public content pages in every language, each with its kind", () => {
    expect(searchKindOf("/services/mel/")).toBe("service");
    expect(searchKindOf("/ar/services/")).toBe("service");
    expect(searchKindOf("/fa/faq/")).toBe("faq");
    expect(searchKindOf("/fr/blog/some-post/")).toBe("post");
    expect(searchKindOf("/resources/")).toBe("resource");
    expect(searchKindOf("/ru/about/principle/do-no-harm/")).toBe("about");
    expect(searchKindOf("/about/")).toBe("about");
    expect(searchKindOf("/website-packages/")).toBe("package");
    for (const legal of ["/privacy/", "/ar/terms/", "/cookies/"]) expect(searchKindOf(legal)).toBe("legal");
    expect(searchKindOf("/contact/")).toBe("page");
  });

  it("never indexes the portal, the 404 page, the SPA shell, the search page, webmail, the appointment page, the home page or the blog list", () => {
    for (const path of ["/admin/", "/admin/resources/", "/404/", "/ar/404/", "/__spa-fallback", "/search/", "/fa/search/", "/webmail/", "/appointment/", "/", "/ar/", "/blog/", "/fr/blog/"]) {
      expect(searchKindOf(path), path).toBeNull();
    }
  });

  it("gives Pagefind only the page's <main> (header, footer and navigation are outside it) and its kind", () => {
    const html = '<html lang="ar"><body><header><nav>Menu</nav></header><main id="main" tabindex="-1"><h1>T</h1></main><footer>F</footer></body></html>';
    expect(markForIndex(html, "faq")).toBe(
      '<html lang="ar"><body><header><nav>Menu</nav></header><main data-pagefind-body data-pagefind-filter="kind:faq" data-pagefind-meta="kind:faq" id="main" tabindex="-1"><h1>T</h1></main><footer>F</footer></body></html>',
    );
    expect(markForIndex("<html><body><p>no main</p></body></html>", "faq")).toBeNull();
  });

  it("uses the same kinds as the search page", () => {
    expect([...ENGINE_KINDS]).toEqual([...SEARCH_KINDS]);
  });
});
