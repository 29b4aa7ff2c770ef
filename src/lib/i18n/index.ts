import i18next, { type i18n as I18n } from "i18next";
import { useSyncExternalStore } from "react";
import { initReactI18next } from "react-i18next";

import { isLanguage, type Language, languageFromPath, languages, unlocalizedPath } from "./paths";

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
// Namespaces their own features load on first use, so no page lists them up front: preview mode's
// (src/features/preview) and the live chat's (src/features/chat/strings.ts, src/features/admin-chat/strings.ts).
const lazyFiles = bundleAll
  ? {}
  : import.meta.glob<{ default: Bundle }>([
      "../../locales/*/*.json",
      "!../../locales/*/preview.json",
      "!../../locales/*/chat.json",
      "!../../locales/*/admin-chat.json",
    ]);
const SELF_LOADED = new Set(["preview", "chat", "admin-chat"]);

function fileLanguage(path: string): { language: string; namespace: string } {
  const match = /locales\/([^/]+)\/(.+)\.json$/.exec(path);
  return { language: match?.[1] ?? "", namespace: match?.[2] ?? "" };
}

/** The portal's namespaces: common and every `admin*` file (each portal feature owns one), found from the files themselves. */
const ADMIN_NAMESPACES = [
  "common",
  ...new Set(
    Object.keys(bundleAll ? eagerFiles : lazyFiles)
      .map((path) => fileLanguage(path).namespace)
      .filter((namespace) => (namespace === "admin" || namespace.startsWith("admin-")) && !SELF_LOADED.has(namespace))
      .sort(),
  ),
];

/** Namespaces every public page uses (its shell). */
const SHELL_NAMESPACES = ["common", "shell", "preferences", "language"];

/** The namespaces a page needs, from its path (any language prefix removed). */
export function namespacesForPath(pathname: string): string[] {
  const path = unlocalizedPath(pathname).replace(/\/+$/, "") || "/";
  if (path === "/admin" || path.startsWith("/admin/")) return ADMIN_NAMESPACES;
  const page: [RegExp, string[]][] = [
    [/^\/$/, ["home"]],
    [/^\/about$/, ["about", "principles"]],
    [/^\/about\/principle\/[^/]+$/, ["principles"]],
    [/^\/services(\/[^/]+)?$/, ["services"]],
    [/^\/website-packages$/, ["packages"]],
    [/^\/resources$/, ["resources"]],
    [/^\/blog(\/[^/]+)?$/, ["blog"]],
    [/^\/contact$/, ["contact"]],
    [/^\/appointment$/, ["appointment"]],
    [/^\/faq$/, ["faq"]],
    [/^\/search$/, ["search"]],
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

/**
 * Persian pages write numbers with Persian digits, also where a number is interpolated ({{count}}) —
 * but never inside text a person typed: what `isolate()` wraps (a name, a file name, an e-mail address,
 * between U+2068 and U+2069, as every interpolated user text is) reads as typed.
 */
const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const ISOLATE_OPENERS = new Set(["\u2066", "\u2067", "\u2068"]);
const POP_ISOLATE = "\u2069";
export function localDigits(value: string, language: string): string {
  if (language !== "fa") return value;
  let depth = 0;
  let out = "";
  for (const char of value) {
    if (ISOLATE_OPENERS.has(char)) depth++;
    else if (char === POP_ISOLATE && depth > 0) depth--;
    out += depth === 0 && char >= "0" && char <= "9" ? PERSIAN_DIGITS[Number(char)]! : char;
  }
  return out;
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
  const language = pageLanguage(pathname);
  const namespaces = namespacesForPath(pathname);
  await Promise.all([loadBundles("en", namespaces), language === "en" ? undefined : loadBundles(language, namespaces)]);
}

/** Makes a language's strings for a page available (default: the current page), e.g. before switching to it. */
export async function loadLanguage(language: Language, pathname?: string): Promise<void> {
  const path = pathname ?? (typeof window === "undefined" ? "/" : window.location.pathname);
  const namespaces = namespacesForPath(path);
  await Promise.all([loadBundles("en", namespaces), language === "en" ? undefined : loadBundles(language, namespaces)]);
}

const ADMIN_PATH = /^\/admin(\/|$)/;
/** localStorage key of the chosen language (LANGUAGE_KEY in lib/preferences; not imported, to keep every page's code small). */
const LANGUAGE_KEY = "language";
const portalListeners = new Set<() => void>();

/** The portal's language: the stored choice (docs/decisions/0007-language-urls.md), English without one or on the server. */
function portalLanguage(): Language {
  if (typeof window === "undefined") return "en";
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : "en";
  } catch {
    return "en";
  }
}

/**
 * The language of the page at `pathname`: public pages carry it in their URL (/fr/about); the
 * portal (/admin, unprefixed) is in the language the user chose last.
 */
export function pageLanguage(pathname: string): Language {
  return ADMIN_PATH.test(pathname) ? portalLanguage() : languageFromPath(pathname);
}

/** Switches the portal to a language: its strings are loaded first, the choice is remembered. */
export async function choosePortalLanguage(language: Language): Promise<void> {
  await loadLanguage(language, "/admin");
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: nothing to remember it in; the portal stays in its language.
    return;
  }
  for (const listener of portalListeners) listener();
}

function subscribePortalLanguage(listener: () => void): () => void {
  portalListeners.add(listener);
  // Another tab's choice (the public site's picker or the portal's) applies here too, once loaded.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_KEY) void loadLanguage(portalLanguage(), "/admin").then(listener);
  };
  window.addEventListener("storage", onStorage);
  return () => {
    portalListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Switches i18next to the language of the page being rendered (its strings must be loaded). The
 * portal hydrates in English, as the fallback HTML was built, then shows the stored language.
 */
export function useLanguageOf(pathname: string): Language {
  const portal = useSyncExternalStore(subscribePortalLanguage, portalLanguage, () => "en" as Language);
  const language = ADMIN_PATH.test(pathname) ? portal : languageFromPath(pathname);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return language;
}
