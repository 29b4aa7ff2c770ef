import type { SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote } from "~/components/ui/list-toolbar";
import { toast } from "~/components/ui/toast";
import { formatClock, formatDay, formatMoment } from "~/lib/date-time";
import { getSupabase } from "~/lib/supabase";
import { listAgenda, type Submission } from "./api";
import { AppointmentActions, AppointmentBadge } from "./appointment-actions";
import { isolate } from "~/lib/bidi";

type Load = { status: "loading" } | { status: "ready"; rows: Submission[] } | { status: "error" };


export interface AgendaProps {
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/contacts/appointments: the upcoming appointments by day and slot (Toronto time), with Confirm and Decline. */
export function Agenda({ getClient = getSupabase }: AgendaProps) {
  const { t, i18n } = useTranslation("admin-contacts");
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [includeDeclined, setIncludeDeclined] = useState(false);
  const declinedId = useId();

  useEffect(() => {
    let active = true;
    getClient()
      .then((supabase) => listAgenda(supabase, { includeDeclined }))
      .then(
        (rows) => active && setLoad({ status: "ready", rows }),
        (error: unknown) => {
          console.warn(error);
          if (!active) return;
          setLoad({ status: "error" });
          toast.error({ key: "toasts.agendaFailed", ns: "admin-contacts" });
        },
      );
    return () => {
      active = false;
    };
  }, [getClient, includeDeclined, t]);

  const rows = load.status === "ready" ? load.rows : [];
  const days = [...new Set(rows.map((row) => row.appointment_date ?? ""))];
  const decided = (next: Pick<Submission, "id" | "appointment_status" | "appointment_decided_at">) =>
    setLoad((previous) => (previous.status === "ready" ? { ...previous, rows: previous.rows.map((r) => (r.id === next.id ? { ...r, ...next } : r)) } : previous));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-ink-muted">{t("agenda.timeZoneNote")}</p>
        <label htmlFor={declinedId} className="flex items-center gap-2 text-sm">
          <input id={declinedId} type="checkbox" checked={includeDeclined} onChange={(e) => {
              setLoad({ status: "loading" });
              setIncludeDeclined(e.target.checked);
            }} className="size-4" />
          {t("agenda.showDeclined")}
        </label>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-ink-muted">
        {load.status === "loading" ? t("loading") : load.status === "error" ? t("agenda.loadError") : t("agenda.count", { count: rows.length })}
      </p>
      {load.status === "ready" && rows.length === 0 && <EmptyNote>{t("agenda.empty")}</EmptyNote>}
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`} className="rounded-lg border border-line bg-surface">
          <h2 id={`day-${day}`} className="border-b border-line px-4 py-2 font-semibold">
            <time dateTime={day}>{formatDay(day, i18n.language, "full")}</time>
          </h2>
          <ul className="divide-y divide-line" data-testid="agenda-day">
            {rows
              .filter((row) => row.appointment_date === day)
              .map((row) => (
                <li key={row.id} className="grid gap-3 p-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-start" data-testid="agenda-item">
                  <span className="font-semibold tabular-nums">{row.appointment_starts_at ? formatMoment(row.appointment_starts_at, i18n.language, "time") : formatClock(row.appointment_time ?? "", i18n.language)}</span>
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <bdi className="font-medium break-words">{row.name}</bdi>
                      {row.appointment_status && <AppointmentBadge status={row.appointment_status} />}
                    </p>
                    <p className="text-sm break-words text-ink-muted">
                      {row.service ? t("agenda.service", { service: isolate(row.service) }) : null}
                      {row.email && (
                        <>
                          {" "}
                          <span aria-hidden="true">·</span>{" "}
                          <a className="text-brand underline" href={`mailto:${row.email}`} dir="ltr">
                            {row.email}
                          </a>
                        </>
                      )}
                    </p>
                    {row.notes && <p dir="auto" className="text-sm break-words whitespace-pre-wrap">{row.notes}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <AppointmentActions submission={row} getClient={getClient} onDecided={decided} />
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
