import { i18n, type Language } from "~/lib/i18n";

type Bundle = Record<string, unknown>;
/** The admin-chat namespace's files; the i18n module leaves them out so that no page lists them up front. */
const files = import.meta.glob<{ default: Bundle }>("../../locales/*/admin-chat.json");

/** Loads the console's strings in `language` and in English (the fallback). */
export async function loadConsoleStrings(language: Language): Promise<void> {
  await Promise.all(
    [...new Set<Language>(["en", language])].map(async (lang) => {
      const load = files[`../../locales/${lang}/admin-chat.json`];
      if (i18n.hasResourceBundle(lang, "admin-chat") || !load) return;
      i18n.addResourceBundle(lang, "admin-chat", (await load()).default, true, true);
    }),
  );
}
