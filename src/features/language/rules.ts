import { type Language, isLanguage, languageFromPath, languages, localizedPath, unlocalizedPath } from "~/lib/i18n/paths";

export { nativeNames } from "~/lib/i18n/paths";

/** The localStorage key of the visitor's chosen language (spec section 3). */
export const STORAGE_KEY = "language";

/**
 * The first of the browser's preferred languages that the site offers
 * ("fr-CA" counts as fr), or null when none is offered. Order matters:
 * ["de-DE", "en-US", "fr"] gives "en".
 */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

export interface FirstVisitInput {
  /** The URL's path the visitor landed on. */
  pathname: string;
  /** localStorage.language as read (null when unset or unreadable). */
  stored: string | null;
  /** navigator.languages. */
  preferred: readonly string[];
  /** True when the visitor got here by choosing English in the picker. */
  choseEnglish?: boolean;
}

/**
 * The language a visitor landing on `pathname` should be sent to, or null to
 * stay. Only English (unprefixed) public URLs are ever redirected: a /fr/… URL
 * is an explicit choice (a shared link, a search result). On an English URL:
 * - a visitor who just chose English stays;
 * - a stored choice wins: "en" stays, another language goes there;
 * - with no (valid) stored choice, the browser's first offered language goes,
 *   unless it is English.
 * A visitor can therefore always choose English and stay there: the picker
 * stores "en", which the second rule honours on every later visit.
 */
export function firstVisitLanguage({ pathname, stored, preferred, choseEnglish = false }: FirstVisitInput): Language | null {
  if (languageFromPath(pathname) !== "en") return null;
  if (/^\/admin(\/|$)/.test(pathname)) return null;
  if (choseEnglish) return null;
  if (isLanguage(stored)) return stored === "en" ? null : stored;
  const browser = browserLanguage(preferred);
  return browser && browser !== "en" ? browser : null;
}

/** A path without a trailing slash (except the root), so alternates of /about/ and /about agree. */
function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export interface Alternate {
  hrefLang: Language | "x-default";
  href: string;
}

/**
 * The hreflang alternates of a page: one absolute URL per language, and
 * x-default pointing to English (docs/decisions/0007-language-urls.md).
 */
export function alternates(pathname: string, siteUrl: string): Alternate[] {
  const origin = siteUrl.replace(/\/+$/, "");
  const base = unlocalizedPath(canonicalPath(pathname));
  const list: Alternate[] = languages.map((language) => ({
    hrefLang: language,
    href: origin + localizedPath(base, language),
  }));
  list.push({ hrefLang: "x-default", href: origin + localizedPath(base, "en") });
  return list;
}

/** The page's own URL, in its language and without query or trailing slash: its rel=canonical. */
export function canonicalUrl(pathname: string, siteUrl: string): string {
  return siteUrl.replace(/\/+$/, "") + canonicalPath(pathname);
}

/** The same page (query and hash kept) in another language. */
export function switchedUrl(location: { pathname: string; search: string; hash: string }, language: Language): string {
  return localizedPath(location.pathname, language) + location.search + location.hash;
}
