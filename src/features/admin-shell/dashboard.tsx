import type { SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getSupabase } from "~/lib/supabase";
import { COUNTED_TABLES, countRows, loadRecentPosts, type CountKey, type RecentPost } from "./load-dashboard";
import { WebVitalsCard } from "./web-vitals-card";

type Counts = Partial<Record<CountKey, number | null>>;
type Recent = { status: "loading" } | { status: "ready"; posts: RecentPost[] } | { status: "error" };

const SAMPLE_STATS = ["pageViews", "conversionRate", "sessionDuration"] as const;

export interface DashboardProps {
  fullName: string | null;
  /** Where the Supabase client comes from (tests pass a fake). */
  getClient?: () => Promise<SupabaseClient>;
}

/**
 * The portal's home: 'Full Access' for any staff role, live counts of the
 * tables staff manage, and the analytics tiles of the original shown as what
 * they are (sample figures, no analytics service is connected).
 */
export function Dashboard({ fullName, getClient = getSupabase }: DashboardProps) {
  const { t, i18n } = useTranslation("admin");
  const [counts, setCounts] = useState<Counts>({});
  const [recent, setRecent] = useState<Recent>({ status: "loading" });

  useEffect(() => {
    let active = true;
    getClient().then(
      (supabase) => {
        for (const { key, table } of COUNTED_TABLES) {
          countRows(supabase, table).then(
            (count) => active && setCounts((previous) => ({ ...previous, [key]: count })),
            () => active && setCounts((previous) => ({ ...previous, [key]: null })),
          );
        }
        loadRecentPosts(supabase).then(
          (posts) => active && setRecent({ status: "ready", posts }),
          (error: unknown) => {
            console.warn(error);
            if (active) setRecent({ status: "error" });
          },
        );
      },
      (error: unknown) => {
        console.warn("The Supabase client could not start:", error);
        if (!active) return;
        setCounts(Object.fromEntries(COUNTED_TABLES.map(({ key }) => [key, null])));
        setRecent({ status: "error" });
      },
    );
    return () => {
      active = false;
    };
  }, [getClient]);

  const numbers = new Intl.NumberFormat(i18n.language);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t("dashboard.heading")}</h1>
        <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong">
          {t("dashboard.fullAccess")}
        </span>
      </div>
      <p className="text-ink-muted">
        {fullName ? `${t("dashboard.welcome", { name: fullName })} ` : ""}
        {t("dashboard.accessNote")}
      </p>

      <section aria-labelledby="dashboard-content">
        <h2 id="dashboard-content" className="text-lg font-semibold">
          {t("dashboard.contentHeading")}
        </h2>
        <p className="text-sm text-ink-muted">{t("dashboard.contentNote")}</p>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {COUNTED_TABLES.map(({ key }) => {
            const value = counts[key];
            return (
              <div key={key} className="rounded-lg border border-line bg-surface p-4" data-testid={`stat-${key}`}>
                <dt className="text-sm text-ink-muted">{t(`dashboard.stats.${key}`)}</dt>
                <dd className="mt-1 text-2xl font-semibold" aria-live="polite">
                  {value === undefined ? (
                    <span className="text-base font-normal text-ink-muted">{t("dashboard.countLoading")}</span>
                  ) : value === null ? (
                    <span className="text-base font-normal text-ink-muted">{t("dashboard.countUnavailable")}</span>
                  ) : (
                    numbers.format(value)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section aria-labelledby="dashboard-analytics">
        <h2 id="dashboard-analytics" className="text-lg font-semibold">
          {t("dashboard.analyticsHeading")}
        </h2>
        <p className="text-sm text-ink-muted">{t("dashboard.analyticsNote")}</p>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          {SAMPLE_STATS.map((key) => (
            <div key={key} className="rounded-lg border border-dashed border-line bg-surface p-4">
              <dt className="flex items-center justify-between gap-2 text-sm text-ink-muted">
                {t(`dashboard.stats.${key}`)}
                <span className="rounded bg-accent px-2 py-0.5 text-xs font-medium text-navy">
                  {t("dashboard.sample")}
                </span>
              </dt>
              <dd className="mt-1 text-2xl font-semibold text-ink-muted">{t(`dashboard.sampleValues.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <WebVitalsCard getClient={getClient} />

      <section aria-labelledby="dashboard-activity">
        <h2 id="dashboard-activity" className="text-lg font-semibold">
          {t("dashboard.activityHeading")}
        </h2>
        {recent.status === "loading" ? (
          <p className="mt-2 text-sm text-ink-muted">{t("loading")}</p>
        ) : recent.status === "error" ? (
          <p className="mt-2 text-sm text-ink-muted">{t("dashboard.activityError")}</p>
        ) : recent.posts.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t("dashboard.activityEmpty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
            {recent.posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="font-medium">{post.title}</span>
                <span className="text-sm text-ink-muted">
                  {t(`dashboard.status.${post.status}`, { defaultValue: post.status })} <span aria-hidden="true">·</span>{" "}
                  <time dateTime={post.created_at}>{dates.format(new Date(post.created_at))}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
