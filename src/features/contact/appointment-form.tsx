import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { ScriptRequiredNote } from "~/components/ui/script-required-note";
import { useTranslation } from "react-i18next";
import { DateField, SelectField, TextAreaField } from "~/components/ui/field";
import { addMonths, MonthCalendar } from "~/components/ui/month-calendar";
import { toast } from "~/components/ui/toast";
import { DEFAULT_COUNTRY, findCountry, fullPhoneNumber } from "~/lib/countries";
import { firmZoneName, formatClock, formatDay, formatMoment } from "~/lib/date-time";
import { type Availability, appointmentAvailability, freeSlots } from "~/lib/submissions/appointment-availability";
import {
  APPOINTMENT_SERVICES,
  APPOINTMENT_TIMES,
  type AppointmentFields,
  type AppointmentService,
  type AppointmentTime,
  MAX_MESSAGE_LENGTH,
} from "~/lib/submissions/kinds";
import { todayInToronto } from "~/lib/submissions/today-in-toronto";
import { useHydrated } from "~/lib/use-hydrated";
import type { ConfirmationDetails } from "./confirmation-dialog";
import { ContactDetailsFields, ContactFormEnd, bindField, useCounter } from "./form-parts";
import { useContactForm } from "./use-contact-form";
import type { AppointmentValues } from "./validation";

/** A slot ("02:00 PM", the value the database stores) as the page's language writes a time (the lib's one formatter). */
export function formatTimeSlot(slot: string, language: string): string {
  return formatClock(slot, language);
}

