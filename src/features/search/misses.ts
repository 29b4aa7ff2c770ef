/**
 * A search that found nothing, reported for staff (issue 29 item 4; decision 0040): one request to
 * `public.record_search_miss` (supabase/migrations/20261128500001_search_misses.sql) with the query and
 * the page's language, nothing else. The same rules as page views (decision 0039): nothing for robots,
 * signed-in staff, Do-Not-Track or Global Privacy Control, or when VITE_ANALYTICS_OFF is set; no cookie,
 * no storage. Loaded by the search page on its first empty result only.
 */
import { browserFacts, reporting } from "~/lib/analytics";
import { getConfig } from "~/lib/env";

export async function reportMiss(query: string, language: string): Promise<boolean> {
  if (String(import.meta.env.VITE_ANALYTICS_OFF ?? "").trim() === "true") return false;
  const decision = reporting(browserFacts());
  if (!decision.send) return false;
  const { url, anonKey } = getConfig().supabase;
  const response = await fetch(`${url}/rest/v1/rpc/record_search_miss`, {
    method: "POST",
    keepalive: true,
    credentials: "omit",
    headers: { apikey: anonKey, Authorization: `Bearer ${decision.bearer ?? anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: query.slice(0, 100), language }),
  });
  return response.ok;
}
