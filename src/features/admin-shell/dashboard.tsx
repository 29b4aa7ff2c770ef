import type { SupabaseClient } from "@supabase/supabase-js";
import { useTranslation } from "react-i18next";
import { useLoad } from "~/components/ui/use-async";
import { formatMoment } from "~/lib/date-time";
import { getSupabase } from "~/lib/supabase";
import { Link } from "react-router";
import { type ActivityEvent, loadDashboard, TILES } from "./load-dashboard";
import { AnalyticsCard } from "./analytics-card";
import { SearchMissesCard } from "./search-misses-card";
import { WebVitalsCard } from "./web-vitals-card";
import { isolate } from "~/lib/bidi";

export interface DashboardProps {
  fullName: string | null;
  /** Where the Supabase client comes from (tests pass a fake). */
  getClient?: () => Promise<SupabaseClient>;
}

/**
 * The portal's home: 'Full Access' for any staff role, the figures of what staff manage (computed by
 * Postgres, each tile opening its page), the latest submissions, posts and moderation decisions,
 * and the site's analytics measured without cookies (./analytics-card.tsx).
 */
export function Dashboard({ fullName, getClient = getSupabase }: DashboardProps) {
  const { t, i18n } = useTranslation("admin");
  const [state] = useLoad(() => getClient().then(loadDashboard), getClient);

  const numbers = new Intl.NumberFormat(i18n.language);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t("dashboard.heading")}</h1>
        <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong">
          {t("dashboard.fullAccess")}
        </span>
      </div>
      <p className="text-ink-muted">
        {fullName ? `${t("dashboard.welcome", { name: isolate(fullName) })} ` : ""}
        {t("dashboard.accessNote")}
      </p>

      <section aria-labelledby="dashboard-content">
        <h2 id="dashboard-content" className="text-lg font-semibold">
          {t("dashboard.contentHeading")}
        </h2>
        <p className="text-sm text-ink-muted">{t("dashboard.contentNote")}</p>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {TILES.map(({ key, to }) => {
            const value = state.status === "ready" ? state.value[key] : undefined;
            if (state.status === "ready" && value === null) return null;
            return (
              <li key={key}>
                <Link to={to} className="block rounded-lg border border-line bg-surface p-4 hover:border-brand" data-testid={`stat-${key}`}>
                  <span className="block text-sm text-ink-muted">{t(`dashboard.tiles.${key}`)}</span>
                  <span className="mt-1 block text-2xl font-semibold" aria-live="polite">
                    {state.status === "loading" ? (
                      <span className="text-base font-normal text-ink-muted">{t("dashboard.countLoading")}</span>
                    ) : state.status === "error" ? (
                      <span className="text-base font-normal text-ink-muted">{t("dashboard.countUnavailable")}</span>
                    ) : (
                      numbers.format(value ?? 0)
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <AnalyticsCard getClient={getClient} />

      <SearchMissesCard getClient={getClient} />

      <WebVitalsCard getClient={getClient} />

      <section aria-labelledby="dashboard-activity">
        <h2 id="dashboard-activity" className="text-lg font-semibold">
          {t("dashboard.activityHeading")}
        </h2>
        {state.status === "loading" ? (
          <p className="mt-2 text-sm text-ink-muted">{t("loading")}</p>
        ) : state.status === "error" ? (
          <p className="mt-2 text-sm text-ink-muted">{t("dashboard.activityError")}</p>
        ) : state.value.recent.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t("dashboard.activityEmpty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface" data-testid="activity">
            {state.value.recent.map((event) => (
              <li key={`${event.type}-${event.id}-${event.at}`} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{activityLabel(event, t)}</span>{" "}
                  {event.title && <bdi className="text-ink">{event.title}</bdi>}
                  {event.who && (
                    <span className="text-ink-muted">
                      {" "}
                      <span aria-hidden="true">·</span> <bdi>{event.who}</bdi>
                    </span>
                  )}
                </span>
                <time className="text-sm text-ink-muted" dateTime={event.at}>
                  {formatMoment(event.at, i18n.language, "medium")}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** "New appointment request", "Post submitted", "Post approved"… */
function activityLabel(event: ActivityEvent, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (event.type === "submission") return t(`dashboard.activity.submission.${event.detail}`, { defaultValue: event.detail });
  if (event.type === "moderation") return t(`dashboard.activity.moderation.${event.detail}`, { defaultValue: event.detail });
  return t("dashboard.activity.post");
}
