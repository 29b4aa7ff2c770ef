import { describe, expect, it } from "vitest";
import { excerptParts, groupByKind, type SearchHit } from "./engine";

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
});