const initial: AppointmentValues = {
  name: "",
  email: "",
  country: DEFAULT_COUNTRY.code,
  phone: "",
  service: "",
  date: "",
  time: "",
  notes: "",
  answer: "",
};
const order = ["name", "email", "phone", "service", "date", "time", "notes", "answer"] as const;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
function addDays(value: string, n: number): string {
  const day = new Date(`${value}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
}
const noSubscription = () => () => {};

/** 'January 5, 2030' for a yyyy-mm-dd date (the firm's calendar day: it never shifts). */
export function formatAppointmentDate(date: string, locale = "en"): string {
  return formatDay(date, locale, "long");
}

/** How far ahead the form's calendar goes (the database's booking horizon is 180 days). */
const MONTHS_AHEAD = 5;

/**
 * The 'Book Appointment' form. The days and times it offers are the ones Postgres would accept
 * (appointment_availability: the office's booking hours, the closed periods, the slots already
 * taken, the past); the calendar shows the other days as unavailable and says why. If a slot goes
 * between loading and sending, Postgres refuses the booking (a taken slot, or a period just closed),
 * the visitor is told, and that time disappears from the choices. Times are the firm's, with the
 * zone named (decision 0035).
 */
export function AppointmentForm({ onSent }: { onSent(details: ConfirmationDetails): void }) {
  const { t, i18n } = useTranslation("contact");
  const id = useId();
  const today = useSyncExternalStore(noSubscription, () => todayInToronto(), () => "");
  const hydrated = useHydrated();
  // What Postgres offers, by day, for the months read so far (refreshed after a refused slot).
  const [availability, setAvailability] = useState<Availability>({});
  const [loadedMonths, setLoadedMonths] = useState<Record<string, "ready" | "failed">>({});
  const requested = useRef(new Set<string>());
  const [month, setMonth] = useState("");
  const [refresh, setRefresh] = useState(0);

  const toFields = (values: AppointmentValues): AppointmentFields => ({
    name: values.name,
    email: values.email,
    phone: fullPhoneNumber(findCountry(values.country) ?? DEFAULT_COUNTRY, values.phone),
    service: values.service as AppointmentService,
    date: values.date,
    time: values.time as AppointmentTime,
    notes: values.notes,
  });

  const form = useContactForm({
    kind: "appointment",
    draftKey: "contact-appointment",
    initial,
    order,
    toFields,
    onSuccess(values) {
      const fields = toFields(values);
      markTaken(fields.date, fields.time, "booked");
      onSent({
        kind: "appointment",
        rows: [
          [t("form.name"), fields.name.trim()],
          [t("form.email"), fields.email.trim(), "email"],
          ...(fields.phone ? ([[t("form.phone"), fields.phone]] as const) : []),
          [t("form.service"), t(`services.${fields.service}`)],
          [t("form.date"), formatAppointmentDate(fields.date, i18n.language)],
          [t("form.time"), slotLabel(fields.date, fields.time)],
          ...(fields.notes?.trim() ? ([[t("form.notes"), fields.notes.trim()]] as const) : []),
        ],
      });
    },
    onFailure(result, values) {
      if (result.reason !== "slot-taken" && result.reason !== "slot-unavailable") return false;
      const key = result.reason === "slot-taken" ? "slotTaken" : "slotUnavailable";
      markTaken(values.date, values.time as AppointmentTime, result.reason === "slot-taken" ? "booked" : "closed");
      form.setValues((current) => (current.date === values.date && current.time === values.time ? { ...current, time: "" } : current));
      form.setFieldError("time", key);
      toast.error(t(`submit.${key}`), { id: "form:contact-appointment" });
      requested.current.clear();
      setLoadedMonths({});
      setRefresh((n) => n + 1);
      return true;
    },
  });

  /** A slot just refused or booked: no longer offered, whatever was read before. */
  function markTaken(date: string, time: AppointmentTime, refusal: "booked" | "closed") {
    setAvailability((current) => ({ ...current, [date]: (current[date] ?? []).map((slot) => (slot.time === time ? { ...slot, refusal } : slot)) }));
  }
  /** "2:00 p.m. ET": the slot's moment on the firm's clock, the zone named. */
  function slotLabel(date: string, time: string): string {
    const slot = availability[date]?.find((s) => s.time === time);
    return slot ? formatMoment(slot.startsAt, i18n.language, "time") : `${formatClock(time, i18n.language)} ${firmZoneName(i18n.language)}`;
  }

  const { date } = form.values;
  const { setValues } = form;
  const shownMonth = month || (isDate(date) && date >= today ? `${date.slice(0, 7)}-01` : today ? `${today.slice(0, 7)}-01` : "");
  // The days are read once the form is on screen (its tab chosen), not for every visit of the page.
  const [onScreen, setOnScreen] = useState(false);
  const dateArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dateArea.current;
    if (!element || onScreen) return;
    if (typeof IntersectionObserver === "undefined") {
      queueMicrotask(() => setOnScreen(true));
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen]);
  // The days of the month shown and of the chosen date's month, read once each (again after a refusal).
  useEffect(() => {
    if (!onScreen && !isDate(date)) return;
    const months = [...new Set([shownMonth, isDate(date) ? `${date.slice(0, 7)}-01` : ""].filter(Boolean))].filter((m) => !requested.current.has(m));
    for (const first of months) {
      requested.current.add(first);
      appointmentAvailability(first, addDays(addMonths(first, 1), -1)).then(
        (days) => {
          setAvailability((current) => ({ ...current, ...days }));
          setLoadedMonths((current) => ({ ...current, [first]: "ready" }));
        },
        () => {
          // Offline or refused: the form still offers every time; Postgres decides on sending.
          setLoadedMonths((current) => ({ ...current, [first]: "failed" }));
        },
      );
    }
  }, [shownMonth, date, refresh, onScreen]);

  // A time that is no longer free on the chosen date is cleared.
  useEffect(() => {
    if (!isDate(date) || !availability[date]) return;
    const free = new Set(freeSlots(availability, date).map((slot) => slot.time as string));
    setValues((values) => (values.date === date && values.time && !free.has(values.time) ? { ...values, time: "" } : values));
  }, [availability, date, setValues]);

  const known = isDate(date) && availability[date] !== undefined;
  const free = !isDate(date) ? [] : known ? freeSlots(availability, date).map((slot) => slot.time) : (APPOINTMENT_TIMES as readonly AppointmentTime[]);
  const unavailable = (day: string): string | null => {
    if (today && day < today) return t("calendar.past");
    const slots = availability[day];
    if (!slots) return null;
    if (slots.some((slot) => slot.refusal === null)) return null;
    if (slots.some((slot) => slot.refusal === "booked")) return t("calendar.full");
    return t("calendar.closed");
  };
  const notesCounter = useCounter(form.values.notes, MAX_MESSAGE_LENGTH);

  return (
    <form {...form.formProps} className="space-y-5" aria-describedby={`${id}-note`}>
      <ScriptRequiredNote />
      <ContactDetailsFields id={id} form={form} />
      <SelectField {...bindField(form, id, "service")} label={t("form.service")} required>
        <option value="">{t("form.servicePlaceholder")}</option>
        {APPOINTMENT_SERVICES.map((service) => (
          <option key={service} value={service}>
            {t(`services.${service}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-2">
        <div ref={dateArea}>
          <DateField {...bindField(form, id, "date")} label={t("form.date")} hint={t("form.dateHint")} required min={today || undefined} />
          {shownMonth && (
            <MonthCalendar
              month={shownMonth}
              onMonthChange={setMonth}
              selected={isDate(date) ? date : ""}
              onSelect={(day) => form.set("date")(day)}
              unavailable={unavailable}
              minMonth={`${today.slice(0, 7)}-01`}
              maxMonth={addMonths(`${today.slice(0, 7)}-01`, MONTHS_AHEAD)}
              language={i18n.language}
              label={t("calendar.label")}
              busy={!loadedMonths[shownMonth]}
            />
          )}
        </div>
        <SelectField
          {...bindField(form, id, "time")}
          label={t("form.time")}
          hint={
            isDate(date) && free.length === 0
              ? t("form.noTimes")
              : // The zone's name comes from the browser's Intl data, which may differ from the build's: after hydration.
                hydrated
                ? t("form.timeZoneHint", { zone: firmZoneName(i18n.language) })
                : undefined
          }
          required
        >
          <option value="">{isDate(date) ? t("form.timePlaceholder") : t("form.timeChooseDate")}</option>
          {free.map((slot) => (
            <option key={slot} value={slot}>
              {slotLabel(date, slot)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        {...bindField(form, id, "notes")}
        onChange={(event) => form.set("notes")(event.target.value.slice(0, MAX_MESSAGE_LENGTH))}
        label={t("form.notes")}
        rows={5}
        maxLength={MAX_MESSAGE_LENGTH}
        counter={notesCounter}
      />
      <ContactFormEnd id={id} form={form} submitLabel={t("form.bookAppointment")} />
    </form>
  );
}
