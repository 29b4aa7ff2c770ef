import type { SupabaseClient } from "@supabase/supabase-js";
import { getConfig } from "./env";
import { retryableImport } from "./retry-import";

let client: Promise<SupabaseClient> | undefined;

const loadSupabaseJs = retryableImport(() => import("@supabase/supabase-js"));

/**
 * The one Supabase client of the browser app (auth, data, storage, realtime).
 *
 * supabase-js is loaded on first use (a dynamic import), so public pages that
 * never touch Supabase do not carry it in their initial JavaScript. A failed
 * load (offline) is retried on the next call, under a fresh URL (retry-import.ts).
 * The session is persisted in localStorage (it survives a reload) and refreshed
 * before it expires. Used in the browser and, for the blog, at build time in Node.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= loadSupabaseJs().then(
    ({ createClient }) => {
      const { url, anonKey } = getConfig().supabase;
      return createClient(url, anonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          storage: typeof window === "undefined" ? undefined : window.localStorage,
        },
      });
    },
    (error: unknown) => {
      // A failed chunk load (e.g. offline) must not poison every later call.
      client = undefined;
      throw error;
    },
  );
  return client;
}
