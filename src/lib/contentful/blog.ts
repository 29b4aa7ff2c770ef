/**
 * Blog data (content type blogPost), mapped to plain typed posts, with the
 * spec's error messages (sections 7 and 8).
 */
import type { Document } from "@contentful/rich-text-types";
// Relative .ts paths: the feeds (scripts/lib/feeds.ts) run this module in Node too.
import { assetUrl, DEFAULT_BLOG_IMAGE } from "./assets.ts";
import type { ContentClient } from "./client.ts";
import { authorName, excerpt as makeExcerpt, readingTime } from "./text.ts";

export interface BlogImage {
  url: string;
  width: number;
  height: number;
  title: string;
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  author: string;
  category: string;
  tags: string[];
  /** ISO date (as stored). */
  publishedDate: string;
  /** ISO date-time of the entry's last publication (sys.updatedAt), for the sitemap. */
  updatedAt?: string;
  excerpt: string;
  body: Document;
  image: BlogImage;
  /** True when the post has no image of its own and `image` is the site's default. */
  defaultImage: boolean;
  /** Minutes. */
  readingTime: number;
}

export interface BlogPage {
  items: BlogPost[];
  total: number;
  skip: number;
  limit: number;
}

export const BLOG_ERRORS = {
  list: "Failed to fetch blog posts from Contentful",
  bySlug: "Failed to fetch blog post from Contentful",
  search: "Failed to search blog posts from Contentful",
  byCategory: "Failed to fetch blog posts by category from Contentful",
  byTag: "Failed to fetch blog posts by tag from Contentful",
  tags: "Failed to fetch blog tags from Contentful",
} as const;

const CONTENT_TYPE = "blogPost";
const NEWEST_FIRST = "-fields.publishedDate";
const EMPTY_DOCUMENT = { nodeType: "document", data: {}, content: [] } as unknown as Document;

interface RawEntry {
  sys?: { id?: string; updatedAt?: string };
  fields?: Record<string, unknown>;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function mapImage(value: unknown, insecure: boolean): BlogImage | undefined {
  const asset = value as { fields?: { title?: unknown; file?: { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } } } };
  const file = asset?.fields?.file;
  const url = str(file?.url);
  // An unresolved link (no fields) counts as no image.
  if (!url) return undefined;
  const dims = file?.details?.image;
  return {
    url: assetUrl(url, insecure),
    width: typeof dims?.width === "number" ? dims.width : DEFAULT_BLOG_IMAGE.width,
    height: typeof dims?.height === "number" ? dims.height : DEFAULT_BLOG_IMAGE.height,
    title: str(asset.fields?.title),
  };
}

/** Maps a blogPost entry (links resolved, single locale) to a BlogPost. */
export function toBlogPost(entry: RawEntry, insecure = false): BlogPost {
  const f = entry.fields ?? {};
  const body = f.body && typeof f.body === "object" ? (f.body as Document) : EMPTY_DOCUMENT;
  const image = mapImage(f.image, insecure);
  const ownExcerpt = str(f.excerpt);
  return {
    id: entry.sys?.id ?? "",
    title: str(f.title),
    slug: str(f.slug),
    author: authorName(f.author),
    category: str(f.category),
    tags: Array.isArray(f.tags) ? f.tags.filter((t): t is string => typeof t === "string") : [],
    publishedDate: str(f.publishedDate),
    ...(entry.sys?.updatedAt ? { updatedAt: entry.sys.updatedAt } : {}),
    excerpt: makeExcerpt(ownExcerpt || body),
    body,
    image: image ?? { ...DEFAULT_BLOG_IMAGE },
    defaultImage: !image,
    readingTime: readingTime(body),
  };
}

export interface BlogQueryOptions {
  /** Contentful locale code (see toContentfulLocale); default: the space's default locale. */
  locale?: string;
}

export interface BlogApi {
  getBlogPosts(options?: { limit?: number; skip?: number } & BlogQueryOptions): Promise<BlogPage>;
  getBlogPostBySlug(slug: string, options?: BlogQueryOptions): Promise<BlogPost | null>;
  /** The newest posts; [] on failure (spec section 7). */
  getFeaturedPosts(limit?: number, options?: BlogQueryOptions): Promise<BlogPost[]>;
  searchBlogPosts(query: string, limit?: number, options?: BlogQueryOptions): Promise<BlogPost[]>;
  getPostsByCategory(category: string, limit?: number, options?: BlogQueryOptions): Promise<BlogPost[]>;
  getPostsByTag(tag: string, limit?: number, options?: BlogQueryOptions): Promise<BlogPost[]>;
  /** Every tag used by a post, sorted. */
  getAllTags(): Promise<string[]>;
}

/** Rethrows as the spec's message, keeping the SDK error as `cause`. */
async function withError<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new Error(message, { cause });
  }
}

export function createBlogApi(client: ContentClient): BlogApi {
  const insecure = client.config.insecure;
  const locale = (o?: BlogQueryOptions) => (o?.locale ? { locale: o.locale } : {});

  async function list(query: Record<string, unknown>): Promise<{ items: BlogPost[]; total: number; skip: number; limit: number }> {
    const sdk = await client.sdk();
    const res = await sdk.getEntries({ content_type: CONTENT_TYPE, order: [NEWEST_FIRST], ...query } as never);
    return {
      items: res.items.map((e) => toBlogPost(e as unknown as RawEntry, insecure)),
      total: res.total,
      skip: res.skip,
      limit: res.limit,
    };
  }

  return {
    getBlogPosts({ limit = 10, skip = 0, ...o } = {}) {
      return withError(BLOG_ERRORS.list, () => list({ limit, skip, ...locale(o) }));
    },
    async getBlogPostBySlug(slug, o) {
      const page = await withError(BLOG_ERRORS.bySlug, () => list({ "fields.slug": slug, limit: 1, ...locale(o) }));
      return page.items[0] ?? null;
    },
    async getFeaturedPosts(limit = 3, o) {
      try {
        return (await list({ limit, ...locale(o) })).items;
      } catch (err) {
        console.warn("[blog] featured posts unavailable:", err instanceof Error ? err.message : err);
        return [];
      }
    },
    async searchBlogPosts(query, limit = 10, o) {
      return (await withError(BLOG_ERRORS.search, () => list({ query, limit, ...locale(o) }))).items;
    },
    async getPostsByCategory(category, limit = 20, o) {
      return (await withError(BLOG_ERRORS.byCategory, () => list({ "fields.category": category, limit, ...locale(o) }))).items;
    },
    async getPostsByTag(tag, limit = 20, o) {
      return (await withError(BLOG_ERRORS.byTag, () => list({ "fields.tags": tag, limit, ...locale(o) }))).items;
    },
    getAllTags() {
      return withError(BLOG_ERRORS.tags, async () => {
        const sdk = await client.sdk();
        const tags = new Set<string>();
        const pageSize = 1000;
        for (let skip = 0; ; skip += pageSize) {
          const res = await sdk.getEntries({
            content_type: CONTENT_TYPE,
            select: ["fields.tags"],
            limit: pageSize,
            skip,
            include: 0,
          } as never);
          for (const e of res.items) {
            const t = (e.fields as { tags?: unknown }).tags;
            if (Array.isArray(t)) for (const tag of t) if (typeof tag === "string" && tag.trim()) tags.add(tag.trim());
          }
          if (skip + res.items.length >= res.total || res.items.length === 0) break;
        }
        return [...tags].sort((a, b) => a.localeCompare(b, "en"));
      });
    },
  };
}
