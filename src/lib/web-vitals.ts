/**
 * Real-user measurement without cookies (issue 13): the Core Web Vitals of a
 * sample of page views (LCP, INP, CLS, from Google's `web-vitals`), each sent
 * as one row to Supabase's `web_vitals` table (insert-only for visitors; see
 * supabase/migrations/20261125000100_web_vitals.sql). A row holds the page
 * template, the language, the metric and its value: no URL, no identifier, no
 * time from the browser. The library is loaded only for sampled visits, after
 * the page has hydrated.
 */
import type { MetricType } from "web-vitals";

export interface VitalsTarget {
  supabaseUrl: string;
  anonKey: string;
}

export interface VitalsPage {
  /** The route template, e.g. "home", "service-page", "blog-post". */
  template: string;
  language: string;
}

/** The row a metric becomes (values rounded: milliseconds, or CLS to 4 decimals). */
export function vitalsRow(page: VitalsPage, metric: Pick<MetricType, "name" | "value">) {
  const value = metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return { template: page.template, language: page.language, metric: metric.name, value };
}

/** Sends one row; `keepalive` lets it leave while the page is being hidden or closed. */
export function sendVitalsRow(target: VitalsTarget, row: ReturnType<typeof vitalsRow>, fetchImpl: typeof fetch = fetch): void {
  void fetchImpl(`${target.supabaseUrl}/rest/v1/web_vitals`, {
    method: "POST",
    keepalive: true,
    headers: {
      apikey: target.anonKey,
      Authorization: `Bearer ${target.anonKey}`,
      "Content-Type": "application/json",
      Prefer: "return=minimal",
    },
    body: JSON.stringify(row),
  }).catch(() => {
    // A lost measurement is not worth a retry or a console error.
  });
}

let started = false;

/** Starts measuring this page view (the caller decided it is sampled: ./web-vitals-sample.ts); once per page load. */
export function startWebVitals(target: VitalsTarget, page: VitalsPage): void {
  if (started) return;
  started = true;
  void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
    const report = (metric: MetricType) => sendVitalsRow(target, vitalsRow(page, metric));
    onLCP(report);
    onINP(report);
    onCLS(report);
  });
}

/** The template and language of a public route id ("ar/routes/blog-post" → blog-post, ar). */
export function pageOfRoute(routeId: string): VitalsPage {
  const match = /^(?:(fr|ru|ar|fa)\/)?(?:routes\/)?(.+)$/.exec(routeId);
  return { template: (match?.[2] ?? routeId).replace(/[^a-z0-9-]/g, "-").slice(0, 40), language: match?.[1] ?? "en" };
}
