import { type Ref, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Field, TextField, siteFieldLook } from "~/components/ui/field";
import { SpinnerIcon } from "~/components/ui/icons";
import { input as inputClass } from "~/components/ui/styles";
import { COUNTRIES, DEFAULT_COUNTRY, type Country, countryName, findCountry } from "~/lib/countries";
import { honeypotInputProps, honeypotWrapperProps } from "~/lib/submissions/honeypot";
import { LIMITS } from "~/lib/submissions/kinds";
import { useHydrated } from "~/lib/use-hydrated";
import { characterCount } from "./validation";

/**
 * How the contact forms show a kit field: a semibold label, a * that is not read (the form's note says
 * what it means and the control is aria-required), "(optional)" on the rest, small hints, bold errors.
 */
export const contactLook = {
  ...siteFieldLook,
  errorClassName: "mt-1 text-sm font-medium text-danger",
  requiredMark: "visual",
} as const;

/** What a contact form gives a field: its values, setters, errors and focus registry. */
interface BindableForm<F extends string> {
  values: Record<F, string>;
  set: (field: F) => (value: string) => void;
  errorText: (field: F) => string | undefined;
  register: (field: F) => (element: HTMLElement | null) => void;
}

/** A kit control's props for one field of a contact form: id and name `${id}-${field}`, value, change, error, ref. */
export function bindField<F extends string>(form: BindableForm<F>, id: string, field: F) {
  return {
    ...contactLook,
    id: `${id}-${field}`,
    name: `${id}-${field}`,
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.set(field)(event.target.value),
    error: form.errorText(field),
    ref: form.register(field),
  };
}

/** The live 'n/1000 characters' counter of a message or notes box; it turns red at the limit. */
export function useCounter(value: string, max: number) {
  const { t } = useTranslation("contact");
  const { count } = characterCount(value, max);
  return {
    count,
    max,
    text: t("form.counter", { count, max }),
    className: `mt-1 text-end text-xs ${count >= max ? "font-semibold text-danger" : "text-ink-muted"}`,
    live: false,
  };
}

type DetailsField = "name" | "email" | "phone";

/** What the details need of a contact form (use-contact-form): its values, setters, errors and focus registry. */
export interface ContactDetailsForm {
  values: { name: string; email: string; country: string; phone: string };
  set: (field: DetailsField | "country") => (value: string) => void;
  errorText: (field: DetailsField) => string | undefined;
  register: (field: DetailsField) => (element: HTMLElement | null) => void;
}

/**
 * The opening of both contact forms (Send Message, Book Appointment): the required-fields note, name
 * and e-mail side by side, then the optional phone with its country. Ids are `${id}-name` and so on.
 */
export function ContactDetailsFields({ id, form }: { id: string; form: ContactDetailsForm }) {
  const { t } = useTranslation("contact");
  return (
    <>
      <p id={`${id}-note`} className="text-sm text-ink-muted">
        {t("form.requiredNote")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...bindField(form, id, "name")} label={t("form.name")} required autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          {...bindField(form, id, "email")}
          type="email"
          label={t("form.email")}
          required
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      </div>
      <PhoneField
        id={`${id}-phone`}
        country={findCountry(form.values.country) ?? DEFAULT_COUNTRY}
        onCountryChange={(country) => form.set("country")(country.code)}
        value={form.values.phone}
        onChange={form.set("phone")}
        error={form.errorText("phone")}
        inputRef={form.register("phone")}
      />
    </>
  );
}

interface PhoneFieldProps {
  id: string;
  country: Country;
  onCountryChange(country: Country): void;
  value: string;
  onChange(value: string): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Optional phone: the country dial-code selector (default CA) and the local number. */
function PhoneField({ id, country, onCountryChange, value, onChange, error, inputRef }: PhoneFieldProps) {
  const { t, i18n } = useTranslation("contact");
  // Country names in the page's language come from the browser's Intl data, which differs from the
  // build's: prerendered HTML and hydration use the English names, then the list is localized and re-sorted.
  const hydrated = useHydrated();
  const countries = useMemo(() => {
    const named = COUNTRIES.map((country) => ({
      country,
      name: hydrated ? countryName(country, i18n.language) : country.name,
    }));
    return hydrated ? named.sort((a, b) => a.name.localeCompare(b.name, i18n.language)) : named;
  }, [hydrated, i18n.language]);
  return (
    <Field {...contactLook} id={id} label={t("form.phone")} hint={t("form.phoneHint")} error={error}>
      {(control) => (
        // Side by side while both fit; with large text on a phone the number goes under its country.
        <div className="mt-1 flex flex-wrap gap-2">
          <select
            id={`${id}-country`}
            name={`${id}-country`}
            aria-label={t("form.phoneCountry")}
            value={country.code}
            onChange={(event) => onCountryChange(COUNTRIES.find((c) => c.code === event.target.value) ?? country)}
            className="block min-w-0 max-w-full flex-[1_1_8rem] rounded-md border border-line bg-surface px-2 py-2 text-ink shadow-sm focus:border-brand sm:flex-[0_0_10rem]"
          >
            {countries.map(({ country: c, name }) => (
              <option key={c.code} value={c.code}>
                {`${c.flag} ${name} (${c.dialCode})`}
              </option>
            ))}
          </select>
          <input
            ref={inputRef}
            name={id}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel-national"
            value={value}
            maxLength={25}
            onChange={(event) => onChange(event.target.value)}
            {...control}
            className={`${inputClass} mt-0 min-w-[9rem] flex-[2_1_12rem]`}
          />
        </div>
      )}
    </Field>
  );
}

/** What the end of a contact form needs: the verification answer, the honeypot and whether it is sending. */
export interface ContactFormEndForm {
  values: { answer: string };
  set: (field: "answer") => (value: string) => void;
  errorText: (field: "answer") => string | undefined;
  register: (field: "answer") => (element: HTMLElement | null) => void;
  questionText: string;
  honeypot: Ref<HTMLInputElement>;
  pending: boolean;
}

/** The end of both contact forms: the verification question, the hidden honeypot and the submit button (a spinner and "Sending…" while pending). */
export function ContactFormEnd({ id, form, submitLabel }: { id: string; form: ContactFormEndForm; submitLabel: string }) {
  const { t } = useTranslation("contact");
  const honeypotId = `${id}-website`;
  const { honeypot, pending } = form;
  return (
    <>
      <fieldset className="rounded-md border border-line bg-surface-muted p-4">
        <legend className="px-1 text-sm font-semibold text-navy">{t("verification.legend")}</legend>
        <TextField
          {...bindField(form, id, "answer")}
          label={form.questionText}
          hint={t("verification.hint")}
          required
          autoComplete="off"
          maxLength={100}
        />
      </fieldset>
      {/* The honeypot: out of sight, out of the accessibility tree and the tab order. */}
      <div {...honeypotWrapperProps}>
        <label htmlFor={honeypotId}>{t("form.honeypot")}</label>
        <input ref={honeypot} id={honeypotId} {...honeypotInputProps} />
      </div>
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={pending}>
        {pending && <SpinnerIcon aria-hidden="true" />}
        {pending ? t("form.sending") : submitLabel}
      </button>
    </>
  );
}
