/** The site's interface languages and the Contentful locales that hold their content. */
export const CONTENTFUL_LOCALES = { en: "en-US", fr: "fr", ru: "ru", ar: "ar", fa: "fa" } as const;
export type SiteLanguage = keyof typeof CONTENTFUL_LOCALES;

/** 'en' → 'en-US', 'fr' → 'fr', …; unknown languages get the default locale ('en-US'). */
export function toContentfulLocale(language: string | undefined | null): string {
  const base = (language ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  return (CONTENTFUL_LOCALES as Record<string, string>)[base] ?? CONTENTFUL_LOCALES.en;
}
