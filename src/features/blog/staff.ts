/**
 * Staff posts approved in the admin portal, read from the Supabase view
 * public.published_blog_posts (it only ever contains approved, published
 * posts; row-level security and the view's own filter enforce that).
 */
import type { PostgrestClient } from "@supabase/postgrest-js";
import { fromStaffRow, type PublicPost, type StaffPostRow, uniqueSorted } from "./posts.ts";

export const STAFF_VIEW = "published_blog_posts";
const COLUMNS = "id,title,slug,category,tags,excerpt,content,cover_image_url,author_name,published_at,created_at,updated_at,language,i18n";
export const STAFF_ERROR = "Failed to fetch staff blog posts";

export interface StaffQuery {
  q?: string;
  category?: string;
  tag?: string;
  limit: number;
}

/**
 * The staff posts a page in `language` lists: those written or translated in its language
 * (the view's `languages`) and, on the other languages' pages, the English ones (shown in English,
 * marked). A French post without a Russian translation is not on /ru/blog.
 */
export function listedLanguages(language: string): string[] {
  return language === "en" ? ["en"] : [language, "en"];
}

export interface StaffSource {
  list(query: StaffQuery): Promise<PublicPost[]>;
  bySlug(slug: string): Promise<PublicPost | null>;
  /** Every tag and category used by a published staff post. */
  facets(): Promise<{ tags: string[]; categories: string[] }>;
}

/** Search words safe inside a PostgREST or=(...) filter: letters, digits and inner hyphens only. */
export function searchWords(q: string): string[] {
  return q
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ""))
    .filter(Boolean)
    .slice(0, 8);
}

/** A PostgreSQL array literal with one quoted element, for `cs` (contains). */
export function arrayLiteral(value: string): string {
  return `{"${value.replace(/["\\]/g, "\\$&")}"}`;
}

/** Rows as posts; the Markdown parser (for excerpts and reading time) is loaded only when there are rows. */
async function toPosts(rows: StaffPostRow[], language: string): Promise<PublicPost[]> {
  if (rows.length === 0) return [];
  const { markdownToPlain } = await import("../../lib/markdown-parse.ts");
  return rows.map((row) => fromStaffRow(row, markdownToPlain, language));
}

function fail(error: unknown): never {
  throw new Error(STAFF_ERROR, { cause: error });
}

/** The staff posts for pages in `language` (a site language code: en, fr, ru, ar, fa). */
export function createStaffSource(getClient: () => Promise<Pick<PostgrestClient, "from">>, language = "en"): StaffSource {
  const languages = listedLanguages(language);
  async function rows(build: (q: ReturnType<PostgrestClient["from"]>) => PromiseLike<{ data: unknown; error: unknown }>) {
    let client: Pick<PostgrestClient, "from">;
    try {
      client = await getClient();
    } catch (error) {
      fail(error);
    }
    const { data, error } = await build(client.from(STAFF_VIEW));
    if (error) fail(error);
    return (data ?? []) as StaffPostRow[];
  }

  return {
    async list({ q, category, tag, limit }) {
      const found = await rows((from) => {
        let query = from.select(COLUMNS).overlaps("languages", languages);
        for (const word of searchWords(q ?? "")) {
          query = query.or(`title.ilike.*${word}*,excerpt.ilike.*${word}*,content.ilike.*${word}*`);
        }
        if (category) query = query.eq("category", category);
        if (tag) query = query.filter("tags", "cs", arrayLiteral(tag));
        return query.order("published_at", { ascending: false }).limit(limit);
      });
      return toPosts(found, language);
    },
    async bySlug(slug) {
      const found = await rows((from) => from.select(COLUMNS).eq("slug", slug).limit(1));
      return (await toPosts(found.slice(0, 1), language))[0] ?? null;
    },
    async facets() {
      const found = await rows((from) => from.select("tags,category").overlaps("languages", languages).limit(1000));
      return {
        tags: uniqueSorted(found.map((r) => r.tags ?? [])),
        categories: uniqueSorted(found.map((r) => (r.category ? [r.category] : []))),
      };
    },
  };
}
