import type { SupabaseClient } from "@supabase/supabase-js";
import { useTranslation } from "react-i18next";
import { useLoad } from "~/components/ui/use-async";

/** One row of public.web_vitals_p75(): the 75th percentile of one metric on one template in one language. */
export interface VitalsPercentile {
  template: string;
  language: string;
  metric: "LCP" | "INP" | "CLS";
  p75: number;
  samples: number;
}

/** Google's thresholds for "good" and "poor" at the 75th percentile (web.dev/articles/vitals). */
const THRESHOLDS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] } as const;
const METRICS = ["LCP", "INP", "CLS"] as const;

export function rating(metric: VitalsPercentile["metric"], p75: number): "good" | "needsImprovement" | "poor" {
  const [good, poor] = THRESHOLDS[metric];
  return p75 <= good ? "good" : p75 <= poor ? "needsImprovement" : "poor";
}

export async function loadVitals(supabase: SupabaseClient, days = 28): Promise<VitalsPercentile[]> {
  const { data, error } = await supabase.rpc("web_vitals_p75", { days });
  if (error) throw new Error(`Could not load the web vitals: ${error.message}`);
  return ((data ?? []) as VitalsPercentile[]).map((row) => ({ ...row, p75: Number(row.p75), samples: Number(row.samples) }));
}

/** Dashboard card: p75 of LCP, INP and CLS per template and language over the last 28 days. */
export function WebVitalsCard({ getClient }: { getClient: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin");
  const [state] = useLoad(() => getClient().then((supabase) => loadVitals(supabase)), getClient);

  const seconds = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "second", unitDisplay: "narrow", maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const millis = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "millisecond", unitDisplay: "narrow", maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const count = new Intl.NumberFormat(i18n.language);
  const format = (metric: VitalsPercentile["metric"], value: number) =>
    metric === "LCP" ? seconds.format(value / 1000) : metric === "INP" ? millis.format(value) : decimal.format(value);

  const pages = new Map<string, { template: string; language: string; samples: number; values: Partial<Record<VitalsPercentile["metric"], number>> }>();
  if (state.status === "ready") {
    for (const row of state.value) {
      const key = `${row.template}|${row.language}`;
      const page = pages.get(key) ?? { template: row.template, language: row.language, samples: 0, values: {} };
      page.values[row.metric] = row.p75;
      page.samples = Math.max(page.samples, row.samples);
      pages.set(key, page);
    }
  }

  return (
    <section aria-labelledby="dashboard-vitals" data-testid="web-vitals-card">
      <h2 id="dashboard-vitals" className="text-lg font-semibold">
        {t("dashboard.vitals.heading")}
      </h2>
      <p className="text-sm text-ink-muted">{t("dashboard.vitals.note")}</p>
      {state.status === "loading" ? (
        <p className="mt-2 text-sm text-ink-muted">{t("loading")}</p>
      ) : state.status === "error" ? (
        <p className="mt-2 text-sm text-ink-muted">{t("dashboard.vitals.error")}</p>
      ) : pages.size === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("dashboard.vitals.empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("dashboard.vitals.heading")}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="p-3 text-start font-medium">{t("dashboard.vitals.page")}</th>
                <th scope="col" className="p-3 text-start font-medium">{t("dashboard.vitals.language")}</th>
                {METRICS.map((metric) => (
                  <th key={metric} scope="col" className="p-3 text-start font-medium">
                    <abbr title={t(`dashboard.vitals.metrics.${metric}`)}>{metric}</abbr>
                  </th>
                ))}
                <th scope="col" className="p-3 text-end font-medium">{t("dashboard.vitals.samples")}</th>
              </tr>
            </thead>
            <tbody>
              {[...pages.values()].map((page) => (
                <tr key={`${page.template}|${page.language}`} className="border-b border-line last:border-0">
                  <th scope="row" className="p-3 text-start font-medium">{page.template}</th>
                  <td className="p-3" lang={page.language}>{page.language}</td>
                  {METRICS.map((metric) => {
                    const value = page.values[metric];
                    if (value === undefined) return <td key={metric} className="p-3 text-ink-muted">—</td>;
                    const verdict = rating(metric, value);
                    return (
                      <td key={metric} className="p-3 whitespace-nowrap" data-rating={verdict}>
                        <span className="font-semibold">{format(metric, value)}</span>{" "}
                        <span className={verdict === "good" ? "text-success" : verdict === "poor" ? "text-danger" : "text-ink-muted"}>
                          {t(`dashboard.vitals.rating.${verdict}`)}
                        </span>
                      </td>
                    );
                  })}
                  <td className="p-3 text-end">{count.format(page.samples)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
