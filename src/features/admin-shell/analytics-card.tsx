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
  goals: number;
  /** Visits (a visitor's day) with a goal. */
  converted: number;
  /** converted / visitors, or null without visits. */
  conversion_rate: number | null;
}

/** The languages of the site, for the filter. */
export const LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;
export type SiteLanguage = (typeof LANGUAGES)[number];

/** What public.analytics_summary(days, only_language) answers (supabase/migrations/20261128402701_analytics_goals.sql). */
export interface AnalyticsSummary {
  days: number;
  language: SiteLanguage | null;
  current: Totals;
  previous: Totals;
  daily: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number; visitors: number; converted: number }[];
  languages: { language: string; views: number; visitors: number; converted: number }[];
  /** The referrer host of a visit's first view; "" is direct (or none sent). */
  sources: { source: string; visitors: number; converted: number }[];
  campaigns: { utm_source: string; utm_medium: string; utm_campaign: string; visitors: number; converted: number }[];
  devices: { device: string; views: number; visitors: number }[];
  /** "" is unknown. */
  countries: { country: string; views: number; visitors: number }[];
  goals: { goal: string; completions: number; visitors: number; rate: number | null }[];
  /** The page a goal's visitor viewed last before it; "" when they sent no page view. */
  goal_pages: { path: string; completions: number; visitors: number }[];
}

export async function loadAnalytics(supabase: SupabaseClient, days: Period, language: SiteLanguage | null = null): Promise<AnalyticsSummary> {
  const { data, error } = await supabase.rpc("analytics_summary", language ? { days, only_language: language } : { days });
  if (error || !data) throw new Error(`Could not load the analytics: ${error?.message ?? "no data"}`);
  return data as AnalyticsSummary;
}

/** The change from `previous` to `current` as a fraction, or null when there is nothing to compare with. */
export function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}


/**
 * Dashboard: the site's measured traffic over the chosen period (7/28/90 days) and language, against
 * the period before — page views, unique visitors, average visit duration, conversion rate (visits
 * with a goal / visits) — a chart of visitors per day with its table, and the tables of pages,
 * languages, sources, campaigns, devices, countries and goals, all computed by Postgres for staff
 * only (decision 0039); the figures can be exported as CSV.
 */
