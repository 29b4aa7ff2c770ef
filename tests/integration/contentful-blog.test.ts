/**
 * The SPA's content client (src/lib/contentful) against the emulator serving
 * the real seed: the blog data functions, locale fallback and the image host.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { loadSeed } from "../../contentful/index.ts";
import { createContentfulEmulator } from "../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../emulator/contentful/testing.ts";
import { createBlogApi, createContentClient, imageSrcSet, type BlogApi } from "~/lib/contentful";

const seed = loadSeed();
const seedPosts = seed.entries.filter((e) => e.sys.contentType === "blogPost");
let server: RunningServer;
let blog: BlogApi;

beforeAll(async () => {
  const emulator = createContentfulEmulator({ spaceId: "local", deliveryToken: "token", seed });
  server = await serve(emulator.handle);
  const client = createContentClient({
    spaceId: "local",
    deliveryToken: "token",
    environment: "master",
    host: `127.0.0.1:${server.port}`,
    basePath: "/contentful",
    insecure: true,
  });
  blog = createBlogApi(client);
});
afterAll(() => server.close());

describe("blog API on the seed", () => {
  it("getBlogPosts pages newest first and maps posts", async () => {
    const page = await blog.getBlogPosts();
    expect(page).toMatchObject({ total: seedPosts.length, skip: 0, limit: 10 });
    expect(page.items).toHaveLength(Math.min(10, seedPosts.length));
    const dates = page.items.map((p) => Date.parse(p.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const post = page.items[0];
    expect(post).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      author: expect.any(String),
      category: expect.any(String),
      tags: expect.any(Array),
      publishedDate: expect.any(String),
      updatedAt: expect.any(String),
      excerpt: expect.any(String),
      body: expect.objectContaining({ nodeType: "document" }),
      image: { url: expect.any(String), width: expect.any(Number), height: expect.any(Number), title: expect.any(String) },
      defaultImage: expect.any(Boolean),
      readingTime: expect.any(Number),
    });
    const rest = await blog.getBlogPosts({ limit: 10, skip: 10 });
    expect(rest.items.length).toBe(Math.max(0, seedPosts.length - 10));
  });

  it("posts with an image get an http: URL from the emulator; posts without get the default image", async () => {
    const { items } = await blog.getBlogPosts({ limit: 100 });
    const withImage = items.filter((p) => !p.defaultImage);
    const without = items.filter((p) => p.defaultImage);
    expect(withImage.length).toBeGreaterThan(0);
    for (const p of withImage) expect(p.image.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/contentful/images/local/`));
    for (const p of without) expect(p.image.url).toBe("/images/default-blog.jpg");
    const seedWithoutImage = seedPosts.filter((e) => !e.fields.image).length;
    expect(without.length).toBe(seedWithoutImage);
  });

  it("authors fall back to 'the consulting team'", async () => {
    const { items } = await blog.getBlogPosts({ limit: 100 });
    const seedWithoutAuthor = seedPosts.filter((e) => !e.fields.author).map((e) => (e.fields.slug as { "en-US": string })["en-US"]);
    for (const slug of seedWithoutAuthor) {
      expect(items.find((p) => p.slug === slug)?.author).toBe("the consulting team");
    }
  });

  it("getBlogPostBySlug finds a post or returns null", async () => {
    const slug = (seedPosts[0]?.fields.slug as { "en-US": string })["en-US"];
    const post = await blog.getBlogPostBySlug(slug);
    expect(post?.slug).toBe(slug);
    expect(post?.readingTime).toBeGreaterThan(0);
    expect(await blog.getBlogPostBySlug("no-such-post")).toBeNull();
  });

  it("getFeaturedPosts returns the 3 newest", async () => {
    const featured = await blog.getFeaturedPosts();
    const page = await blog.getBlogPosts({ limit: 3 });
    expect(featured.map((p) => p.id)).toEqual(page.items.map((p) => p.id));
  });

  it("searchBlogPosts searches text case-insensitively", async () => {
    const target = seedPosts[0];
    const title = (target?.fields.title as { "en-US": string })["en-US"];
    const word = title.split(" ").find((w) => w.length > 6) ?? title;
    const results = await blog.searchBlogPosts(word.toUpperCase());
    expect(results.map((p) => p.id)).toContain(target?.sys.id);
    expect(await blog.searchBlogPosts("zzzz-no-match-zzzz")).toEqual([]);
  });

  it("tags: getAllTags lists every tag once, getPostsByTag filters by it", async () => {
    const expected = [...new Set(seedPosts.flatMap((e) => (e.fields.tags as { "en-US"?: string[] } | undefined)?.["en-US"] ?? []))].sort((a, b) =>
      a.localeCompare(b, "en"),
    );
    const tags = await blog.getAllTags();
    expect(tags).toEqual(expected);
    const tag = tags[0] as string;
    const posts = await blog.getPostsByTag(tag);
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) expect(p.tags).toContain(tag);
  });

  it("getPostsByCategory filters by category", async () => {
    const category = (seedPosts[0]?.fields.category as { "en-US": string })["en-US"];
    const posts = await blog.getPostsByCategory(category);
    expect(posts.length).toBe(seedPosts.filter((e) => (e.fields.category as { "en-US": string })["en-US"] === category).length);
  });

  it("a locale without translations falls back to English content", async () => {
    const en = await blog.getBlogPosts({ limit: 1 });
    const fa = await blog.getBlogPosts({ limit: 1, locale: "fa" });
    expect(fa.items[0]?.id).toBe(en.items[0]?.id);
    expect(fa.items[0]?.title).toBeTruthy();
  });

  it("the srcset helper yields URLs the image host answers with WebP of each width", async () => {
    const post = (await blog.getBlogPosts({ limit: 100 })).items.find((p) => !p.defaultImage);
    const srcset = imageSrcSet(post?.image.url ?? "", [320, 640], { format: "webp" });
    const urls = srcset.split(", ").map((s) => s.split(" ")[0] as string);
    expect(urls).toHaveLength(2);
    for (const [i, url] of urls.entries()) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", [320, 640][i]]);
    }
  });
});

describe("blog API errors", () => {
  it("a rejected token gives the spec's messages; featured posts degrade to []", async () => {
    const bad = createBlogApi(
      createContentClient({ spaceId: "local", deliveryToken: "wrong", host: `127.0.0.1:${server.port}`, basePath: "/contentful", insecure: true }),
    );
    await expect(bad.getBlogPosts()).rejects.toThrow("Failed to fetch blog posts from Contentful");
    await expect(bad.getBlogPostBySlug("x")).rejects.toThrow("Failed to fetch blog post from Contentful");
    await expect(bad.searchBlogPosts("x")).rejects.toThrow("Failed to search blog posts from Contentful");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await bad.getFeaturedPosts()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    const err = await bad.getBlogPosts().catch((e: Error) => e);
    expect((err as Error & { cause: Error }).cause.name).toBe("AccessTokenInvalid");
  });
});
