import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

import { type Language, languageFromPath, languages, unlocalizedPath } from "./paths";

export * from "./paths";

type Bundle = Record<string, unknown>;

/**
 * Strings live in one JSON file per namespace and language
 * (src/locales/<language>/<namespace>.json; each feature owns its namespace).
 * Prerendering (and tests) bundle them all; the browser fetches only what a
 * page needs — the shell's namespaces and the page's own, in its language and
 * in English as the fallback — before the page hydrates or is navigated to.
 */
const bundleAll = import.meta.env.SSR || import.meta.env.MODE === "test";
const eagerFiles = bundleAll
  ? import.meta.glob<{ default: Bundle }>("../../locales/*/*.json", { eager: true })
  : import.meta.glob<{ default: Bundle }>("../../locales/en/common.json", { eager: true });
const lazyFiles = bundleAll ? {} : import.meta.glob<{ default: Bundle }>("../../locales/*/*.json");

function fileLanguage(path: string): { language: string; namespace: string } {
  const match = /locales\/([^/]+)\/(.+)\.json$/.exec(path);
  return { language: match?.[1] ?? "", namespace: match?.[2] ?? "" };
}

/** Namespaces every public page uses (its shell). */
const SHELL_NAMESPACES = ["common", "shell", "preferences", "language"];

/** The namespaces a page needs, from its path (any language prefix removed). */
export function namespacesForPath(pathname: string): string[] {
  const path = unlocalizedPath(pathname).replace(/\/+$/, "") || "/";
  if (path === "/admin" || path.startsWith("/admin/")) return ["common", "admin", "admin-blog", "admin-contacts"];
  const page: [RegExp, string[]][] = [
    [/^\/$/, ["home"]],
    [/^\/about$/, ["about", "principles"]],
    [/^\/about\/principle\/[^/]+$/, ["principles"]],
    [/^\/services(\/[^/]+)?$/, ["services"]],
    [/^\/website-packages$/, ["packages"]],
    [/^\/resources$/, ["resources"]],
    [/^\/blog(\/[^/]+)?$/, ["blog"]],
    [/^\/contact$/, ["contact"]],
    [/^\/faq$/, ["faq"]],
    [/^\/(privacy|terms|cookies)$/, ["legal"]],
    [/^\/webmail$/, ["webmail"]],
  ];
  return [...SHELL_NAMESPACES, ...(page.find(([pattern]) => pattern.test(path))?.[1] ?? [])];
}

/**
 * One i18next instance, initialised synchronously so that prerendering and the
 * first client render agree: at build time every bundle is there; in the
 * browser a page's bundles are loaded before it hydrates (src/app/entry.client.tsx)
 * and before each navigation (the root route's clientMiddleware).
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
  resources: {},
  ns: ["common"],
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

for (const [path, module] of Object.entries(eagerFiles)) {
  const { language, namespace } = fileLanguage(path);
  i18n.addResourceBundle(language, namespace, module.default, true, true);
}

/** Fetches (in the browser) the given namespaces of a language that are not loaded yet. */
async function loadBundles(language: Language, namespaces: string[]): Promise<void> {
  const wanted = Object.entries(lazyFiles).filter(([path]) => {
    const file = fileLanguage(path);
    return file.language === language && namespaces.includes(file.namespace) && !i18n.hasResourceBundle(language, file.namespace);
  });
  await Promise.all(
    wanted.map(async ([path, load]) => {
      i18n.addResourceBundle(language, fileLanguage(path).namespace, (await load()).default, true, true);
    }),
  );
}

/**
 * Makes the strings of the page at `pathname` available: its namespaces in its
 * language, and in English (the fallback). Resolves when they are loaded.
 */
export async function loadPage(pathname: string): Promise<void> {
  const language = languageFromPath(pathname);
  const namespaces = namespacesForPath(pathname);
  await Promise.all([loadBundles("en", namespaces), language === "en" ? undefined : loadBundles(language, namespaces)]);
}

/** Makes a language's strings for a page available (default: the current page), e.g. before switching to it. */
export async function loadLanguage(language: Language, pathname?: string): Promise<void> {
  const path = pathname ?? (typeof window === "undefined" ? "/" : window.location.pathname);
  const namespaces = namespacesForPath(path);
  await Promise.all([loadBundles("en", namespaces), language === "en" ? undefined : loadBundles(language, namespaces)]);
}

/** Switches i18next to the language of the page being rendered (its strings must be loaded). */
export function useLanguageOf(pathname: string): Language {
  const language = languageFromPath(pathname);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return language;
}
