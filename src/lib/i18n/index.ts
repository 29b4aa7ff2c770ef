import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** The languages the site is offered in, in the order of the language picker. */
export const languages = ["en", "fr", "ru", "ar", "fa"] as const;
export type Language = (typeof languages)[number];
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
 * English strings, one namespace per JSON file in src/locales/en (each feature
 * owns its file: shell.json, admin.json, ...). "common" is the default namespace.
 */
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/en/*.json", {
  eager: true,
});
const en = Object.fromEntries(
  Object.entries(englishFiles).map(([path, module]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), module.default]),
);
export const namespaces = Object.keys(en);

/**
 * One i18next instance, initialised synchronously with the English strings so
 * that prerendering and the first client render agree. Other languages are
 * added as resource bundles when chosen.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...languages],
  resources: { en },
  ns: namespaces,
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
