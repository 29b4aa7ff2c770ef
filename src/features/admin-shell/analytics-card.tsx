import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoad } from "~/components/ui/use-async";

/** The periods staff can choose, in days. */
export const PERIODS = [7, 28, 90] as const;
export type Period = (typeof PERIODS)[number];

interface Totals {
  views: number;
  visitors: number;
  /** Engagement seconds per visitor and day; null when no page reported its time. */
  average_seconds: number | null;
}

/** What public.analytics_summary(days) answers (supabase/migrations/20261128400001_page_views.sql). */
export interface AnalyticsSummary {
  days: number;
  current: Totals;
  previous: Totals;
  pages: { path: string; views: number; visitors: number }[];
  languages: { language: string; views: number; visitors: number }[];
}

export async function loadAnalytics(supabase: SupabaseClient, days: Period): Promise<AnalyticsSummary> {
  const { data, error } = await supabase.rpc("analytics_summary", { days });
  if (error || !data) throw new Error(`Could not load the analytics: ${error?.message ?? "no data"}`);
  return data as AnalyticsSummary;
}

/** The change from `previous` to `current` as a fraction, or null when there is nothing to compare with. */
export function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

/**
 * Dashboard: the site's measured traffic (page views, unique visitors, average visit duration) over
 * the chosen period against the one before, and the top pages and languages, computed by Postgres
 * for staff only (decision 0039). Conversions are not measured yet, and the card says so.
 */
export function AnalyticsCard({ getClient }: { getClient: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin");
  const [days, setDays] = useState<Period>(28);
  const periodId = useId();
  const [state] = useLoad(() => getClient().then((supabase) => loadAnalytics(supabase, days)), `${days}`);

  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const minutes = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "minute", unitDisplay: "narrow" });
  const seconds = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "second", unitDisplay: "narrow" });
  const duration = (total: number) =>
    total >= 60 ? `${minutes.format(Math.floor(total / 60))} ${seconds.format(Math.round(total % 60))}` : seconds.format(Math.round(total));
  const languageNames = (() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: "language" });
    } catch {
      return null;
    }
  })();

  const figures =
    state.status === "ready"
      ? ([
          ["pageViews", count.format(state.value.current.views), change(state.value.current.views, state.value.previous.views)],
          ["visitors", count.format(state.value.current.visitors), change(state.value.current.visitors, state.value.previous.visitors)],
          [
            "duration",
            state.value.current.average_seconds === null ? t("dashboard.analytics.notMeasured") : duration(state.value.current.average_seconds),
            change(state.value.current.average_seconds, state.value.previous.average_seconds),
          ],
        ] as const)
      : [];

  return (
    <section aria-labelledby="dashboard-analytics" data-testid="analytics-card">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dashboard-analytics" className="text-lg font-semibold">
            {t("dashboard.analyticsHeading")}
          </h2>
          <p className="text-sm text-ink-muted">{t("dashboard.analytics.note")}</p>
        </div>
        <label htmlFor={periodId} className="flex items-center gap-2 text-sm">
          {t("dashboard.analytics.period")}
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as Period)}
            className="rounded-md border border-line bg-surface px-2 py-1"
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`dashboard.analytics.days${period}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {state.status === "loading" ? (
        <p className="mt-2 text-sm text-ink-muted">{t("loading")}</p>
      ) : state.status === "error" ? (
        <p className="mt-2 text-sm text-ink-muted">{t("dashboard.analytics.error")}</p>
      ) : (
        <>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {figures.map(([key, value, delta]) => (
              <div key={key} className="rounded-lg border border-line bg-surface p-4" data-testid={`analytics-${key}`}>
                <dt className="text-sm text-ink-muted">{t(`dashboard.analytics.${key}`)}</dt>
                <dd className="mt-1 text-2xl font-semibold" data-testid={`analytics-${key}-value`}>
                  {value}
                </dd>
                <dd className="text-sm text-ink-muted">
                  {delta === null
                    ? t("dashboard.analytics.noComparison")
                    : t("dashboard.analytics.change", { change: percent.format(delta) })}
                </dd>
              </div>
            ))}
            <div className="rounded-lg border border-dashed border-line bg-surface p-4" data-testid="analytics-conversionRate">
              <dt className="text-sm text-ink-muted">{t("dashboard.analytics.conversionRate")}</dt>
              <dd className="mt-1 text-base text-ink-muted">{t("dashboard.analytics.notMeasured")}</dd>
              <dd className="text-sm text-ink-muted">{t("dashboard.analytics.conversionNote")}</dd>
            </div>
          </dl>

          {state.value.current.views === 0 ? (
            <p className="mt-3 text-sm text-ink-muted">{t("dashboard.analytics.empty")}</p>
          ) : (
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <FigureTable
                caption={t("dashboard.analytics.topPages")}
                first={t("dashboard.analytics.page")}
                rows={state.value.pages.map((row) => ({ key: row.path, label: <bdi dir="ltr">{row.path}</bdi>, views: row.views, visitors: row.visitors }))}
                testId="analytics-pages"
              />
              <FigureTable
                caption={t("dashboard.analytics.languages")}
                first={t("dashboard.analytics.language")}
                rows={state.value.languages.map((row) => ({
                  key: row.language,
                  label: <span lang={row.language}>{languageNames?.of(row.language) ?? row.language}</span>,
                  views: row.views,
                  visitors: row.visitors,
                }))}
                testId="analytics-languages"
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function FigureTable({
  caption,
  first,
  rows,
  testId,
}: {
  caption: string;
  first: string;
  rows: { key: string; label: React.ReactNode; views: number; visitors: number }[];
  testId: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full text-start text-sm" data-testid={testId}>
        <caption className="p-3 text-start font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="p-3 text-start font-medium">{first}</th>
            <th scope="col" className="p-3 text-end font-medium">{t("dashboard.analytics.views")}</th>
            <th scope="col" className="p-3 text-end font-medium">{t("dashboard.analytics.visitorsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line last:border-0">
              <th scope="row" className="p-3 text-start font-medium break-all">{row.label}</th>
              <td className="p-3 text-end">{count.format(row.views)}</td>
              <td className="p-3 text-end">{count.format(row.visitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
