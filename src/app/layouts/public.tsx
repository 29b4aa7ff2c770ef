import { type ReactNode, useEffect, useRef } from "react";
import { preload } from "react-dom";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { HreflangLinks, LanguagePicker, useFirstVisitLanguage } from "~/features/language";
import { AccessibilityToolbar } from "~/features/preferences/accessibility-toolbar";
import { type ShellData, emptyShellData } from "~/features/shell/api";
import { Footer } from "~/features/shell/footer";
import { languageFromPath, unlocalizedPath } from "~/lib/i18n/paths";
import { useWebVitals } from "~/lib/use-web-vitals";
import { Header } from "~/features/shell/header";

const noContent = emptyShellData(true);
const ARABIC_FONT = "/fonts/vazirmatn/vazirmatn-arabic-wght-normal.woff2";

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<ShellData>("root") ?? noContent;
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // Arabic and Persian pages fetch their font with the stylesheet, not when text first needs it.
  if (["ar", "fa"].includes(languageFromPath(pathname))) {
    preload(ARABIC_FONT, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  // A visitor landing on an English URL goes to their remembered (or, first time, their browser's) language.
  useFirstVisitLanguage();
  // Core Web Vitals of a sample of real visits (no cookies, no identifiers).
  useWebVitals();
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
      {/* This page in the other languages (<link rel="alternate" hreflang>, hoisted into <head>). */}
      <HreflangLinks />
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
      <main ref={mainRef} id="main" tabIndex={-1} className="min-h-[60vh]">
        {children}
      </main>
      <Footer data={data} year={new Date().getFullYear()} />
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

