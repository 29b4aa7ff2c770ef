import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { getConfig } from "./env";
import { sampled } from "./web-vitals-sample";

/**
 * Measures the page view the visitor landed on, when sampled (see ./web-vitals.ts), and reports every
 * page view — the landing page and each client navigation to a new path — to the site's analytics
 * (./analytics.ts, decision 0039) once the page has hydrated (the chunk then waits for an idle moment): nothing on
 * the critical path, and as little code up front as possible (one hook for both). A page left before
 * that (e.g. the first-visit language redirect) is not reported. Call once, in the public layout.
 */
export function useWebVitals(pathname: string): void {
  const routeId = useMatches().at(-1)?.id;
  const landing = useRef(routeId);
  useEffect(() => {
    // A page left before its report (the first-visit language redirect) is skipped by reportView.
    setTimeout(() => routeId && import("./analytics").then((m) => m.reportView(routeId, pathname), () => {}));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    const routeId = landing.current;
    if (!routeId) return;
    let config: ReturnType<typeof getConfig>;
    try {
      config = getConfig();
    } catch {
      return; // No configuration, no measurement.
    }
    if (!sampled(config.webVitalsSampleRate)) return;
    void import("./web-vitals").then(({ pageOfRoute, startWebVitals }) =>
      startWebVitals({ supabaseUrl: config.supabase.url, anonKey: config.supabase.anonKey }, pageOfRoute(routeId)),
    );
  }, []);
}
