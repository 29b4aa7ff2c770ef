import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { getConfig } from "./env";
import { pageOfRoute, startWebVitals } from "./web-vitals";

/** Measures the page view the visitor landed on (sampled; see ./web-vitals.ts). Call once, in the public layout. */
export function useWebVitals(): void {
  const matches = useMatches();
  const landing = useRef(matches.at(-1)?.id);
  useEffect(() => {
    if (!landing.current) return;
    try {
      const config = getConfig();
      startWebVitals({ supabaseUrl: config.supabase.url, anonKey: config.supabase.anonKey }, pageOfRoute(landing.current), config.webVitalsSampleRate);
    } catch {
      // No configuration, no measurement.
    }
  }, []);
}
