import { describe, expect, it } from "vitest";
import { AUTHOR_FALLBACK } from "~/lib/contentful/text";
import { markdownToPlain } from "~/lib/markdown-parse";
import { fromStaffRow, mergeNewestFirst, type PostSummary, relatedPosts, toSummary, uniqueSorted } from "./posts";

function post(slug: string, date: string, extra: Partial<PostSummary> = {}): PostSummary {
  return {
    source: "contentful",
    id: slug,
    slug,
    title: slug,
    author: "A",
    category: "",
    tags: [],
    publishedDate: date,
    excerpt: "",
    image: { url: "/x.jpg", width: 1, height: 1, title: "" },
    defaultImage: true,
    readingTime: 1,
    ...extra,
  };
}

describe("merging the two sources", () => {
  it("orders posts of both sources newest first and cuts at the limit", () => {
    const cms = [post("c3", "2025-03-01"), post("c1", "2025-01-01")];
    const staff = [post("s4", "2025-04-01T10:00:00Z", { source: "staff" }), post("s2", "2025-02-01", { source: "staff" })];
    expect(mergeNewestFirst([cms, staff]).map((p) => p.slug)).toEqual(["s4", "c3", "s2", "c1"]);
    expect(mergeNewestFirst([cms, staff], 3).map((p) => p.slug)).toEqual(["s4", "c3", "s2"]);
  });

  it("keeps one post per slug, preferring Contentful, and puts undated posts last", () => {
    const merged = mergeNewestFirst([
      [post("same", "2024-01-01", { source: "staff", title: "staff" }), post("nodate", "")],
      [post("same", "2020-01-01", { title: "cms" })],
    ]);
    expect(merged.map((p) => [p.slug, p.title])).toEqual([
      ["same", "cms"],
      ["nodate", "nodate"],
    ]);
  });

  it("sorts unique tags and categories", () => {
    expect(uniqueSorted([["b", "a "], ["a", "", "c"]])).toEqual(["a", "b", "c"]);
  });
});

describe("staff posts", () => {
  it("map to the public shape: author fallback, Markdown excerpt and reading time, default image", () => {
    const words = Array.from({ length: 201 }, () => "word").join(" ");
    const p = fromStaffRow({
      id: "1",
      title: "T",
      slug: "t",
      category: null,
      tags: null,
      excerpt: null,
      content: `## Heading\n\n**${words}**`,
      cover_image_url: null,
      author_name: null,
      published_at: "2025-05-05T00:00:00Z",
    }, markdownToPlain);
    expect(p.author).toBe(AUTHOR_FALLBACK);
    expect(p.readingTime).toBe(2);
    expect(p.excerpt.startsWith("Heading word word")).toBe(true);
    expect(p.excerpt.endsWith("...")).toBe(true);
    expect(p.excerpt).not.toContain("*");
    expect(p.defaultImage).toBe(true);
    expect(p.body).toEqual({ kind: "markdown", markdown: `## Heading\n\n**${words}**` });
    expect(toSummary(p)).not.toHaveProperty("body");
  });
});

describe("related posts", () => {
  it("prefers the same category and shared tags, never the post itself", () => {
    const current = post("me", "2025-01-01", { category: "X", tags: ["a", "b"] });
    const pool = [
      current,
      post("cat-only", "2025-06-01", { category: "X" }),
      post("two-tags", "2024-01-01", { category: "Y", tags: ["A", "b"] }),
      post("unrelated", "2025-07-01", { category: "Z", tags: ["q"] }),
      post("cat-and-tag", "2023-01-01", { category: "X", tags: ["a"] }),
    ];
    expect(relatedPosts(current, pool).map((p) => p.slug)).toEqual(["cat-and-tag", "cat-only", "two-tags"]);
  });
});
