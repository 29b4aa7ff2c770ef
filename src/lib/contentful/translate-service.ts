import type { Translate } from "./fallback";
import { retryableImport } from "../retry-import.ts";

/** Lazily, and never requested offline (a failed chunk would stay failed for the forms too: retry-import.ts). */
const loadSupabaseModule = retryableImport(() => import("../supabase.ts"));

/** Set when the service answered without translating (no provider key): no more calls this session. */
let untranslated = false;

/** The `translate` edge function (supabase/functions/translate), reached through supabase-js. */
export const translateWithService: Translate = async (texts, language) => {
  if (untranslated) return texts;
  const { getSupabase } = await loadSupabaseModule();
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ translations: string[]; translated: boolean }>("translate", {
    body: { to: language, texts },
  });
  if (error || !data || !Array.isArray(data.translations)) throw error ?? new Error("translate: unexpected answer");
  if (data.translated === false) untranslated = true;
  return data.translations;
};
