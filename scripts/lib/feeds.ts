/**
 * rss.xml and sitemap.xml of the public site, from Contentful (blog posts,
 * principles, the firm's name) and the approved staff posts in Supabase
 * (view published_blog_posts). The posts come from the blog's own code
 * (src/features/blog/public-posts.ts: the pages' sources, merge and excerpts),
 * so the feeds list exactly what the blog shows. Absolute URLs from the site
 * URL; every text escaped for XML.
 *
 *   writeFeeds(options)          writes both files into the build's client dir (after `react-router build`)
 *   createFeedsHandler(options)  serves both fresh (short cache) from a Node server, e.g. the local stack,
 *                                so a staff post approved after the build is listed at once
 */
import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { staticPublicPaths } from "../../src/app/prerender.ts";
import type { PostSummary } from "../../src/features/blog/posts.ts";
import { loadPublicPosts } from "../../src/features/blog/public-posts.ts";
import { createStaffSource } from "../../src/features/blog/staff.ts";
import { createBlogApi } from "../../src/lib/contentful/blog.ts";
import { type ContentClient, createContentClient } from "../../src/lib/contentful/client.ts";
import { languages, localizedPath } from "../../src/lib/i18n/paths.ts";

export interface FeedsContentfulConfig {
  spaceId: string;
  deliveryToken: string;
  environment?: string;
  host?: string;
  basePath?: string;
  insecure?: boolean;
}

export interface FeedsOptions {
  siteUrl: string;
  contentful: FeedsContentfulConfig;
  /** The staff posts' source; without it only Contentful posts are listed. */
  supabase?: { url: string; anonKey: string };
  /** Contentful locale, default en-US. */
  locale?: string;
}

export interface WriteFeedsOptions extends FeedsOptions {
  /** The build's client directory (build/client). */
  clientDir: string;
}

export interface FeedPost {
  slug: string;
  title: string;
  description: string;
  author: string;
  category: string;
  /** ISO date-time. */
  published: string;
  /** ISO date-time of the last change. */
  updated: string;
  source: "contentful" | "staff";
}

export interface FeedData {
  siteTitle: string;
  siteDescription: string;
  posts: FeedPost[];
  principles: string[];
  /** Sources that could not be read (the feeds are still written from the others). */
  warnings: string[];
}

export const RSS_ITEM_LIMIT = 50;

// ------------------------------------------------------------------ XML

