import type { PostgrestClient } from "@supabase/postgrest-js";
import { getConfig } from "./env";
import { retryableImport } from "./retry-import";

/**
 * The Data API as the anon key sees it, for public pages' queries that need PostgREST's grammar
 * (filters, `or`, ordering): postgrest-js alone, the query builder inside supabase-js, without
 * supabase-js's auth, realtime, storage and functions clients (about 200 KB of script a public page
 * would evaluate for one list). Row-level security decides what it may read. Loaded on first use; a
 * failed load (offline) is retried on the next call (retry-import.ts).
 */
let client: Promise<PostgrestClient> | undefined;
const loadPostgrest = retryableImport(() => import("@supabase/postgrest-js"));

export function getPublicPostgrest(): Promise<PostgrestClient> {
  client ??= loadPostgrest().then(
    ({ PostgrestClient }) => {
      const { url, anonKey } = getConfig().supabase;
      return new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}
