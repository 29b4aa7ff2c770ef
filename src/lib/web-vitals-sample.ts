/**
 * Whether this page view is measured (src/lib/web-vitals.ts is loaded only when it is, so pages that
 * are not sampled download none of the measuring code).
 */
/** In this browser only, `localStorage.webVitalsSample = "1"` measures every visit (for checking a deployment). */
const OVERRIDE_KEY = "webVitalsSample";

export function sampled(rate: number, random: () => number = Math.random): boolean {
  let effective = rate;
  try {
    const override = globalThis.localStorage?.getItem(OVERRIDE_KEY);
    if (override !== null && override !== undefined && override !== "" && Number.isFinite(Number(override))) effective = Number(override);
  } catch {
    // Storage blocked: the configured rate applies.
  }
  return effective > 0 && random() < effective;
}
