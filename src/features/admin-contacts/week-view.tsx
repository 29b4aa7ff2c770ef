import type { SupabaseClient } from "@supabase/supabase-js";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { secondaryButton } from "~/components/ui/styles";
import { useLoad } from "~/components/ui/use-async";
import { firmDay, firmInstant, firmZoneName, formatDay, formatMoment } from "~/lib/date-time";
import { getSupabase } from "~/lib/supabase";
import { listWeek } from "./api";
import { AppointmentBadge } from "./appointment-actions";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
/** The Monday of the Toronto week that holds `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The week view of the appointments (issue 28, item 5): seven Toronto days, Monday first, each with
 * its appointments in time order (requested, confirmed, and cancelled ones struck through), the week
 * in the address (?week=yyyy-mm-dd) so it can be shared and reloaded.
 */
export function WeekView({ getClient = getSupabase }: { getClient?: () => Promise<SupabaseClient> }) {
  const { t, i18n } = useTranslation("admin-contacts");
  const [params, setParams] = useSearchParams();
  const asked = params.get("week") ?? "";
  const start = weekStart(DAY.test(asked) ? asked : firmDay());
  const days = Array.from({ length: 7 }, (_, n) => addDays(start, n));
  const [load] = useLoad(
    () => getClient().then((supabase) => listWeek(supabase, firmInstant(start).toISOString(), firmInstant(addDays(start, 7)).toISOString())),
    start,
    { key: "toasts.agendaFailed", ns: "admin-contacts" },
  );
  const rows = load.status === "ready" ? load.value : [];
  const go = (week: string) => {
    const next = new URLSearchParams(params);
    next.set("view", "week");
    next.set("week", week);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="week-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-title" className="text-lg font-semibold">
          {t("week.title", { from: formatDay(start, i18n.language, "medium"), to: formatDay(addDays(start, 6), i18n.language, "medium") })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => go(addDays(start, -7))}>
            {t("week.previous")}
          </button>
          <button type="button" className={secondaryButton} onClick={() => go(weekStart(firmDay()))}>
            {t("week.current")}
          </button>
          <button type="button" className={secondaryButton} onClick={() => go(addDays(start, 7))}>
            {t("week.next")}
          </button>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{t("week.zone", { zone: firmZoneName(i18n.language, firmInstant(start, 12 * 60)) })}</p>
      <p role="status" aria-live="polite" className="sr-only">
        {load.status === "loading" ? t("loading") : load.status === "error" ? t("agenda.loadError") : t("agenda.count", { count: rows.length })}
      </p>
      <ol className="grid gap-3 md:grid-cols-7" data-testid="week-view" aria-busy={load.status === "loading"}>
        {days.map((day) => {
          const items = rows.filter((row) => row.appointment_starts_at && firmDay(row.appointment_starts_at) === day);
          return (
            <li key={day} className="min-w-0 rounded-lg border border-line bg-surface" data-testid="week-day">
              <h3 className={`border-b border-line px-2 py-1 text-sm font-semibold ${day === firmDay() ? "bg-brand-soft" : ""}`}>
                <time dateTime={day}>{formatDay(day, i18n.language, "full")}</time>
              </h3>
              {items.length === 0 ? (
                <p className="px-2 py-2 text-sm text-ink-muted">{t("week.none")}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {items.map((row) => (
                    <li key={row.id} className={`space-y-1 px-2 py-2 text-sm ${row.appointment_status === "cancelled" ? "text-ink-muted line-through" : ""}`}>
                      <p className="font-semibold tabular-nums">
                        <time dateTime={row.appointment_starts_at!}>{formatMoment(row.appointment_starts_at!, i18n.language, "time")}</time>
                      </p>
                      <p className="break-words">
                        <bdi>{row.name}</bdi>
                      </p>
                      {row.appointment_status && <AppointmentBadge status={row.appointment_status} />}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
