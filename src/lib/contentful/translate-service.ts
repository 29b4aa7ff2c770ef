import type { Translate } from "./fallback";
import { retryableImport } from "../retry-import.ts";

/** Lazily, and never requested offline (a failed chunk would stay failed for the forms too: retry-import.ts). */
const loadSupabaseModule = retryableImport(() => import("../supabase.ts"));

/** Set when the service answered without translating (no provider key): no more calls this session. */
let untranslated = false;

/** After a 429 (the service's per-address limits), no call before this time (ms since the epoch). */
let pausedUntil = 0;

/** How long a 429 asks to wait, in seconds (Retry-After; a minute when absent), within 1 s to 1 h. */
function retryAfterSeconds(response: { headers?: Headers }): number {
  const seconds = Number(response.headers?.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.ceil(seconds), 3600) : 60;
}

/**
 * The `translate` edge function (supabase/functions/translate), reached through supabase-js.
 * Over the function's per-address limits (429) the texts stay English, with one warning, and no
 * call is made until the wait it asks for is over.
 */
export const translateWithService: Translate = async (texts, language) => {
  if (untranslated || Date.now() < pausedUntil) return texts;
  const { getSupabase } = await loadSupabaseModule();
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ translations: string[]; translated: boolean }>("translate", {
    body: { to: language, texts },
  });
  const response = (error as { context?: { status?: unknown; headers?: Headers } } | null)?.context;
  if (response?.status === 429) {
    // Batches sent together may all be refused: the first one warns, for all of them.
    if (Date.now() >= pausedUntil) {
      const seconds = retryAfterSeconds(response);
      pausedUntil = Date.now() + seconds * 1000;
      console.warn(`[content] translation limit reached; keeping English for ${seconds} s`);
    }
    return texts;
  }
  if (error || !data || !Array.isArray(data.translations)) throw error ?? new Error("translate: unexpected answer");
  if (data.translated === false) untranslated = true;
  return data.translations;
};