/** Text safe inside an XML element or attribute: the five entities escaped, characters XML forbids removed. */
export function xmlEscape(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- removing characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function postLink(siteUrl: string, slug: string): string {
  return `${trimSlash(siteUrl)}/blog/${encodeURIComponent(slug)}`;
}

function rfc822(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

/** RSS 2.0 of the newest posts (with an atom:link to itself). */
export function buildRss(data: Pick<FeedData, "siteTitle" | "siteDescription" | "posts">, siteUrl: string, now = new Date()): string {
  const base = trimSlash(siteUrl);
  const items = data.posts.slice(0, RSS_ITEM_LIMIT).map((post) => {
    const link = postLink(siteUrl, post.slug);
    return [
      "    <item>",
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(post.published)}</pubDate>`,
      `      <dc:creator>${xmlEscape(post.author)}</dc:creator>`,
      ...(post.category ? [`      <category>${xmlEscape(post.category)}</category>`] : []),
      `      <description>${xmlEscape(post.description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = data.posts[0]?.published ?? now.toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(data.siteTitle)}</title>`,
    `    <link>${xmlEscape(`${base}/blog`)}</link>`,
    `    <description>${xmlEscape(data.siteDescription)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The public pages of the site: static routes, principles and every post. */
export function sitemapEntries(data: Pick<FeedData, "posts" | "principles">): SitemapEntry[] {
  return [
    ...staticPublicPaths.map((path) => ({ path })),
    ...data.principles.map((slug) => ({ path: `/about/principle/${encodeURIComponent(slug)}` })),
    ...data.posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updated || post.published })),
  ];
}

/**
 * Every page in every language (English at the root, the others under /fr, /ru, /ar, /fa), each
 * with its alternates (hreflang, x-default = English) so search engines index all five.
 */
export function buildSitemap(entries: SitemapEntry[], siteUrl: string): string {
  const base = trimSlash(siteUrl);
  const absolute = (path: string) => (path === "/" ? `${base}/` : `${base}${path}`);
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)) ? new Date(entry.lastmod).toISOString() : "";
    const alternates = [
      ...languages.map((language) => [language, absolute(localizedPath(entry.path, language))] as const),
      ["x-default", absolute(entry.path)] as const,
    ]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`)
      .join("");
    return languages.map(
      (language) =>
        `  <url><loc>${xmlEscape(absolute(localizedPath(entry.path, language)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

// ------------------------------------------------------------------ reading the sources

/** A blog post as the feeds list it: the blog's own summary (same excerpt, author and dates as the pages). */
export function feedPost(post: PostSummary): FeedPost {
  return {
    slug: post.slug,
    title: post.title,
    description: post.excerpt,
    author: post.author,
    category: post.category,
    published: post.publishedDate,
    updated: post.updatedAt ?? post.publishedDate,
    source: post.source,
  };
}

interface CdaEntry {
  sys: { id: string; updatedAt?: string };
  fields: Record<string, unknown>;
}

async function contentfulEntries(client: ContentClient, query: Record<string, unknown>): Promise<CdaEntry[]> {
  const items: CdaEntry[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await client.getEntries({ ...query, limit: 1000, skip });
    items.push(...(page.items as unknown as CdaEntry[]));
    if (skip + page.items.length >= page.total || page.items.length === 0) return items;
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * Reads the posts through the blog's own sources and merge (src/features/blog/public-posts.ts), the
 * principles and the site's name. Contentful must answer (its failure rejects); Supabase failing is
 * a warning.
 */
export async function collectFeedData(options: FeedsOptions): Promise<FeedData> {
  const locale = options.locale ?? "en-US";
  const warnings: string[] = [];
  // The site's own content client (same policy: retries, throttle), without the browser's translation fallback.
  const content = createContentClient(options.contentful, { translate: false });
  const supabase = options.supabase;
  const staff = supabase
    ? createStaffSource(async () => {
        const { createClient } = await import("@supabase/supabase-js");
        return createClient(supabase.url, supabase.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
      })
    : { list: async () => [], bySlug: async () => null, facets: async () => ({ tags: [], categories: [] }) };
  const [blog, principles, settings] = await Promise.all([
    loadPublicPosts({ blog: createBlogApi(content), staff }, { locale }),
    contentfulEntries(content, { content_type: "principle", select: ["fields.slug"], include: 0, locale }),
    contentfulEntries(content, { content_type: "siteSettings", include: 0, locale }).catch(() => [] as CdaEntry[]),
  ]);
  if (blog.errors.contentful) throw blog.errors.contentful instanceof Error ? blog.errors.contentful : new Error(String(blog.errors.contentful));
  if (blog.errors.staff) {
    const error = blog.errors.staff as Error;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    warnings.push(`Staff posts were not read (${error.message}${cause}).`);
  }
  const site = settings[0]?.fields ?? {};
  const firm = str(site.firmName);
  return {
    siteTitle: firm ? `${firm} Blog` : "Blog",
    siteDescription: str(site.tagline) || "Insights and news from our consultants.",
    posts: blog.posts.map(feedPost),
    principles: principles.map((e) => str(e.fields.slug)).filter(Boolean),
    warnings,
  };
}

export interface FeedFiles {
  rss: string;
  sitemap: string;
  posts: number;
  warnings: string[];
}

export async function renderFeeds(options: FeedsOptions): Promise<FeedFiles> {
  const data = await collectFeedData(options);
  return {
    rss: buildRss(data, options.siteUrl),
    sitemap: buildSitemap(sitemapEntries(data), options.siteUrl),
    posts: data.posts.length,
    warnings: data.warnings,
  };
}

/** Writes rss.xml and sitemap.xml into the build's client directory. Call after the build, and again to refresh. */
export async function writeFeeds(options: WriteFeedsOptions): Promise<FeedFiles> {
  const files = await renderFeeds(options);
  await mkdir(options.clientDir, { recursive: true });
  await Promise.all([
    writeFile(join(options.clientDir, "rss.xml"), files.rss, "utf8"),
    writeFile(join(options.clientDir, "sitemap.xml"), files.sitemap, "utf8"),
  ]);
  return files;
}

export interface FeedsHandler {
  /** Answers GET/HEAD /rss.xml and /sitemap.xml; returns false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Drops the cached feeds (e.g. right after a staff post is approved). */
  invalidate(): void;
}

/** Serves the feeds generated on request, cached for `ttlMs` (default 60 s). */
export function createFeedsHandler(options: FeedsOptions & { ttlMs?: number }): FeedsHandler {
  const ttl = options.ttlMs ?? 60_000;
  let cached: { at: number; files: Promise<FeedFiles> } | undefined;
  const files = () => {
    if (!cached || Date.now() - cached.at > ttl) {
      const pending = renderFeeds(options);
      cached = { at: Date.now(), files: pending };
      pending.catch(() => {
        if (cached?.files === pending) cached = undefined;
      });
    }
    return cached.files;
  };
  return {
    invalidate() {
      cached = undefined;
    },
    async handle(req, res) {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (path !== "/rss.xml" && path !== "/sitemap.xml") return false;
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      let body: string;
      try {
        const f = await files();
        body = path === "/rss.xml" ? f.rss : f.sitemap;
      } catch {
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" });
        res.end("Feed temporarily unavailable");
        return true;
      }
      res.writeHead(200, {
        "Content-Type": path === "/rss.xml" ? "application/rss+xml; charset=utf-8" : "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}
