import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { preload } from "react-dom";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { HreflangLinks, LanguagePicker, useFirstVisitLanguage } from "~/features/language";
import { AccessibilityToolbar } from "~/features/preferences/accessibility-toolbar";
import { type ShellData, emptyShellData } from "~/features/shell/api";
import { Footer } from "~/features/shell/footer";
import { StaticIsland } from "~/components/ui/static-island";
import { inPreview } from "~/lib/contentful/client";
import { languageFromPath, unlocalizedPath } from "~/lib/i18n/paths";
import { retryableImport } from "~/lib/retry-import";
import { useWebVitals } from "~/lib/use-web-vitals";
import { Header } from "~/features/shell/header";
import cyrillicFont from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import latinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import arabicFont from "@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2?url";
import cyrillicHeadingFont from "@fontsource-variable/source-serif-4/files/source-serif-4-cyrillic-wght-normal.woff2?url";
import latinHeadingFont from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";

const noContent = emptyShellData(true);
/** Preview mode's banner (and live preview): its own chunk, never loaded by visitors. */
const PreviewBanner = lazy(() => import("~/features/preview/preview-banner"));
const noSubscription = () => () => {};
const notPrerendered = () => false;
/**
 * The live chat's button: not in any page's up-front JavaScript (a lazy chunk, fetched while the page
 * hydrates; it renders nothing until then), and the widget itself loads on the button's first click.
 * Offline, its chunk cannot load: the page goes on without the button (not React.lazy, whose failure
 * would reach the route's error screen and take the page with it) and tries again once back online.
 */
const loadChatLauncher = retryableImport(() => import("~/features/chat/chat-launcher"));

function ChatLauncher() {
  const [Launcher, setLauncher] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const attempt = () => {
      loadChatLauncher().then(
        (module) => active && setLauncher(() => module.default),
        () => {}, // offline: the "online" event tries again
      );
    };
    attempt();
    window.addEventListener("online", attempt);
    return () => {
      active = false;
      window.removeEventListener("online", attempt);
    };
  }, []);
  return Launcher ? <Launcher /> : null;
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<ShellData>("root") ?? noContent;
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const year = new Date().getFullYear();
  // Each page fetches its text face's and heading face's main files with the stylesheet, not when text
  // first needs them, so it usually paints in them from the start (decision 0030: 1.1 s earlier on a
  // throttled phone, before the first paint). Without the heading face's preload, it arrived after the
  // first paint and a heading whose words sit at the edge of a line broke differently once it swapped in
  // (/website-packages at 412 px: CLS 0.066). Arabic and Persian pages set headings in Vazirmatn. The same
  // hashed files as app.css's @font-face rules; the rest load on demand.
  const language = languageFromPath(pathname);
  const rightToLeft = language === "ar" || language === "fa";
  const textFont = rightToLeft ? arabicFont : language === "ru" ? cyrillicFont : latinFont;
  preload(textFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  if (!rightToLeft) {
    preload(language === "ru" ? cyrillicHeadingFont : latinHeadingFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  // A visitor landing on an English URL goes to their remembered (or, first time, their browser's) language.
  useFirstVisitLanguage();
  // Core Web Vitals of a sample of real visits, and one analytics page view per page (no cookies,
  // no storage, no identifiers; decision 0039).
  useWebVitals(pathname);
  // After hydration (the prerendered HTML has no banner): is this tab in preview mode?
  const previewing = useSyncExternalStore(noSubscription, inPreview, notPrerendered);
  const shownPath = useRef(pathname);
  useEffect(() => {
    // After a client-side navigation, keyboard and screen-reader users start at the new page's content.
    // The same page in another language (picker, first-visit redirect) keeps focus where it is.
    if (shownPath.current === pathname) return;
    const samePage = unlocalizedPath(shownPath.current) === unlocalizedPath(pathname);
    shownPath.current = pathname;
    if (!samePage) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {previewing && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      {/* This page in the other languages (<link rel="alternate" hreflang>, hoisted into <head>). */}
      <HreflangLinks />
      {/* Feed autodiscovery on every public page: browsers and feed readers find the blog's RSS. */}
      <link rel="alternate" type="application/rss+xml" title={t("rssFeed")} href="/rss.xml" />
      {/* Header widgets: the accessibility toolbar and the language picker. */}
      <Header
        data={data}
        widgets={
          <>
            <AccessibilityToolbar />
            <LanguagePicker />
          </>
        }
      />
      <main ref={mainRef} id="main" tabIndex={-1} className="public-main min-h-[60vh]">
        {children}
      </main>
      {/* Links and text only: hydration keeps its prerendered HTML (static-island.tsx). */}
      <StaticIsland data={[data, year]}>
        <Footer data={data} year={year} />
      </StaticIsland>
      <ChatLauncher />
    </>
  );
}

/** The public site's shell: skip link, sticky header, <main id="main">, footer. */
export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

