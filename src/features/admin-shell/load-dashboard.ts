import type { SupabaseClient } from "@supabase/supabase-js";

/** The dashboard's live tiles: a label key (admin namespace) and the table counted. */
export const COUNTED_TABLES = [
  { key: "partners", table: "partners" },
  { key: "posts", table: "blog_posts" },
  { key: "contacts", table: "contact_submissions" },
  { key: "services", table: "services" },
] as const;
export type CountKey = (typeof COUNTED_TABLES)[number]["key"];

/** Rows of `table` the user may see (a HEAD request with an exact count), or null when unavailable. */
export async function countRows(supabase: SupabaseClient, table: string): Promise<number | null> {
  const { count, error } = await supabase.from(table).select("*", { count: "exact", head: true });
  if (error || typeof count !== "number") return null;
  return count;
}

export interface RecentPost {
  id: string;
  title: string;
  status: string;
  created_at: string;
}

/** The newest blog posts (all statuses: staff read every post). */
export async function loadRecentPosts(supabase: SupabaseClient, limit = 5): Promise<RecentPost[]> {
  const { data, error } = await supabase
    .from("blog_posts")
    .select("id, title, status, created_at")
    .order("created_at", { ascending: false })
    .limit(limit);
  if (error) throw new Error(`Could not load recent posts: ${error.message}`);
  return (data ?? []) as RecentPost[];
}
