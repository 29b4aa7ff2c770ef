import type { Document } from "@contentful/rich-text-types";
import { describe, expect, it, vi } from "vitest";
import type { BlogApi, BlogPost } from "~/lib/contentful/blog";
import { type BlogSources, loadBlogList, loadBlogPost } from "./load";
import type { PublicPost } from "./posts";
import type { StaffSource } from "./staff";
import { ALL_VIEW } from "./url-state";

const doc = { nodeType: "document", data: {}, content: [] } as unknown as Document;

function cmsPost(slug: string, date: string, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    id: slug,
    title: slug,
    slug,
    author: "A",
    category: "Cat",
    tags: ["t1"],
    publishedDate: date,
    excerpt: "",
    body: doc,
    image: { url: "/x.jpg", width: 1, height: 1, title: "" },
    defaultImage: true,
    readingTime: 1,
    ...extra,
  };
}

function staffPost(slug: string, date: string, extra: Partial<PublicPost> = {}): PublicPost {
  return { ...cmsPost(slug, date), source: "staff", body: { kind: "markdown", markdown: "x" }, ...extra } as PublicPost;
}

function sources(cms: BlogPost[], staff: PublicPost[], fail: { cms?: boolean; staff?: boolean } = {}) {
  const calls: string[] = [];
  const boom = (what: string) => () => Promise.reject(new Error(what));
  const blog: BlogApi = {
    getBlogPosts: fail.cms
      ? boom("Failed to fetch blog posts from Contentful")
      : async ({ limit = 10 } = {}) => (calls.push(`list:${limit}`), { items: cms.slice(0, limit), total: cms.length, skip: 0, limit }),
    getBlogPostBySlug: fail.cms ? boom("Failed to fetch blog post from Contentful") : async (s) => cms.find((p) => p.slug === s) ?? null,
    getFeaturedPosts: async (l = 3) => (calls.push(`featured:${l}`), fail.cms ? [] : cms.slice(0, l)),
    searchBlogPosts: fail.cms
      ? boom("Failed to search blog posts from Contentful")
      : async (q, l = 10) => (calls.push(`search:${q}:${l}`), cms.filter((p) => p.title.includes(q)).slice(0, l)),
    getPostsByCategory: async (c, l = 20) => (calls.push(`category:${c}`), cms.filter((p) => p.category === c).slice(0, l)),
    getPostsByTag: async (t, l = 20) => (calls.push(`tag:${t}`), cms.filter((p) => p.tags.includes(t)).slice(0, l)),
    getAllTags: async () => (calls.push("tags"), fail.cms ? Promise.reject(new Error("x")) : ["t1"]),
  };
  const staffSource: StaffSource = {
    list: fail.staff
      ? boom("staff down")
      : async ({ q, category, tag, limit }) =>
          staff
            .filter((p) => (!q || p.title.includes(q)) && (!category || p.category === category) && (!tag || p.tags.includes(tag)))
            .slice(0, limit),
    bySlug: fail.staff ? boom("staff down") : async (s) => staff.find((p) => p.slug === s) ?? null,
    facets: fail.staff ? boom("staff down") : async () => ({ tags: ["s-tag"], categories: ["Staff cat"] }),
  };
  const result: BlogSources = { blog, categories: async () => ["Cat"], staff: staffSource };
  return { sources: result, calls };
}

