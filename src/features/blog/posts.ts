/**
 * The public blog has two sources: Contentful `blogPost` entries and staff posts
 * approved in the admin portal (Supabase view `published_blog_posts`, Markdown
 * bodies). Both are mapped to one shape and merged newest first.
 */
import type { Document } from "@contentful/rich-text-types";
// Relative .ts paths: the feeds (scripts/lib/feeds.ts) run the blog's data code in Node too.
import { DEFAULT_BLOG_IMAGE } from "../../lib/contentful/assets.ts";
import type { BlogImage, BlogPost } from "../../lib/contentful/blog.ts";
import { AUTHOR_FALLBACK, excerpt, readingTime } from "../../lib/contentful/text.ts";

export type PostSource = "contentful" | "staff";

export type PostBody = { kind: "richText"; document: Document } | { kind: "markdown"; markdown: string };

/** The texts of a post that can be in another language than the page's. */
export type PostTextField = "title" | "excerpt" | "body";

/** What a card needs (no body: list data stays small in the prerendered HTML). */
export interface PostSummary {
  source: PostSource;
  id: string;
  slug: string;
  title: string;
  author: string;
  /** True when the post names no author: the page shows "the consulting team" in its language. */
  teamAuthor?: boolean;
  category: string;
  tags: string[];
  /**
   * Texts shown in another language than the page's, with that language (lang/dir on the element):
   * a Contentful field with no translation falls back to English; a staff post is in its own language.
   */
  fieldLanguages?: Partial<Record<PostTextField, string>>;
  /** ISO date-time. */
  publishedDate: string;
  /** ISO date-time of the last change, when the source tells it (sitemap lastmod). */
  updatedAt?: string;
  excerpt: string;
  image: BlogImage;
  defaultImage: boolean;
  /** Minutes. */
  readingTime: number;
}

export interface PublicPost extends PostSummary {
  body: PostBody;
}

/** A row of the Supabase view public.published_blog_posts. */
export interface StaffPostRow {
  id: string;
  title: string;
  slug: string;
  category: string | null;
  tags: string[] | null;
  excerpt: string | null;
  content: string | null;
  cover_image_url: string | null;
  author_name: string | null;
  published_at: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  /** The language the staff member wrote the post in (default en). */
  language?: string | null;
  /** The post in the site's other languages (decision 0041): {"ar": {"title": "…", "excerpt": "…", "content": "…"}}. */
  i18n?: Partial<Record<string, Partial<Record<"title" | "excerpt" | "content", string>>>> | null;
}

/**
 * A Contentful post; `english` names its fields that have no translation in the page's language
 * (the Delivery API fell back to English for them).
 */
export function fromContentful(post: BlogPost, english: readonly PostTextField[] = []): PublicPost {
  const { body, ...rest } = post;
  return {
    ...rest,
    ...(post.author === AUTHOR_FALLBACK ? { teamAuthor: true } : {}),
    ...(english.length > 0 ? { fieldLanguages: Object.fromEntries(english.map((field) => [field, "en"])) } : {}),
    source: "contentful",
    body: { kind: "richText", document: body },
  };
}

/** Markdown to plain text (~/lib/markdown-parse's markdownToPlain, passed in so that it loads only with staff posts). */
export type MarkdownToPlain = (markdown: string) => string;

