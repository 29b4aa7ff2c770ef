import { describe, expect, it, vi } from "vitest";
import { BLOG_ERRORS, createBlogApi, toBlogPost } from "./blog";
import type { ContentClient, SdkClient } from "./client";

const body = (text: string) => ({
  nodeType: "document",
  data: {},
  content: [{ nodeType: "paragraph", data: {}, content: [{ nodeType: "text", value: text, marks: [], data: {} }] }],
});

const entry = (id: string, fields: Record<string, unknown>) => ({ sys: { id, type: "Entry" }, fields });

const fullPost = entry("p1", {
  title: "Hello",
  slug: "hello",
  author: "Ada",
  category: "Web Design",
  tags: ["a", "b"],
  publishedDate: "2024-01-05T00:00:00.000Z",
  excerpt: "<p>Short</p>",
  body: body(Array(250).fill("word").join(" ")),
  image: {
    sys: { type: "Asset", id: "img" },
    fields: { title: "Pic", file: { url: "//images.ctfassets.net/s/img/t/pic.jpg", details: { image: { width: 800, height: 600 } } } },
  },
});

describe("toBlogPost", () => {
  it("maps a resolved entry to a plain post", () => {
    expect(toBlogPost(fullPost)).toEqual({
      id: "p1",
      title: "Hello",
      slug: "hello",
      author: "Ada",
      category: "Web Design",
      tags: ["a", "b"],
      publishedDate: "2024-01-05T00:00:00.000Z",
      excerpt: "Short",
      body: fullPost.fields.body,
      image: { url: "https://images.ctfassets.net/s/img/t/pic.jpg", width: 800, height: 600, title: "Pic" },
      defaultImage: false,
      readingTime: 2,
    });
    expect(toBlogPost(fullPost, true).image.url).toBe("http://images.ctfassets.net/s/img/t/pic.jpg");
  });

  it("falls back: default image, the consulting team, excerpt from the body", () => {
    const post = toBlogPost(entry("p2", { title: "T", body: body("x".repeat(300)), image: { sys: { type: "Link", linkType: "Asset", id: "gone" } } }));
    expect(post.image).toEqual({ url: "/images/default-blog.jpg", width: 1200, height: 675, title: "" });
    expect(post.defaultImage).toBe(true);
    expect(post.author).toBe("the consulting team");
    expect(post.excerpt).toBe(`${"x".repeat(200)}...`);
    expect(post.tags).toEqual([]);
  });
});

/** A ContentClient whose SDK is a stub recording the queries. */
function fakeClient(getEntries: (q: Record<string, unknown>) => Promise<unknown>) {
  const calls: Array<Record<string, unknown>> = [];
  const sdk = {
    getEntries: (q: Record<string, unknown>) => {
      calls.push(q);
      return getEntries(q);
    },
  } as unknown as SdkClient;
  const client: ContentClient = {
    config: { spaceId: "s", deliveryToken: "t", environment: "master", insecure: false },
    sdk: async () => sdk,
    getEntries: () => Promise.reject(new Error("unused")),
  };
  return { client, calls };
}

const page = (items: unknown[], total = items.length, skip = 0, limit = 10) => Promise.resolve({ items, total, skip, limit });

describe("createBlogApi queries", () => {
  it("getBlogPosts: blogPost, newest first, limit 10 / skip 0 by default", async () => {
    const { client, calls } = fakeClient(() => page([fullPost], 14, 0, 10));
    const result = await createBlogApi(client).getBlogPosts();
    expect(calls).toEqual([{ content_type: "blogPost", order: ["-fields.publishedDate"], limit: 10, skip: 0 }]);
    expect(result).toMatchObject({ total: 14, skip: 0, limit: 10 });
    expect(result.items[0]?.slug).toBe("hello");
    await createBlogApi(client).getBlogPosts({ limit: 20, skip: 20, locale: "fr" });
    expect(calls[1]).toEqual({ content_type: "blogPost", order: ["-fields.publishedDate"], limit: 20, skip: 20, locale: "fr" });
  });

  it("getBlogPostBySlug, search, featured, category and tag queries", async () => {
    const { client, calls } = fakeClient(() => page([]));
    const api = createBlogApi(client);
    expect(await api.getBlogPostBySlug("x")).toBeNull();
    await api.searchBlogPosts("garden");
    await api.getFeaturedPosts();
    await api.getPostsByCategory("Sustainability");
    await api.getPostsByTag("news");
    const base = { content_type: "blogPost", order: ["-fields.publishedDate"] };
    expect(calls).toEqual([
      { ...base, "fields.slug": "x", limit: 1 },
      { ...base, query: "garden", limit: 10 },
      { ...base, limit: 3 },
      { ...base, "fields.category": "Sustainability", limit: 20 },
      { ...base, "fields.tags": "news", limit: 20 },
    ]);
  });

  it("getAllTags pages through every post and returns each tag once, sorted", async () => {
    const { client, calls } = fakeClient((q) =>
      q.skip === 0
        ? page([entry("a", { tags: ["zeta", "alpha"] }), entry("b", { tags: ["alpha"] })], 1001, 0, 1000)
        : page([entry("c", { tags: ["mid"] }), entry("d", {})], 1001, 1000, 1000),
    );
    expect(await createBlogApi(client).getAllTags()).toEqual(["alpha", "mid", "zeta"]);
    expect(calls.map((c) => [c.skip, c.limit, c.select, c.include])).toEqual([
      [0, 1000, ["fields.tags"], 0],
      [1000, 1000, ["fields.tags"], 0],
    ]);
  });
});

describe("createBlogApi errors", () => {
  const failing = () => fakeClient(() => Promise.reject(new Error("boom")));

  it("rethrows with the spec's messages, keeping the cause", async () => {
    const api = createBlogApi(failing().client);
    await expect(api.getBlogPosts()).rejects.toThrow(BLOG_ERRORS.list);
    await expect(api.getBlogPostBySlug("x")).rejects.toThrow("Failed to fetch blog post from Contentful");
    await expect(api.searchBlogPosts("x")).rejects.toThrow("Failed to search blog posts from Contentful");
    await expect(api.getPostsByTag("x")).rejects.toThrow(BLOG_ERRORS.byTag);
    await expect(api.getAllTags()).rejects.toThrow(BLOG_ERRORS.tags);
    const err = await api.getBlogPosts().catch((e: Error) => e);
    expect((err as Error).cause).toEqual(new Error("boom"));
    expect(BLOG_ERRORS.list).toBe("Failed to fetch blog posts from Contentful");
  });

  it("getFeaturedPosts returns [] on failure (with a warning)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await createBlogApi(failing().client).getFeaturedPosts()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
