import { describe, expect, it } from "vitest";
import { excerptParts, groupByKind, type SearchHit, toHits } from "./engine";

describe("search results", () => {
  it("shows an excerpt as text with its matches flagged: markup in the indexed text never becomes HTML", () => {
    expect(excerptParts("a <mark>free</mark> &lt;img src=x onerror=alert(1)&gt; <mark>consultation.</mark> &amp; more")).toEqual([
      { text: "a ", match: false },
      { text: "free", match: true },
      { text: " <img src=x onerror=alert(1)> ", match: false },
      { text: "consultation.", match: true },
      { text: " & more", match: false },
    ]);
    expect(excerptParts('x <script>alert(1)</script><b onclick="y">bold</b>')).toEqual([{ text: "x alert(1)bold", match: false }]);
  });

  it("groups hits by kind, the group of the best hit first, ranks kept within a group", () => {
    const hit = (url: string, kind: SearchHit["kind"]): SearchHit => ({ url, title: url, excerpt: "", kind });
    const groups = groupByKind([hit("/faq", "faq"), hit("/services/a", "service"), hit("/blog/x", "post"), hit("/services/b", "service")]);
    expect(groups.map((group) => [group.kind, group.hits.map((h) => h.url)])).toEqual([
      ["faq", ["/faq"]],
      ["service", ["/services/a", "/services/b"]],
      ["post", ["/blog/x"]],
    ]);
  });

  it("makes the best-matching FAQ answer the hit, linked to its question's anchor and titled by it", () => {
    const faq = {
      url: "/fr/faq/",
      excerpt: "page",
      meta: { title: "FAQ", kind: "faq" },
      sub_results: [
        { title: "FAQ", url: "/fr/faq/", excerpt: "intro", weighted_locations: [{ balanced_score: 900 }, { balanced_score: 900 }] },
        { title: "Comment commencer ?", url: "/fr/faq/#faq-start", excerpt: "a", weighted_locations: [{ balanced_score: 512 }] },
        { title: "La consultation est-elle gratuite ?", url: "/fr/faq/#faq-free", excerpt: "b", weighted_locations: [{ balanced_score: 512 }, { balanced_score: 18437 }] },
      ],
    };
    expect(toHits(faq)).toEqual([{ url: "/fr/faq#faq-free", title: "La consultation est-elle gratuite ?", excerpt: "b", kind: "faq" }]);
    // Without an answer's section (no anchors), the page itself.
    expect(toHits({ ...faq, sub_results: [] })).toEqual([{ url: "/fr/faq", title: "FAQ", excerpt: "page", kind: "faq" }]);
  });

  it("makes each matching document of the resource center a hit with its card's anchor and its preview address", () => {
    const hits = toHits({
      url: "/ar/resources/",
      excerpt: "page",
      meta: { title: "Resources", kind: "resource" },
      sub_results: [
        { title: "Public documents", url: "/ar/resources/#r1-heading", excerpt: "x", locations: [1] },
        { title: "Complaints", url: "/ar/resources/#doc-04bb8ee5-e115-40b7-87df-aebe301c4c6c", excerpt: "c", locations: [3, 4, 5] },
        { title: "Charter", url: "/ar/resources/#doc-11111111-e115-40b7-87df-aebe301c4c6c", excerpt: "d", locations: [9] },
      ],
    });
    expect(hits).toEqual([
      {
        url: "/ar/resources#doc-04bb8ee5-e115-40b7-87df-aebe301c4c6c",
        title: "Complaints",
        excerpt: "c",
        kind: "resource",
        preview: "/ar/resources?preview=04bb8ee5-e115-40b7-87df-aebe301c4c6c",
      },
      {
        url: "/ar/resources#doc-11111111-e115-40b7-87df-aebe301c4c6c",
        title: "Charter",
        excerpt: "d",
        kind: "resource",
        preview: "/ar/resources?preview=11111111-e115-40b7-87df-aebe301c4c6c",
      },
    ]);
  });

  it("keeps any other page as one hit at its address", () => {
    expect(toHits({ url: "/services/mel/", excerpt: "e", meta: { title: "MEL", kind: "service" }, sub_results: [{ title: "x", url: "/services/mel/#a", excerpt: "" }] })).toEqual([
      { url: "/services/mel", title: "MEL", excerpt: "e", kind: "service" },
    ]);
    expect(toHits({ url: "/", excerpt: "", meta: { kind: "unknown" } })).toEqual([{ url: "/", title: "/", excerpt: "", kind: "page" }]);
  });
});