describe("loadBlogList", () => {
  const cms = [cmsPost("c-new", "2025-05-01"), cmsPost("c-old", "2023-01-01", { category: "Other", tags: ["t2"] })];
  const staff = [staffPost("s-mid", "2024-06-01", { category: "Cat", tags: ["t1"] })];

  it("fetches posts, featured posts and tags together and merges both sources newest first", async () => {
    const { sources: s, calls } = sources(cms, staff);
    const data = await loadBlogList(ALL_VIEW, { sources: s });
    expect(calls).toEqual(expect.arrayContaining(["list:20", "featured:3", "tags"]));
    expect(data.posts.map((p) => p.slug)).toEqual(["c-new", "s-mid", "c-old"]);
    expect(data.featured?.slug).toBe("c-new");
    expect(data.tags).toEqual(["s-tag", "t1"]);
    expect(data.categories).toEqual(["Cat", "Staff cat"]);
    expect(data.error).toBeNull();
    expect(data.failedSources).toEqual([]);
    expect(data.hasMore).toBe(false);
    expect(data.posts[0]).not.toHaveProperty("body");
  });

  it("reports more posts when a source has more than the limit", async () => {
    const { sources: s } = sources(cms, staff);
    const data = await loadBlogList(ALL_VIEW, { sources: s, limit: 2 });
    expect(data.posts.map((p) => p.slug)).toEqual(["c-new", "s-mid"]);
    expect(data.hasMore).toBe(true);
  });

  it("searches both sources and has no featured post when filtered", async () => {
    const { sources: s, calls } = sources(cms, staff);
    const data = await loadBlogList({ q: "old", category: "", tag: "" }, { sources: s });
    expect(calls).toContain("search:old:20");
    expect(calls.some((c) => c.startsWith("featured"))).toBe(false);
    expect(data.posts.map((p) => p.slug)).toEqual(["c-old"]);
    expect(data.featured).toBeNull();
  });

  it("filters by category and by tag across both sources", async () => {
    const { sources: s } = sources(cms, staff);
    expect((await loadBlogList({ q: "", category: "Cat", tag: "" }, { sources: s })).posts.map((p) => p.slug)).toEqual(["c-new", "s-mid"]);
    expect((await loadBlogList({ q: "", category: "", tag: "t2" }, { sources: s })).posts.map((p) => p.slug)).toEqual(["c-old"]);
    // A second filter narrows the first query's result.
    expect((await loadBlogList({ q: "", category: "Other", tag: "t1" }, { sources: s })).posts).toEqual([]);
  });

  it("shows the other source's posts when one fails", async () => {
    const cmsDown = await loadBlogList(ALL_VIEW, { sources: sources(cms, staff, { cms: true }).sources });
    expect(cmsDown.posts.map((p) => p.slug)).toEqual(["s-mid"]);
    expect(cmsDown.featured?.slug).toBe("s-mid");
    expect(cmsDown.error).toBeNull();
    expect(cmsDown.failedSources).toEqual(["contentful"]);

    const staffDown = await loadBlogList(ALL_VIEW, { sources: sources(cms, staff, { staff: true }).sources });
    expect(staffDown.posts.map((p) => p.slug)).toEqual(["c-new", "c-old"]);
    expect(staffDown.failedSources).toEqual(["staff"]);
    expect(staffDown.error).toBeNull();
  });

  it("fails with Contentful's message when nothing can be shown", async () => {
    const both = await loadBlogList(ALL_VIEW, { sources: sources(cms, staff, { cms: true, staff: true }).sources });
    expect(both.error).toBe("Failed to fetch blog posts from Contentful");
    const search = await loadBlogList({ q: "zzz", category: "", tag: "" }, { sources: sources(cms, [], { cms: true }).sources });
    expect(search.error).toBe("Failed to search blog posts from Contentful");
  });
});

describe("loadBlogPost", () => {
  it("finds Contentful posts first, then staff posts, with related posts", async () => {
    const { sources: s } = sources([cmsPost("a", "2025-01-01"), cmsPost("b", "2024-01-01")], [staffPost("s", "2024-05-01")]);
    const a = await loadBlogPost("a", { sources: s });
    expect(a.post?.source).toBe("contentful");
    expect(a.related.map((p) => p.slug)).toEqual(["s", "b"]);
    const staffOnly = await loadBlogPost("s", { sources: s });
    expect(staffOnly.post?.body).toEqual({ kind: "markdown", markdown: "x" });
    expect(await loadBlogPost("nope", { sources: s })).toEqual({ slug: "nope", post: null, related: [], failed: false });
  });

  it("reports a failure (not a missing post) when a source is down", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { sources: s } = sources([], [], { cms: true, staff: true });
    expect(await loadBlogPost("x", { sources: s })).toMatchObject({ post: null, failed: true });
    warn.mockRestore();
  });
});

describe("the blog in the page's language", () => {
  const cms = [cmsPost("c-new", "2025-05-01"), cmsPost("c-old", "2023-01-01")];

  it("marks the Contentful texts that have no translation (English), asks Contentful's tags in the page's language, and credits the team", async () => {
    const { sources: s } = sources(cms, []);
    const asked: [string[], boolean][] = [];
    const localized = {
      ...s,
      tags: async () => ["étiquette"],
      untranslated: async (ids: string[], withBody: boolean) => (asked.push([ids, withBody]), new Map([["c-old", ["excerpt" as const]]])),
    };
    const data = await loadBlogList(ALL_VIEW, { locale: "fr", sources: localized });
    expect(asked).toEqual([[["c-new", "c-old"], false]]);
    expect(data.featured?.fieldLanguages).toBeUndefined();
    expect(data.posts.map((p) => [p.slug, p.fieldLanguages])).toEqual([
      ["c-new", undefined],
      ["c-old", { excerpt: "en" }],
    ]);
    expect(data.tags).toEqual(["étiquette", "s-tag"]);

    const post = await loadBlogPost("c-old", { locale: "fr", sources: { ...localized, untranslated: async () => new Map([["c-old", ["body" as const]]]) } });
    expect(post.post?.fieldLanguages).toEqual({ body: "en" });

    // English pages have nothing to mark; a failing check marks nothing either.
    asked.length = 0;
    await loadBlogList(ALL_VIEW, { locale: "en-US", sources: localized });
    expect(asked).toEqual([]);
    const failing = await loadBlogList(ALL_VIEW, { locale: "ar", sources: { ...localized, untranslated: () => Promise.reject(new Error("down")) } });
    expect(failing.posts.every((p) => p.fieldLanguages === undefined)).toBe(true);

    const team = await loadBlogList(ALL_VIEW, { sources: sources([cmsPost("t", "2025-01-01", { author: "the consulting team" })], []).sources });
    expect(team.posts[0]?.teamAuthor).toBe(true);
  });
});
