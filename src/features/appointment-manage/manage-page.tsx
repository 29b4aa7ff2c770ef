import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { addMonths, MonthCalendar } from "~/components/ui/month-calendar";
import { input as inputClass, siteLabel } from "~/components/ui/styles";
import { Link } from "~/components/ui/link";
import { firmDay, firmZoneName, formatDay, formatMoment } from "~/lib/date-time";
import { type Availability, appointmentAvailability, freeSlots } from "~/lib/submissions/appointment-availability";
import { useHydrated } from "~/lib/use-hydrated";
import { cancelAppointment, forgetToken, loadAppointment, ManageError, type ManageFailure, type ManagedAppointment, rescheduleAppointment, takeToken } from "./api";

type State =
  | { step: "loading" }
  | { step: "failed"; reason: ManageFailure }
  | { step: "ready"; appointment: ManagedAppointment }
  | { step: "cancelled" }
  | { step: "moved"; startsAt: string; status: string };

const SERVICE_OTHER = "Other";
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
function lastDay(month: string): string {
  const date = new Date(`${addMonths(month, 1)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * /appointment (in each language): the visitor cancels their appointment or moves it to another free
 * slot, with the link of an e-mail about it (decision 0036). The link's token is in the address's
 * fragment; the page reads it, removes it from the address bar and sends it only in request bodies.
 * Without JavaScript the page says it needs it (architecture decision 10): nothing here can work
 * without a request the browser's script makes.
 */
export function ManageAppointmentPage() {
  const { t, i18n } = useTranslation("appointment");
  const hydrated = useHydrated();
  const id = useId();
  const token = useRef<string | null>(null);
  const [state, setState] = useState<State>({ step: "loading" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "move" | null>(null);
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<ManageFailure | null>(null);

  const load = useCallback(async (value: string | null) => {
    if (!value) {
      setState({ step: "failed", reason: "invalid" });
      return;
    }
    setState({ step: "loading" });
    try {
      setState({ step: "ready", appointment: await loadAppointment(value) });
    } catch (e) {
      setState({ step: "failed", reason: e instanceof ManageError ? e.reason : "failed" });
    }
  }, []);

  useEffect(() => {
    token.current = takeToken();
    void load(token.current);
  }, [load]);

  async function cancel() {
    if (!token.current) return;
    setBusy("cancel");
    try {
      await cancelAppointment(token.current);
      forgetToken();
      setConfirming(false);
      setState({ step: "cancelled" });
    } catch (e) {
      setConfirming(false);
      setState({ step: "failed", reason: e instanceof ManageError ? e.reason : "failed" });
    } finally {
      setBusy(null);
    }
  }

  /** Moves the appointment; the slot's refusal (taken, unavailable) when the form should offer another. */
  async function move(date: string, time: string): Promise<ManageFailure | null> {
    if (!token.current) return null;
    setBusy("move");
    setError(null);
    try {
      const moved = await rescheduleAppointment(token.current, date, time);
      forgetToken();
      setState({ step: "moved", startsAt: moved.starts_at, status: moved.status });
      return null;
    } catch (e) {
      const reason = e instanceof ManageError ? e.reason : "failed";
      if (reason === "taken" || reason === "unavailable") {
        setError(reason);
        return reason;
      }
      setState({ step: "failed", reason });
      return reason;
    } finally {
      setBusy(null);
    }
  }

  const language = i18n.language;
  const service = (appointment: ManagedAppointment) =>
    appointment.service && appointment.service !== SERVICE_OTHER ? t(`services.${appointment.service}`, { defaultValue: appointment.service }) : t("services.Other");

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 id={`${id}-title`} className="text-3xl font-bold text-navy">
        {t("title")}
      </h1>
      <p className="mt-2 text-ink-muted">{t("intro")}</p>
      <noscript>
        <p className="mt-6 rounded-md border border-line bg-surface-muted p-4">{t("noScript")}</p>
      </noscript>

      <div className="mt-8" aria-live="polite">
        {!hydrated || state.step === "loading" ? (
          <p className="text-ink-muted" data-testid="manage-loading">
            {hydrated ? t("loading") : t("needsScript")}
          </p>
        ) : state.step === "failed" ? (
          <div role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-4">
            <p>{t(`failures.${state.reason}`)}</p>
            {state.reason === "failed" && (
              <button type="button" className="btn-primary mt-4" onClick={() => void load(token.current)}>
                {t("retry")}
              </button>
            )}
            <p className="mt-4">
              <Link to="/contact" className="text-brand underline">
                {t("contact")}
              </Link>
            </p>
          </div>
        ) : state.step === "cancelled" ? (
          <div role="status" className="rounded-md border border-success/40 bg-success/5 p-4">
            <p>{t("cancelled")}</p>
            <p className="mt-4">
              <Link to="/contact" className="text-brand underline">
                {t("bookAgain")}
              </Link>
            </p>
          </div>
        ) : state.step === "moved" ? (
          <div role="status" className="rounded-md border border-success/40 bg-success/5 p-4">
            <p>{t("moved", { when: formatMoment(state.startsAt, language, "full") })}</p>
            {state.status === "requested" && <p className="mt-2">{t("movedRequested")}</p>}
          </div>
        ) : (
          <div className="rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold text-navy">{t("details")}</h2>
            <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-ink-muted">{t("service")}</dt>
              <dd>{service(state.appointment)}</dd>
              <dt className="font-medium text-ink-muted">{t("when")}</dt>
              <dd data-testid="manage-when">{formatMoment(state.appointment.starts_at, language, "full")}</dd>
              <dt className="font-medium text-ink-muted">{t("status")}</dt>
              <dd>{t(`statuses.${state.appointment.status}`)}</dd>
            </dl>
            {!moving && (
              <div className="mt-6 flex flex-wrap gap-3">
                <button type="button" className="btn-primary" onClick={() => setMoving(true)}>
                  {t("reschedule")}
                </button>
                <button type="button" className="rounded-md border border-danger px-4 py-2 font-semibold text-danger hover:bg-danger/5" onClick={() => setConfirming(true)}>
                  {t("cancel")}
                </button>
              </div>
            )}
            {moving && (
              <Reschedule
                current={state.appointment}
                busy={busy === "move"}
                error={error}
                onCancel={() => {
                  setMoving(false);
                  setError(null);
                }}
                onMove={move}
              />
            )}
            {confirming && (
              <ConfirmDialog
                title={t("cancelConfirmTitle")}
                text={t("cancelConfirmText", { when: formatMoment(state.appointment.starts_at, language, "full") })}
                cancelLabel={t("cancelKeep")}
                confirmLabel={t("cancelYes")}
                busyLabel={t("cancelling")}
                busy={busy === "cancel"}
                onCancel={() => setConfirming(false)}
                onConfirm={() => void cancel()}
              />
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** Another day (a calendar of the days Postgres offers) and time for the appointment. */
function Reschedule({
  current,
  busy,
  error,
  onCancel,
  onMove,
}: {
  current: ManagedAppointment;
  busy: boolean;
  error: ManageFailure | null;
  onCancel(): void;
  onMove(date: string, time: string): Promise<ManageFailure | null>;
}) {
  const { t, i18n } = useTranslation("appointment");
  const id = useId();
  const today = firmDay();
  const [month, setMonth] = useState(monthOf(current.date >= today ? current.date : today));
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [availability, setAvailability] = useState<Availability>({});
  // Which month's days were read ("month@reload" -> result): the calendar is busy until its month is.
  const [loaded, setLoaded] = useState<Record<string, "ready" | "failed">>({});
  const [reload, setReload] = useState(0);
  const key = `${month}@${reload}`;

  useEffect(() => {
    let active = true;
    appointmentAvailability(month, lastDay(month)).then(
      (days) => {
        if (!active) return;
        setAvailability((known) => ({ ...known, ...days }));
        setLoaded((known) => ({ ...known, [`${month}@${reload}`]: "ready" }));
      },
      () => {
        if (active) setLoaded((known) => ({ ...known, [`${month}@${reload}`]: "failed" }));
      },
    );
    return () => {
      active = false;
    };
  }, [month, reload]);
  const failed = loaded[key] === "failed";

  const unavailable = (day: string): string | null => {
    if (day < today) return t("calendar.past");
    const slots = availability[day];
    if (!slots) return null;
    if (slots.some((slot) => slot.refusal === null)) return null;
    return slots.some((slot) => slot.refusal === "booked") ? t("calendar.full") : t("calendar.closed");
  };
  const free = date ? freeSlots(availability, date) : [];
  const timeId = `${id}-time`;

  return (
    <form
      className="mt-6 space-y-4 border-t border-line pt-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!date || !time) return;
        void onMove(date, time).then((refused) => {
          // A slot taken meanwhile, or just closed: read the month again and choose anew.
          if (refused === "taken" || refused === "unavailable") {
            setTime("");
            setReload((n) => n + 1);
          }
        });
      }}
    >
      <h3 className="text-lg font-semibold text-navy">{t("reschedule")}</h3>
      <div>
        <p className={siteLabel} id={`${id}-day`}>
          {t("newDay")}
          {date && <span className="ms-2 font-normal">{formatDay(date, i18n.language, "full")}</span>}
        </p>
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          selected={date}
          onSelect={(day) => {
            setDate(day);
            setTime("");
          }}
          unavailable={unavailable}
          minMonth={monthOf(today)}
          maxMonth={addMonths(monthOf(today), 5)}
          language={i18n.language}
          label={t("calendar.label")}
          busy={!loaded[key]}
        />
        {failed && <p className="mt-2 text-sm text-danger">{t("failures.failed")}</p>}
      </div>
      <div>
        <label htmlFor={timeId} className={siteLabel}>
          {t("newTime")}
        </label>
        <select id={timeId} className={inputClass} value={time} onChange={(event) => setTime(event.target.value)} disabled={!date} required aria-describedby={`${timeId}-hint`}>
          <option value="">{date ? t("timePlaceholder") : t("chooseDate")}</option>
          {free.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {formatMoment(slot.startsAt, i18n.language, "time")}
            </option>
          ))}
        </select>
        <p id={`${timeId}-hint`} className="mt-1 text-sm text-ink-muted">
          {date && free.length === 0 && availability[date] ? t("noTimes") : t("timeZoneHint", { zone: firmZoneName(i18n.language) })}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-danger">
          {t(`failures.${error}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy || !date || !time} aria-busy={busy || undefined}>
          {busy ? t("moving") : t("move")}
        </button>
        <button type="button" className="rounded-md border border-line px-4 py-2 font-semibold" onClick={onCancel} disabled={busy}>
          {t("back")}
        </button>
      </div>
    </form>
  );
}
