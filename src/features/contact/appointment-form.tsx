import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { DateField, SelectField, TextAreaField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { DEFAULT_COUNTRY, findCountry, fullPhoneNumber } from "~/lib/countries";
import { bookedSlots } from "~/lib/submissions/booked-slots";
import { freeTimes } from "~/lib/submissions/free-times";
import {
  APPOINTMENT_SERVICES,
  type AppointmentFields,
  type AppointmentService,
  type AppointmentTime,
  MAX_MESSAGE_LENGTH,
} from "~/lib/submissions/kinds";
import { todayInToronto } from "~/lib/submissions/today-in-toronto";
import type { ConfirmationDetails } from "./confirmation-dialog";
import { ContactDetailsFields, ContactFormEnd, bindField, useCounter } from "./form-parts";
import { useContactForm } from "./use-contact-form";
import type { AppointmentValues } from "./validation";

/** A slot ("02:00 PM", the value the database stores) as the page's language writes a time. */
export function formatTimeSlot(slot: string, language: string): string {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!match) return slot;
  const hours = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  const time = new Date(Date.UTC(2024, 0, 1, hours, Number(match[2])));
  const text = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(time);
  return language === "en" ? slot : text;
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
const noSubscription = () => () => {};

/** 'January 5, 2030' for a yyyy-mm-dd date (read in UTC so it never shifts a day). */
export function formatAppointmentDate(date: string, locale = "en-US"): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(parsed);
}

/**
 * The 'Book Appointment' form. The times offered for the chosen date leave out the slots already
 * booked (booked_slots); if a slot is taken between loading and sending, Postgres refuses the
 * second booking (unique slot), the visitor is told, and that time disappears from the choices.
 */
export function AppointmentForm({ onSent }: { onSent(details: ConfirmationDetails): void }) {
  const { t, i18n } = useTranslation("contact");
  const id = useId();
  const today = useSyncExternalStore(noSubscription, () => todayInToronto(), () => "");
  // Slots known to be taken, by date (from booked_slots, plus any refused as just taken).
  const [taken, setTaken] = useState<Record<string, AppointmentTime[]>>({});
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
      setTaken((current) => ({ ...current, [fields.date]: [...(current[fields.date] ?? []), fields.time] }));
      onSent({
        kind: "appointment",
        rows: [
          [t("form.name"), fields.name.trim()],
          [t("form.email"), fields.email.trim()],
          ...(fields.phone ? ([[t("form.phone"), fields.phone]] as const) : []),
          [t("form.service"), t(`services.${fields.service}`)],
          [t("form.date"), formatAppointmentDate(fields.date, i18n.language)],
          [t("form.time"), formatTimeSlot(fields.time, i18n.language)],
          ...(fields.notes?.trim() ? ([[t("form.notes"), fields.notes.trim()]] as const) : []),
        ],
      });
    },
    onFailure(result, values) {
      if (result.reason !== "slot-taken") return false;
      setTaken((current) => ({ ...current, [values.date]: [...(current[values.date] ?? []), values.time as AppointmentTime] }));
      form.setValues((current) => (current.date === values.date && current.time === values.time ? { ...current, time: "" } : current));
      form.setFieldError("time", "slotTaken");
      toast.error(t("submit.slotTaken"), { id: "form:contact-appointment" });
      setRefresh((n) => n + 1);
      return true;
    },
  });

  const { date } = form.values;
  const { setValues } = form;
  useEffect(() => {
    if (!isDate(date)) return;
    let current = true;
    bookedSlots(date).then(
      (slots) => {
        if (!current) return;
        const onDate = slots.filter((slot) => slot.date === date).map((slot) => slot.time);
        setTaken((known) => ({ ...known, [date]: onDate }));
        setValues((values) => (values.date === date && onDate.includes(values.time as AppointmentTime) ? { ...values, time: "" } : values));
      },
      () => {
        // Offline or refused: offer every time; Postgres still refuses a slot that is taken.
      },
    );
    return () => {
      current = false;
    };
  }, [date, refresh, setValues]);

  const free = isDate(date) ? freeTimes(date, (taken[date] ?? []).map((slot) => ({ date, time: slot }))) : [];
  const notesCounter = useCounter(form.values.notes, MAX_MESSAGE_LENGTH);

  return (
    <form {...form.formProps} className="space-y-5" aria-describedby={`${id}-note`}>
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
        <DateField {...bindField(form, id, "date")} label={t("form.date")} hint={t("form.dateHint")} required min={today || undefined} />
        <SelectField
          {...bindField(form, id, "time")}
          label={t("form.time")}
          hint={isDate(date) && free.length === 0 ? t("form.noTimes") : undefined}
          required
        >
          <option value="">{isDate(date) ? t("form.timePlaceholder") : t("form.timeChooseDate")}</option>
          {free.map((slot) => (
            <option key={slot} value={slot}>
              {formatTimeSlot(slot, i18n.language)}
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
