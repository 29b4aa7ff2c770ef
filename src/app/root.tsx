import { type ReactNode, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import { earlyInteractionScript, replayEarlyInteractions } from "~/components/ui/early-interactions";
import { Toaster } from "~/components/ui/toaster";
import { ColorBlindFilters } from "~/features/preferences/color-blind-filters";
import { PrePaintScript } from "~/features/preferences/pre-paint-script";
import type { ShellData } from "~/features/shell/api";
import { loadShellData } from "~/features/shell/load";
import { freshOrBuilt } from "~/lib/contentful/load";
import { contentLocaleOf, direction, i18n, languageFromPath, loadPage, useLanguageOf } from "~/lib/i18n";
import type { Route } from "./+types/root";
import { ScrollManager } from "./scroll";
import "./app.css";

/*
 * Shell content (site settings, services of the mega-menu) is global, so the
 * root route loads it: `loader` runs at build time for every prerendered page
 * (the content is in the HTML), `clientLoader` runs again in the browser on
 * hydration, so edits made in Contentful appear without a rebuild. If that
 * refresh fails, the build-time content stays.
 *
 * No HydrateFallback here: with clientLoader.hydrate, a root HydrateFallback
 * would replace the body of every prerendered page (React Router renders it
 * instead of the root's component at build time and on hydration). Paths served
 * by the SPA fallback show React Router's empty default until the root's
 * clientLoader has the shell content (a fraction of a second locally).
 */
/** Before every navigation, the next page's strings (its namespaces, in its language) are loaded. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadPage(new URL(request.url).pathname);
    return next();
  },
];

export async function loader({ request }: Route.LoaderArgs): Promise<ShellData> {
  return loadShellData(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<ShellData> {
  return freshOrBuilt(await loadShellData(contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

/** The default <title> and description (the firm's name and tagline); pages set their own. */
export function meta({ loaderData }: Route.MetaArgs) {
  const settings = loaderData?.data.settings;
  return [
    { title: settings?.firmName ?? i18n.t("shell:meta.defaultTitle") },
    ...(settings?.tagline ? [{ name: "description", content: settings.tagline }] : []),
  ];
}

/**
 * Moving between pages keeps the shell's content (no Contentful request per
 * navigation); an explicit revalidation (useRevalidator, e.g. after a language
 * change) or a form submission reloads it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const languageChanged = languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname);
  if (!formMethod && !languageChanged && currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  // The page's language comes from its URL (/fr/about); its strings are loaded before hydration.
  const language = useLanguageOf(useLocation().pathname);
  // Hydration keeps the attributes of a page served by the SPA fallback (built as English):
  // set them for the page actually shown.
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction(language);
  }, [language]);
  return (
    // suppressHydrationWarning: the pre-paint script adds the display-preference data attributes to <html>.
    <html lang={language} dir={direction(language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Display preferences (theme, sizes, modes) before the first paint. */}
        <PrePaintScript />
        {/* Taps before the code is ready are recorded and replayed after hydration (decision 0032). */}
        <script dangerouslySetInnerHTML={{ __html: earlyInteractionScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <ColorBlindFilters />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Runs once the whole page has hydrated (effects run children first).
  useEffect(() => replayEarlyInteractions(), []);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">
        {error instanceof Error && error.name === "ConfigError" ? i18n.t("configErrorTitle") : i18n.t("errorTitle")}
      </h1>
      <p role="alert">{message}</p>
    </main>
  );
}
