import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoad } from "~/components/ui/use-async";

const PERIODS = [7, 28, 90] as const;
type Period = (typeof PERIODS)[number];

/** What public.search_misses_summary(days) answers (supabase/migrations/20261128500001_search_misses.sql). */
export interface SearchMissesSummary {
  days: number;
  total: number;
  queries: { query: string; language: string; misses: number; last_day: string }[];
}

export async function loadSearchMisses(supabase: SupabaseClient, days: Period): Promise<SearchMissesSummary> {
  const { data, error } = await supabase.rpc("search_misses_summary", { days });
  if (error || !data) throw new Error(`Could not load the searches: ${error?.message ?? "no data"}`);
  return data as SearchMissesSummary;
}

/**
 * Dashboard: what visitors searched for on the site and did not find (issue 29 item 4; decision 0040),
 * the 20 most frequent queries of the period with their language and count, computed by Postgres for
 * staff only. Each query is shown in its own language and direction.
 */
export function SearchMissesCard({ getClient }: { getClient: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin", { keyPrefix: "searchMisses" });
  const [days, setDays] = useState<Period>(28);
  const periodId = useId();
  const headingId = useId();
  const [state] = useLoad(() => getClient().then((supabase) => loadSearchMisses(supabase, days)), `${days}`);
  const count = new Intl.NumberFormat(i18n.language);
  const languageNames = (() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: "language" });
    } catch {
      return null;
    }
  })();

  return (
    <section aria-labelledby={headingId} data-testid="search-misses-card">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t("heading")}
          </h2>
          <p className="text-sm text-ink-muted">{t("note")}</p>
        </div>
        <label htmlFor={periodId} className="flex items-center gap-2 text-sm">
          {t("period")}
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as Period)}
            className="rounded-md border border-line bg-surface px-2 py-1"
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`days${period}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.status === "loading" ? (
        <p className="mt-2 text-sm text-ink-muted">{t("loading")}</p>
      ) : state.status === "error" ? (
        <p className="mt-2 text-sm text-ink-muted">{t("error")}</p>
      ) : state.value.queries.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t("empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-start text-sm" data-testid="search-misses">
            <caption className="p-3 text-start font-semibold">{t("caption", { count: state.value.total })}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="p-3 text-start font-medium">{t("query")}</th>
                <th scope="col" className="p-3 text-start font-medium">{t("language")}</th>
                <th scope="col" className="p-3 text-end font-medium">{t("searches")}</th>
              </tr>
            </thead>
            <tbody>
              {state.value.queries.map((row) => (
                <tr key={`${row.language}:${row.query}`} className="border-b border-line last:border-0">
                  <th scope="row" className="p-3 text-start font-medium break-words">
                    <bdi lang={row.language} dir="auto">{row.query}</bdi>
                  </th>
                  <td className="p-3">{languageNames?.of(row.language) ?? row.language}</td>
                  <td className="p-3 text-end">{count.format(row.misses)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
