import type { Translate } from "./fallback";

/** Set when the service answered without translating (no provider key): no more calls this session. */
let untranslated = false;

/** The `translate` edge function (supabase/functions/translate), reached through supabase-js. */
export const translateWithService: Translate = async (texts, language) => {
  if (untranslated) return texts;
  const { getSupabase } = await import("../supabase");
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ translations: string[]; translated: boolean }>("translate", {
    body: { to: language, texts },
  });
  if (error || !data || !Array.isArray(data.translations)) throw error ?? new Error("translate: unexpected answer");
  if (data.translated === false) untranslated = true;
  return data.translations;
};
