import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "~/components/ui/link";
import { SEARCH_KEYS, SEARCH_LINK_ATTRIBUTE } from "~/components/ui/early-interactions";
import { LogoMark, SearchIcon } from "~/components/ui/icons";
import type { ShellData } from "./api";
import { LoginMenu } from "./login-menu";
import { MobileMenu } from "./mobile-menu";
import { CONTACT_PATH, mainLinks } from "./nav";
import { ServicesMenu } from "./services-menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded px-3 py-2 text-sm font-semibold tracking-wide hover:text-brand ${
    isActive ? "text-brand underline decoration-accent decoration-2 underline-offset-8" : "text-ink"
  }`;

/**
 * The width, in characters, the firm's name needs to fit on two lines: the longer half of the best
 * split between two words (or the longest word, if longer), plus one for wider letters. The name's
 * minimum width is that many CHAR_EM, so it grows with the text size.
 */
export function twoLineChars(name: string): number {
  const words = name.trim().split(/\s+/);
  let best = name.length;
  for (let i = 1; i < words.length; i++) {
    best = Math.min(best, Math.max(words.slice(0, i).join(" ").length, words.slice(i).join(" ").length));
  }
  const longestWord = Math.max(...words.map((word) => word.length));
  return Math.max(best, longestWord) + 1;
}

/**
 * The width of an average character of the header's typefaces, in em. Not `ch`: `ch` is the width of
 * "0" in whichever font is showing, so it changed when the web font replaced its fallback, and the
 * header's row reflowed after the first paint (the 0.08 layout shift of the Arabic pages, whose
 * fallback's "0" is narrower). An em is the same in both.
 */
export const CHAR_EM = 0.62;

export interface HeaderProps {
  data: ShellData;
  /**
   * Slot for the header widgets of later features (language picker,
   * accessibility toolbar button), placed before the login options.
   */
  widgets?: ReactNode;
}

/** The sticky top bar: logo, main navigation with the services mega-menu, widgets, login options, CONTACT. */
export function Header({ data: { data, failed }, widgets }: HeaderProps) {
  const { t } = useTranslation("shell");
  const [home, ...rest] = mainLinks;
  const firmName = data.settings?.firmName;
  const header = useRef<HTMLElement>(null);
  // The header's height (it takes two rows on narrow screens with large text), for what sits below
  // it: the toasts (components/ui/toaster.tsx) and the mobile menu.
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--header-height", `${element.offsetHeight}px`));
    observer.observe(element);
    // "/" and Ctrl+K / ⌘K open the site search from the first paint (the inline script, decision 0040); the
    // link declares them once the page runs its code (not in the HTML, which scripts-off visitors get too).
    element.querySelector(`[${SEARCH_LINK_ATTRIBUTE}]`)?.setAttribute("aria-keyshortcuts", SEARCH_KEYS);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, []);
  return (
    <header
      ref={header}
      className="sticky top-0 z-50 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      {/* One row while the firm's name fits on two lines beside the navigation and controls (its
          minimum width, twoLineChars, is what two lines need); otherwise they wrap under it. The
          name wraps between words only, is balanced over its lines and is never cut; a name too
          long for two lines on the screen takes the row's width (100vw less the logo and padding). */}
      <div className="relative mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 lg:gap-x-6">
        <div className="flex flex-[1_1_0%]">
          <Link
            to="/"
            className="flex items-center gap-2 font-bold text-navy"
            aria-label={firmName ? undefined : t("nav.homeFallback")}
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand text-white">
              <LogoMark size={20} />
            </span>
            {firmName && (
              <span
                className="text-sm leading-tight [overflow-wrap:break-word] [text-wrap:balance] sm:text-base"
                style={{ minWidth: `min(${(twoLineChars(firmName) * CHAR_EM).toFixed(2)}em, calc(100vw - 5.5rem))` }}
                data-testid="firm-name"
                dir="auto"
              >
                {firmName}
              </span>
            )}
          </Link>
        </div>
        <nav aria-label={t("nav.label")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {home && (
              <li>
                <NavLink to={home.to} end className={linkClass}>
                  {t(home.label)}
                </NavLink>
              </li>
            )}
            <li>
              <ServicesMenu core={data.core} support={data.support} />
            </li>
            {rest.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The controls wrap onto a second row rather than push the page sideways (five round buttons do not
            fit 320 px with extra-large text). */}
        <div className="ms-auto flex max-w-full flex-wrap items-center justify-end gap-2">
          <div data-slot="header-widgets" className="flex items-center gap-2">
            {widgets}
          </div>
          {/* The site search (decision 0040): a plain link, so it works before hydration and without script;
              a full page load, because only the search page's policy lets Pagefind compile WebAssembly. */}
          <Link
            to="/search"
            reloadDocument
            data-search-link=""
            aria-label={t("nav.search")}
            title={t("nav.search")}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line text-brand hover:bg-brand-soft"
          >
            <SearchIcon />
          </Link>
          <LoginMenu />
          <NavLink
            to={CONTACT_PATH}
            className={({ isActive }) =>
              `btn-accent hidden md:inline-flex ${isActive ? "ring-2 ring-navy ring-offset-2" : ""}`
            }
          >
            {t("nav.contact")}
          </NavLink>
          <MobileMenu services={[...data.core, ...data.support]} />
        </div>
      </div>
      {failed && (
        <p role="status" className="border-t border-line bg-surface-muted px-4 py-1.5 text-center text-sm text-ink-muted">
          {t("content.failed")}
        </p>
      )}
    </header>
  );
}