/** A staff post shown on a page in `pageLanguage` (its texts are marked when written in another language). */
export function fromStaffRow(row: StaffPostRow, markdownToPlain: MarkdownToPlain, pageLanguage = "en"): PublicPost {
  const language = row.language || "en";
  // Each text in the page's language when staff translated it, else in the post's own (marked).
  // Without a translated excerpt, a translated body gives the excerpt.
  const translated = pageLanguage === language ? undefined : row.i18n?.[pageLanguage];
  const pick = (field: "title" | "excerpt" | "content") => (translated?.[field]?.trim() ? translated[field] : undefined);
  const [ownTitle, ownExcerptText, ownBody] = [pick("title"), pick("excerpt"), pick("content")];
  const title = ownTitle ?? row.title;
  const markdown = ownBody ?? row.content ?? "";
  const excerptText = ownExcerptText ?? (ownBody !== undefined ? "" : (row.excerpt ?? ""));
  const untranslated: Partial<Record<PostTextField, boolean>> = { title: !ownTitle, body: !ownBody, excerpt: !ownExcerptText && !ownBody };
  const fieldLanguages =
    pageLanguage === language ? {} : Object.fromEntries(Object.entries(untranslated).flatMap(([field, english]) => (english ? [[field, language]] : [])));
  const plain = markdownToPlain(markdown);
  const ownExcerpt = excerptText.trim() ? markdownToPlain(excerptText) : "";
  const cover = row.cover_image_url?.trim();
  return {
    source: "staff",
    id: row.id,
    slug: row.slug,
    title,
    author: row.author_name?.trim() || AUTHOR_FALLBACK,
    ...(row.author_name?.trim() ? {} : { teamAuthor: true }),
    ...(Object.keys(fieldLanguages).length > 0 ? { fieldLanguages } : {}),
    category: row.category?.trim() ?? "",
    tags: (row.tags ?? []).filter((t) => typeof t === "string" && t.trim() !== ""),
    publishedDate: row.published_at ?? row.created_at ?? "",
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
    excerpt: excerpt(ownExcerpt || plain),
    image: cover
      ? { url: cover, width: DEFAULT_BLOG_IMAGE.width, height: DEFAULT_BLOG_IMAGE.height, title: "" }
      : { ...DEFAULT_BLOG_IMAGE },
    defaultImage: !cover,
    readingTime: readingTime(plain),
    body: { kind: "markdown", markdown },
  };
}

export function toSummary(post: PublicPost | PostSummary): PostSummary {
  const { body: _body, ...summary } = post as PublicPost;
  return summary;
}

function time(post: PostSummary): number {
  const t = Date.parse(post.publishedDate);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * Posts of both sources, newest first (ties: title), one per slug (a Contentful
 * post wins over a staff post with the same slug), at most `limit`.
 */
export function mergeNewestFirst<T extends PostSummary>(lists: ReadonlyArray<ReadonlyArray<T>>, limit = Infinity): T[] {
  const bySlug = new Map<string, T>();
  for (const list of lists) {
    for (const post of list) {
      const seen = bySlug.get(post.slug);
      if (!seen || (seen.source === "staff" && post.source === "contentful")) bySlug.set(post.slug, post);
    }
  }
  return [...bySlug.values()]
    .sort((a, b) => time(b) - time(a) || a.title.localeCompare(b.title, "en"))
    .slice(0, limit);
}

/** Sorted, de-duplicated, non-empty strings (tags, categories). */
export function uniqueSorted(lists: ReadonlyArray<ReadonlyArray<string>>): string[] {
  const set = new Set<string>();
  for (const list of lists) for (const v of list) if (v.trim()) set.add(v.trim());
  return [...set].sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * Related posts: others sharing the category or a tag, scored by shared tags
 * (+2 for the category), then newest first.
 */
export function relatedPosts(post: PostSummary, candidates: ReadonlyArray<PostSummary>, limit = 3): PostSummary[] {
  const tags = new Set(post.tags.map((t) => t.toLowerCase()));
  const scored = mergeNewestFirst([candidates])
    .filter((c) => c.slug !== post.slug)
    .map((c) => ({
      c,
      score: (c.category && c.category === post.category ? 2 : 0) + c.tags.filter((t) => tags.has(t.toLowerCase())).length,
    }))
    .filter((s) => s.score > 0);
  // Stable sort keeps newest first among equal scores.
  return scored.sort((a, b) => b.score - a.score).slice(0, limit).map((s) => s.c);
}