export function AnalyticsCard({ getClient }: { getClient: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin");
  const [days, setDays] = useState<Period>(28);
  const [language, setLanguage] = useState<SiteLanguage | null>(null);
  const periodId = useId();
  const languageId = useId();
  const [state] = useLoad(() => getClient().then((supabase) => loadAnalytics(supabase, days, language)), `${days}|${language ?? ""}`);

  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const rate = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const minutes = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "minute", unitDisplay: "narrow" });
  const seconds = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "second", unitDisplay: "narrow" });
  const duration = (total: number) =>
    total >= 60 ? `${minutes.format(Math.floor(total / 60))} ${seconds.format(Math.round(total % 60))}` : seconds.format(Math.round(total));
  const names = (type: "language" | "region") => {
    try {
      return new Intl.DisplayNames([i18n.language], { type });
    } catch {
      return null;
    }
  };
  const languageNames = names("language");
  const regionNames = names("region");

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
          [
            "conversionRate",
            state.value.current.conversion_rate === null ? t("dashboard.analytics.notMeasured") : rate.format(state.value.current.conversion_rate),
            change(state.value.current.conversion_rate, state.value.previous.conversion_rate),
          ],
        ] as const)
      : [];

  const exportCsv = () => {
    if (state.status !== "ready") return;
    void import("./analytics-csv").then(({ analyticsCsv, downloadText }) =>
      downloadText(analyticsCsv(state.value), `analytics-${days}d${language ? `-${language}` : ""}-${new Date().toISOString().slice(0, 10)}.csv`),
    );
  };

  return (
    <section aria-labelledby="dashboard-analytics" data-testid="analytics-card">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dashboard-analytics" className="text-lg font-semibold">
            {t("dashboard.analyticsHeading")}
          </h2>
          <p className="text-sm text-ink-muted">{t("dashboard.analytics.note")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
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
          <label htmlFor={languageId} className="flex items-center gap-2 text-sm">
            {t("dashboard.analytics.languageFilter")}
            <select
              id={languageId}
              value={language ?? ""}
              onChange={(event) => setLanguage((event.target.value || null) as SiteLanguage | null)}
              className="rounded-md border border-line bg-surface px-2 py-1"
            >
              <option value="">{t("dashboard.analytics.allLanguages")}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={exportCsv}
            disabled={state.status !== "ready"}
            className="rounded-md border border-line bg-surface px-3 py-1 text-sm font-medium hover:bg-surface-muted disabled:opacity-50"
            data-testid="analytics-export"
          >
            {t("dashboard.analytics.export")}
          </button>
        </div>
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
          </dl>

          {state.value.current.views === 0 && state.value.current.goals === 0 ? (
            <p className="mt-3 text-sm text-ink-muted">{t("dashboard.analytics.empty")}</p>
          ) : (
            <>
              <DailyChart daily={state.value.daily} />
              <div className="mt-4 grid gap-4 lg:grid-cols-2">
                <FigureTable
                  caption={t("dashboard.analytics.topPages")}
                  columns={[t("dashboard.analytics.page"), t("dashboard.analytics.views"), t("dashboard.analytics.visitorsColumn"), t("dashboard.analytics.goalVisits")]}
                  rows={state.value.pages.map((row) => ({ key: row.path, label: <bdi dir="ltr">{row.path}</bdi>, figures: [row.views, row.visitors, row.converted] }))}
                  testId="analytics-pages"
                />
                <FigureTable
                  caption={t("dashboard.analytics.languages")}
                  columns={[t("dashboard.analytics.language"), t("dashboard.analytics.views"), t("dashboard.analytics.visitorsColumn"), t("dashboard.analytics.goalVisits")]}
                  rows={state.value.languages.map((row) => ({
                    key: row.language,
                    label: <span lang={row.language}>{languageNames?.of(row.language) ?? row.language}</span>,
                    figures: [row.views, row.visitors, row.converted],
                  }))}
                  testId="analytics-languages"
                />
                <FigureTable
                  caption={t("dashboard.analytics.sources")}
                  columns={[t("dashboard.analytics.source"), t("dashboard.analytics.visitorsColumn"), t("dashboard.analytics.goalVisits")]}
                  rows={state.value.sources.map((row) => ({
                    key: row.source,
                    label: row.source ? <bdi dir="ltr">{row.source}</bdi> : t("dashboard.analytics.direct"),
                    figures: [row.visitors, row.converted],
                  }))}
                  testId="analytics-sources"
                />
                <FigureTable
                  caption={t("dashboard.analytics.campaigns")}
                  columns={[t("dashboard.analytics.campaign"), t("dashboard.analytics.visitorsColumn"), t("dashboard.analytics.goalVisits")]}
                  rows={state.value.campaigns.map((row) => ({
                    key: `${row.utm_source}|${row.utm_medium}|${row.utm_campaign}`,
                    label: <bdi dir="auto">{[row.utm_source || "–", row.utm_medium || "–", row.utm_campaign || "–"].join(" / ")}</bdi>,
                    figures: [row.visitors, row.converted],
                  }))}
                  empty={t("dashboard.analytics.noCampaigns")}
                  testId="analytics-campaigns"
                />
                <FigureTable
                  caption={t("dashboard.analytics.devices")}
                  columns={[t("dashboard.analytics.device"), t("dashboard.analytics.views"), t("dashboard.analytics.visitorsColumn")]}
                  rows={state.value.devices.map((row) => ({ key: row.device, label: t(`dashboard.analytics.device_${row.device}`), figures: [row.views, row.visitors] }))}
                  testId="analytics-devices"
                />
                <FigureTable
                  caption={t("dashboard.analytics.countries")}
                  columns={[t("dashboard.analytics.country"), t("dashboard.analytics.views"), t("dashboard.analytics.visitorsColumn")]}
                  rows={state.value.countries.map((row) => ({
                    key: row.country,
                    label: row.country ? (regionNames?.of(row.country) ?? row.country) : t("dashboard.analytics.unknownCountry"),
                    figures: [row.views, row.visitors],
                  }))}
                  testId="analytics-countries"
                />
                <FigureTable
                  caption={t("dashboard.analytics.goals")}
                  columns={[t("dashboard.analytics.goal"), t("dashboard.analytics.completions"), t("dashboard.analytics.goalVisits"), t("dashboard.analytics.rate")]}
                  rows={state.value.goals.map((row) => ({
                    key: row.goal,
                    label: t(`dashboard.analytics.goal_${row.goal}`),
                    figures: [row.completions, row.visitors, row.rate === null ? "–" : rate.format(row.rate)],
                  }))}
                  empty={t("dashboard.analytics.noGoals")}
                  testId="analytics-goals"
                />
                <FigureTable
                  caption={t("dashboard.analytics.goalPages")}
                  columns={[t("dashboard.analytics.page"), t("dashboard.analytics.completions"), t("dashboard.analytics.goalVisits")]}
                  rows={state.value.goal_pages.map((row) => ({
                    key: row.path,
                    label: row.path ? <bdi dir="ltr">{row.path}</bdi> : t("dashboard.analytics.noPage"),
                    figures: [row.completions, row.visitors],
                  }))}
                  empty={t("dashboard.analytics.noGoals")}
                  testId="analytics-goal-pages"
                />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Visitors per day as bars (decorative: hidden from assistive technology) and the same figures as a
 * table, one click away. The bars run in the reading direction: right to left in Arabic and Persian.
 */
function DailyChart({ daily }: { daily: AnalyticsSummary["daily"] }) {
  const { t, i18n } = useTranslation("admin");
  const count = new Intl.NumberFormat(i18n.language);
  const dayName = new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  const top = Math.max(1, ...daily.map((d) => d.visitors));
  const label = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));
  return (
    <figure className="mt-4 rounded-lg border border-line bg-surface p-4" data-testid="analytics-chart">
      <figcaption className="font-semibold">{t("dashboard.analytics.chart")}</figcaption>
      <div className="mt-3 flex h-32 items-end gap-px" aria-hidden="true" data-testid="analytics-chart-bars">
        {daily.map((d) => (
          <div
            key={d.day}
            className="min-w-0 flex-1 rounded-t-sm bg-brand"
            style={{ height: `${Math.max(d.visitors > 0 ? 4 : 1, (d.visitors / top) * 100)}%`, opacity: d.visitors > 0 ? 1 : 0.25 }}
            title={`${label(d.day)}: ${count.format(d.visitors)}`}
          />
        ))}
      </div>
      {daily.length > 0 && (
        <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
          <span>{label(daily[0]!.day)}</span>
          <span>{label(daily.at(-1)!.day)}</span>
        </div>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-muted">{t("dashboard.analytics.chartTable")}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-sm" data-testid="analytics-daily">
            <caption className="sr-only">{t("dashboard.analytics.chart")}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="p-2 text-start font-medium">{t("dashboard.analytics.day")}</th>
                <th scope="col" className="p-2 text-end font-medium">{t("dashboard.analytics.views")}</th>
                <th scope="col" className="p-2 text-end font-medium">{t("dashboard.analytics.visitorsColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day} className="border-b border-line last:border-0">
                  <th scope="row" className="p-2 text-start font-medium">
                    <time dateTime={d.day}>{label(d.day)}</time>
                  </th>
                  <td className="p-2 text-end">{count.format(d.views)}</td>
                  <td className="p-2 text-end">{count.format(d.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function FigureTable({
  caption,
  columns,
  rows,
  testId,
  empty,
}: {
  caption: string;
  /** The first column's heading, then the figures'. */
  columns: string[];
  rows: { key: string; label: React.ReactNode; figures: (number | string)[] }[];
  testId: string;
  empty?: string;
}) {
  const { i18n } = useTranslation("admin");
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full text-start text-sm" data-testid={testId}>
        <caption className="p-3 text-start font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`p-3 font-medium ${i === 0 ? "text-start" : "text-end"}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="p-3 text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0">
                <th scope="row" className="p-3 text-start font-medium wrap-anywhere">{row.label}</th>
                {row.figures.map((figure, i) => (
                  <td key={i} className="p-3 text-end">
                    {typeof figure === "number" ? count.format(figure) : figure}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
