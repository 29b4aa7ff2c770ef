/** The site's languages and their URLs; no i18next here, so build scripts can import it. */
/** The languages the site is offered in, in the order of the language picker. */
export const languages = ["en", "fr", "ru", "ar", "fa"] as const;
export type Language = (typeof languages)[number];
/** Each language's name written in that language (the language picker, the portal's language select). */
export const nativeNames: Readonly<Record<Language, string>> = {
  en: "English",
  fr: "Français",
  ru: "Русский",
  ar: "العربية",
  fa: "فارسی",
};
export const rtlLanguages: ReadonlySet<Language> = new Set(["ar", "fa"]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Contentful locale code of a site language (Contentful's default locale is en-US). */
export function contentfulLocale(language: Language): string {
  return language === "en" ? "en-US" : language;
}

export function direction(language: Language): "ltr" | "rtl" {
  return rtlLanguages.has(language) ? "rtl" : "ltr";
}

/**
 * URL scheme (docs/decisions/0007-language-urls.md): English at the root
 * (/about), the other languages under their code (/fr/about, /ar/about).
 */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) && first !== "en" ? first : "en";
}

/** The path without its language prefix: /fr/about -> /about. */
export function unlocalizedPath(pathname: string): string {
  const language = languageFromPath(pathname);
  if (language === "en") return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: ("/fr/about", "ar") -> "/ar/about". */
export function localizedPath(pathname: string, language: Language): string {
  const path = unlocalizedPath(pathname);
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** The Contentful locale of the page at this URL (loaders: `contentLocaleOf(request.url)`). */
export function contentLocaleOf(url: string): string {
  return contentfulLocale(languageFromPath(new URL(url, "http://localhost").pathname));
}
