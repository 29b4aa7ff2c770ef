import { type ComponentProps, type Ref } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type NavigateOptions,
  type To,
  useLocation,
  useNavigate,
} from "react-router";
import { type Language, languageFromPath, localizedPath } from "~/lib/i18n/paths";

/**
 * Links of the public site stay in the page's language: "/about" on a French
 * page points to "/fr/about" (docs/decisions/0007-language-urls.md). External
 * URLs, in-page anchors, relative paths and /admin are left as they are.
 */
export function localizeTo(to: To, language: Language): To {
  if (typeof to === "string") return localizeString(to, language);
  if (to.pathname) return { ...to, pathname: localizeString(to.pathname, language) };
  return to;
}

function localizeString(to: string, language: Language): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  if (/^\/admin(\/|$|\?|#)/.test(to)) return to;
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  return localizedPath(path, language) + (end === -1 ? "" : to.slice(end));
}

/** The language of the page being shown. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

export function Link({ to, ref, ...props }: ComponentProps<typeof RouterLink> & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink ref={ref} to={localizeTo(to, useLanguage())} {...props} />;
}

export function NavLink({ to, ref, ...props }: ComponentProps<typeof RouterNavLink> & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterNavLink ref={ref} to={localizeTo(to, useLanguage())} {...props} />;
}

/** useNavigate that keeps the page's language for site paths. */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const language = useLanguage();
  return (to: To | number, options?: NavigateOptions) =>
    typeof to === "number" ? navigate(to) : navigate(localizeTo(to, language), options);
}
