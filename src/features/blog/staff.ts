/**
 * Staff posts approved in the admin portal, read from the Supabase view
 * public.published_blog_posts (it only ever contains approved, published
 * posts; row-level security and the view's own filter enforce that).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { fromStaffRow, type PublicPost, type StaffPostRow, uniqueSorted } from "./posts";

export const STAFF_VIEW = "published_blog_posts";
const COLUMNS = "id,title,slug,category,tags,excerpt,content,cover_image_url,author_name,published_at,created_at";
export const STAFF_ERROR = "Failed to fetch staff blog posts";

export interface StaffQuery {
  q?: string;
  category?: string;
  tag?: string;
  limit: number;
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

function fail(error: unknown): never {
  throw new Error(STAFF_ERROR, { cause: error });
}

export function createStaffSource(getClient: () => Promise<SupabaseClient>): StaffSource {
  async function rows(build: (q: ReturnType<SupabaseClient["from"]>) => PromiseLike<{ data: unknown; error: unknown }>) {
    let client: SupabaseClient;
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
        let query = from.select(COLUMNS);
        for (const word of searchWords(q ?? "")) {
          query = query.or(`title.ilike.*${word}*,excerpt.ilike.*${word}*,content.ilike.*${word}*`);
        }
        if (category) query = query.eq("category", category);
        if (tag) query = query.filter("tags", "cs", arrayLiteral(tag));
        return query.order("published_at", { ascending: false }).limit(limit);
      });
      return found.map(fromStaffRow);
    },
    async bySlug(slug) {
      const found = await rows((from) => from.select(COLUMNS).eq("slug", slug).limit(1));
      return found[0] ? fromStaffRow(found[0]) : null;
    },
    async facets() {
      const found = await rows((from) => from.select("tags,category").limit(1000));
      return {
        tags: uniqueSorted(found.map((r) => r.tags ?? [])),
        categories: uniqueSorted(found.map((r) => (r.category ? [r.category] : []))),
      };
    },
  };
}
