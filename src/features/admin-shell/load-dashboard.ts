import type { SupabaseClient } from "@supabase/supabase-js";

/** The page each dashboard tile opens, by the figure's key in dashboard_summary(), in the order they are shown. */
const TILE_PAGES = {
  new_submissions: "/admin/contacts?status=new",
  upcoming_appointments: "/admin/contacts/appointments",
  pending_posts: "/admin/blog",
  resources: "/admin/resources",
  partners: "/admin/partners",
  services: "/admin/services",
} as const;
export type TileKey = keyof typeof TILE_PAGES;
/** The dashboard's tiles, in order: the figure's key and the page it opens. */
export const TILES = (Object.keys(TILE_PAGES) as TileKey[]).map((key) => ({ key, to: TILE_PAGES[key] }));

export interface ActivityEvent {
  type: "submission" | "post" | "moderation";
  /** The submission's kind, or the post's status. */
  detail: string;
  title: string | null;
  who: string | null;
  at: string;
  id: string;
}

/** What public.dashboard_summary() answers: null where the caller may not see the rows (authors, submissions). */
export type DashboardSummary = Record<TileKey, number | null> & { recent: ActivityEvent[] };

/** Every figure of the dashboard, computed by Postgres under the caller's row-level security. */
export async function loadDashboard(supabase: SupabaseClient): Promise<DashboardSummary> {
  const { data, error } = await supabase.rpc("dashboard_summary");
  if (error || !data) throw new Error(`Could not load the dashboard: ${error?.message ?? "no data"}`);
  return data as DashboardSummary;
}
