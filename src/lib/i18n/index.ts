import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

import { type Language, languageFromPath, languages } from "./paths";

export * from "./paths";

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

type Bundle = Record<string, unknown>;
/** The other languages' files: bundled for prerendering, fetched on demand in the browser. */
const otherFiles = import.meta.env.SSR
  ? import.meta.glob<{ default: Bundle }>(["../../locales/*/*.json", "!../../locales/en/*.json"], { eager: true })
  : {};
const lazyFiles = import.meta.env.SSR
  ? {}
  : import.meta.glob<{ default: Bundle }>(["../../locales/*/*.json", "!../../locales/en/*.json"]);

function fileLanguage(path: string): { language: string; namespace: string } {
  const match = /locales\/([^/]+)\/(.+)\.json$/.exec(path);
  return { language: match?.[1] ?? "", namespace: match?.[2] ?? "" };
}

/**
 * One i18next instance, initialised synchronously with the English strings so
 * that prerendering and the first client render agree. Other languages are
 * added as resource bundles: all of them at build time, and in the browser the
 * one a page needs, before it hydrates (src/app/entry.client.tsx) or before a
 * switch to it (loadLanguage).
 */
export const i18n: I18n = i18next.createInstance();

/** Persian pages write numbers with Persian digits, also where a number is interpolated ({{count}}). */
const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
export function localDigits(value: string, language: string): string {
  return language === "fa" ? value.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit) : value;
}

void i18n.use(initReactI18next).use({
  type: "postProcessor",
  name: "localDigits",
  process: (value: string, _key: unknown, options: { lng?: string }, translator: { language?: string }) =>
    localDigits(value, options.lng ?? translator.language ?? "en"),
}).init({
  postProcess: ["localDigits"],
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

for (const [path, module] of Object.entries(otherFiles)) {
  const { language, namespace } = fileLanguage(path);
  i18n.addResourceBundle(language, namespace, module.default, true, true);
}

/** Makes a language's strings available (fetching them in the browser); resolves when they are. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "en") return;
  const files = Object.entries(lazyFiles).filter(([path]) => fileLanguage(path).language === language);
  await Promise.all(
    files.map(async ([path, load]) => {
      const { namespace } = fileLanguage(path);
      if (i18n.hasResourceBundle(language, namespace)) return;
      i18n.addResourceBundle(language, namespace, (await load()).default, true, true);
    }),
  );
}

/** Switches i18next to the language of the page being rendered (its strings must be loaded). */
export function useLanguageOf(pathname: string): Language {
  const language = languageFromPath(pathname);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return language;
}
