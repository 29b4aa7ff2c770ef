/**
 * Reading public tables (partners, service pricing) with the anon key through the Data API, for
 * pages prerendered at build time and refreshed in the browser. A plain PostgREST GET: public pages
 * do not load supabase-js for a list. Row-level security decides what the anon key may see.
 */
import { getConfig } from "./env";

export const PUBLIC_REST_TIMEOUT_MS = 8_000;

/** GET /rest/v1/{query} as anon; throws on a failed request. */
export async function readPublic<T>(query: string, fetchImpl: typeof fetch = fetch): Promise<T[]> {
  const { url, anonKey } = getConfig().supabase;
  const response = await fetchImpl(`${url}/rest/v1/${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: "application/json" },
    // The build must not hang on an unreachable project; the browser has its own limits.
    signal: typeof window === "undefined" ? AbortSignal.timeout(PUBLIC_REST_TIMEOUT_MS) : undefined,
  });
  if (!response.ok) throw new Error(`${query.split("?")[0]}: ${response.status}`);
  return (await response.json()) as T[];
}
