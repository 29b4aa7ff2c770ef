/**
 * rss.xml and sitemap.xml from the real seed (Contentful emulator) and approved
 * staff posts (Supabase emulator): well-formed XML, absolute URLs, every post.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSeed } from "../../contentful/index.ts";
import { createContentfulEmulator } from "../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../emulator/contentful/testing.ts";
import { languages, localizedPath } from "../../src/lib/i18n/paths.ts";
import { staticPublicPaths } from "../../src/app/prerender.ts";
import { createFeedsHandler, type FeedsOptions, renderFeeds, RSS_ITEM_LIMIT, writeFeeds } from "../../scripts/lib/feeds.ts";
import { loadBlogList } from "../../src/features/blog/load.ts";
import { createStaffSource } from "../../src/features/blog/staff.ts";
import { createBlogApi } from "../../src/lib/contentful/blog.ts";
import { createContentClient } from "../../src/lib/contentful/client.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

const SITE = "https://www.example.org";
const seed = loadSeed();
const field = (e: (typeof seed.entries)[number], name: string) => e.fields[name]?.["en-US"] as string;
const seedPosts = seed.entries.filter((e) => e.sys.contentType === "blogPost");
const principleSlugs = seed.entries.filter((e) => e.sys.contentType === "principle").map((e) => field(e, "slug"));

let contentful: RunningServer;
let supabase: StartedSupabase;
let options: FeedsOptions;
let dir: string;

const STAFF = {
  title: 'Tips & Tricks: <Budgets> "that" work',
  slug: "staff-budget-tips",
  category: "Business Support",
  tags: ["budget"],
  excerpt: null,
  content: "## Plan\n\nUse **three** lines & a <b>total</b>.",
  status: "approved",
  published_at: "2030-01-02T03:04:05.000Z",
};

beforeAll(async () => {
  contentful = await serve(createContentfulEmulator({ spaceId: "local", deliveryToken: "token", seed, basePath: "/contentful" }).handle);
  supabase = await startSupabase();
  const admin = createClient(supabase.url, supabase.serviceRoleKey, { auth: { persistSession: false } });
  const { error } = await admin.from("blog_posts").insert([STAFF, { ...STAFF, slug: "staff-pending", title: "Pending", status: "pending", published_at: null }]);
  expect(error).toBeNull();
  options = {
    siteUrl: SITE,
    contentful: { spaceId: "local", deliveryToken: "token", host: `127.0.0.1:${contentful.port}`, basePath: "/contentful", insecure: true },
    supabase: { url: supabase.url, anonKey: supabase.anonKey },
  };
  dir = await mkdtemp(join(tmpdir(), "feeds-"));
});

afterAll(async () => {
  await contentful?.close();
  await supabase?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function parseXml(text: string): Document {
  const doc = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  expect(error?.textContent ?? "", "XML parse error").toBe("");
  return doc;
}

const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((n) => n.textContent ?? "");

describe("feeds", () => {
  it("writes a well-formed RSS 2.0 feed with every post of both sources, newest first, absolute links", async () => {
    const result = await writeFeeds({ ...options, clientDir: dir });
    expect(result.warnings).toEqual([]);
    const rss = parseXml(await readFile(join(dir, "rss.xml"), "utf8"));
    expect(rss.documentElement.tagName).toBe("rss");
    expect(rss.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...rss.getElementsByTagName("item")];
    expect(items).toHaveLength(seedPosts.length + 1);
    const links = items.map((i) => i.getElementsByTagName("link")[0]?.textContent ?? "");
    expect(links.every((l) => l.startsWith(`${SITE}/blog/`))).toBe(true);
    expect(new Set(links)).toEqual(new Set([...seedPosts.map((p) => `${SITE}/blog/${field(p, "slug")}`), `${SITE}/blog/${STAFF.slug}`]));
    expect(links).not.toContain(`${SITE}/blog/staff-pending`);
    // The staff post is the newest; its title came through escaped and parses back intact.
    expect(items[0]!.getElementsByTagName("title")[0]?.textContent).toBe(STAFF.title);
    expect(items[0]!.getElementsByTagName("description")[0]?.textContent).toBe("Plan Use three lines & a total.");
    const dates = items.map((i) => Date.parse(i.getElementsByTagName("pubDate")[0]?.textContent ?? ""));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const self = rss.getElementsByTagName("atom:link")[0];
    expect(self?.getAttribute("href")).toBe(`${SITE}/rss.xml`);
  });

  it("writes a well-formed sitemap of every public page, principle and post, in all five languages", async () => {
    await writeFeeds({ ...options, clientDir: dir });
    const sitemap = parseXml(await readFile(join(dir, "sitemap.xml"), "utf8"));
    expect(sitemap.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = texts(sitemap, "loc");
    expect(locs.every((l) => l.startsWith(`${SITE}/`))).toBe(true);
    const pages = [
      ...staticPublicPaths,
      ...principleSlugs.map((s) => `/about/principle/${s}`),
      ...seedPosts.map((p) => `/blog/${field(p, "slug")}`),
      `/blog/${STAFF.slug}`,
    ];
    const expected = languages.flatMap((language) =>
      pages.map((p) => localizedPath(p, language)).map((p) => (p === "/" ? `${SITE}/` : `${SITE}${p}`)),
    );
    expect(new Set(locs)).toEqual(new Set(expected));
    expect(locs).toHaveLength(expected.length);
    // Each URL names its five alternates and the English default.
    const about = [...sitemap.getElementsByTagName("url")].find((url) => url.getElementsByTagName("loc")[0]?.textContent === `${SITE}/fr/about`);
    const alternates = [...(about?.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link") ?? [])].map(
      (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
    );
    expect(alternates).toEqual([
      `en ${SITE}/about`,
      `fr ${SITE}/fr/about`,
      `ru ${SITE}/ru/about`,
      `ar ${SITE}/ar/about`,
      `fa ${SITE}/fa/about`,
      `x-default ${SITE}/about`,
    ]);
    expect(texts(sitemap, "lastmod").every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);
  });

  it("serves fresh feeds on request, and lists a post approved after the first request once invalidated", async () => {
    const feeds = createFeedsHandler({ ...options, ttlMs: 60_000 });
    const server = createServer((req, res) => {
      void feeds.handle(req, res).then((taken) => {
        if (!taken) res.writeHead(404).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${base}/rss.xml`);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
      expect(await first.text()).not.toContain("/blog/staff-pending<");
      expect((await fetch(`${base}/other`)).status).toBe(404);

      const admin = createClient(supabase.url, supabase.serviceRoleKey, { auth: { persistSession: false } });
      const { error } = await admin.from("blog_posts").update({ status: "approved" }).eq("slug", "staff-pending");
      expect(error).toBeNull();
      feeds.invalidate();
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      parseXml(sitemap);
      expect(sitemap).toContain(`<loc>${SITE}/blog/staff-pending</loc>`);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("lists exactly what the blog's listing shows: same posts, same order, same excerpts and authors", async () => {
    const content = createContentClient(options.contentful, { translate: false });
    const staff = createStaffSource(async () => createClient(supabase.url, supabase.anonKey, { auth: { persistSession: false } }));
    const listing = await loadBlogList(
      { q: "", category: "", tag: "" },
      { limit: RSS_ITEM_LIMIT, sources: { blog: createBlogApi(content), staff, categories: async () => [] } },
    );
    expect(listing.error).toBeNull();
    const rss = parseXml((await renderFeeds(options)).rss);
    const items = [...rss.getElementsByTagName("item")].map((item) => ({
      link: item.getElementsByTagName("link")[0]?.textContent,
      description: item.getElementsByTagName("description")[0]?.textContent,
      author: item.getElementsByTagName("dc:creator")[0]?.textContent,
    }));
    expect(items).toEqual(
      listing.posts.map((post) => ({ link: `${SITE}/blog/${post.slug}`, description: post.excerpt, author: post.author })),
    );
  });

  it("still writes the feeds from Contentful when Supabase cannot be read, with a warning", async () => {
    const result = await writeFeeds({ ...options, supabase: { url: "http://127.0.0.1:9/supabase", anonKey: "x" }, clientDir: dir });
    expect(result.warnings).toHaveLength(1);
    expect(result.posts).toBe(seedPosts.length);
  });
});
