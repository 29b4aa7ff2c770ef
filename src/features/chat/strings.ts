import { i18n, type Language } from "~/lib/i18n";

type Bundle = Record<string, unknown>;
/** The chat namespace's files; the i18n module leaves them out so that no page lists them up front. */
const files = import.meta.glob<{ default: Bundle }>("../../locales/*/chat.json");

/** Loads the widget's strings in `language` and in English (the fallback). */
export async function loadChatStrings(language: Language): Promise<void> {
  await Promise.all(
    [...new Set<Language>(["en", language])].map(async (lang) => {
      const load = files[`../../locales/${lang}/chat.json`];
      if (i18n.hasResourceBundle(lang, "chat") || !load) return;
      i18n.addResourceBundle(lang, "chat", (await load()).default, true, true);
    }),
  );
}
