import type { SupabaseClient } from "@supabase/supabase-js";

/** The dashboard's tiles, in order: the figure's key in dashboard_summary() and the page it opens. */
export const TILES = [
  { key: "new_submissions", to: "/admin/contacts?status=new" },
  { key: "upcoming_appointments", to: "/admin/contacts/appointments" },
  { key: "pending_posts", to: "/admin/blog" },
  { key: "resources", to: "/admin/resources" },
  { key: "partners", to: "/admin/partners" },
  { key: "services", to: "/admin/services" },
] as const;
export type TileKey = (typeof TILES)[number]["key"];

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
