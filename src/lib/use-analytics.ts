import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { getConfig } from "./env";

/**
 * Reports each public page view (the landing page and every client navigation; ./analytics.ts),
 * once the page has hydrated and the main thread is idle: nothing on the critical path. A page left
 * before that (e.g. the first-visit language redirect) is not reported. Call once, in the public layout.
 */
export function useAnalytics(): void {
  const { pathname, search } = useLocation();
  const routeId = useMatches().at(-1)?.id;
  useEffect(() => {
    if (!routeId) return;
    let config: ReturnType<typeof getConfig>;
    try {
      config = getConfig();
    } catch {
      return; // No configuration, no report.
    }
    if (config.analyticsOff) return;
    const report = () =>
      void import("./analytics").then(
        ({ trackView }) => trackView({ supabaseUrl: config.supabase.url, anonKey: config.supabase.anonKey }, routeId, pathname, search),
        () => {}, // offline: this view is not reported
      );
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(report, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(report, 1);
    return () => clearTimeout(handle);
    // One report per path (a query-only change, e.g. a listing's filter, is the same page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
