import { type Language, languageFromPath, languages } from "../i18n/paths";

/** The language of the page the visitor is on (its URL prefix), English outside a browser. */
export function pageLanguage(): Language {
  const fromPath = typeof window === "undefined" ? "en" : languageFromPath(window.location.pathname);
  return (languages as readonly string[]).includes(fromPath) ? fromPath : "en";
}
