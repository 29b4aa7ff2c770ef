import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { getConfig } from "./env";
import { sampled } from "./web-vitals-sample";

/** Measures the page view the visitor landed on, when sampled (see ./web-vitals.ts). Call once, in the public layout. */
export function useWebVitals(): void {
  const matches = useMatches();
  const landing = useRef(matches.at(-1)?.id);
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
