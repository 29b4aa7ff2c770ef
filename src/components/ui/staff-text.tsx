import type { HTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

/**
 * A text staff wrote in the portal, in the page's language (issue 25, decision 0033): the stored
 * translation, or the English, marked lang="en" dir="ltr" and isolated from the text around it so
 * an Arabic or Persian page keeps its punctuation in place. Pages show <NotTranslatedNote> beside
 * English shown this way.
 */
export function useStaffText() {
  const { i18n } = useTranslation();
  return <T extends string | string[]>(english: T, translations: Partial<Record<string, T | undefined>> | null | undefined) => {
    const language = i18n.language;
    const found = language !== "en" ? translations?.[language] : undefined;
    const usable = Array.isArray(found) ? found.length > 0 : Boolean(found?.trim());
    const fallback = !usable && language !== "en";
    const attributes = staffTextAttributes(fallback);
    return { text: (usable ? found : english) as T, fallback, attributes };
  };
}

/** The attributes of a staff text: English shown on another language's page is marked and isolated. */
export function staffTextAttributes(english: boolean): HTMLAttributes<HTMLElement> {
  return english ? { lang: "en", dir: "ltr", style: { unicodeBidi: "isolate" } } : { dir: "auto" };
}

/** "Not yet translated: shown in English.", in the page's language. */
export function NotTranslatedNote({ className = "mt-1 block text-xs text-ink-muted" }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <span className={className} data-testid="not-translated">
      {t("ui.notTranslated")}
    </span>
  );
}
