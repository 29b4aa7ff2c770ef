import { type ReactNode, type Ref, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COUNTRIES, type Country, countryName } from "~/lib/countries";
import { useHydrated } from "~/lib/use-hydrated";
import { honeypotInputProps, honeypotWrapperProps } from "~/lib/submissions/honeypot";
import { characterCount } from "./validation";

export const inputClass =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand aria-[invalid=true]:border-danger";

/** The ids a control's aria-describedby lists: its hint, its counter, its error. */
export function describedBy(id: string, parts: { hint?: boolean; counter?: boolean; error?: boolean }): string | undefined {
  const ids = [parts.hint && `${id}-hint`, parts.counter && `${id}-counter`, parts.error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

export function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  const { t } = useTranslation("contact");
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {required ? (
        <span className="text-danger" aria-hidden="true">
          {" *"}
        </span>
      ) : (
        <span className="font-normal text-ink-muted"> {t("form.optional")}</span>
      )}
    </label>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, value, onChange, error, required, type = "text", autoComplete, maxLength, inputRef }: TextFieldProps) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error: Boolean(error) })}
        className={inputClass}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  max: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A textarea with the live counter 'n/1000 characters' and a hard limit (maxLength). */
export function TextAreaField({ id, label, value, onChange, error, required, max, inputRef }: TextAreaFieldProps) {
  const { t } = useTranslation("contact");
  const { count } = characterCount(value, max);
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <textarea
        ref={inputRef}
        id={id}
        name={id}
        rows={5}
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.target.value.slice(0, max))}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { counter: true, error: Boolean(error) })}
        className={inputClass}
      />
      <p id={`${id}-counter`} className={`mt-1 text-end text-xs ${count >= max ? "font-semibold text-danger" : "text-ink-muted"}`}>
        {t("form.counter", { count, max })}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, value, onChange, options, placeholder, error, hint, required, disabled, inputRef }: SelectFieldProps) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <select
        ref={inputRef}
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
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
export function PhoneField({ id, country, onCountryChange, value, onChange, error, inputRef }: PhoneFieldProps) {
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
    <div>
      <Label htmlFor={id}>{t("form.phone")}</Label>
      {/* Side by side while both fit; with large text on a phone the number goes under its country. */}
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
          id={id}
          name={id}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          value={value}
          maxLength={25}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error: Boolean(error) })}
          className={`${inputClass} mt-0 min-w-[9rem] flex-[2_1_12rem]`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {t("form.phoneHint")}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}

interface VerificationFieldProps {
  id: string;
  question: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function VerificationField({ id, question, value, onChange, error, inputRef }: VerificationFieldProps) {
  const { t } = useTranslation("contact");
  return (
    <fieldset className="rounded-md border border-line bg-surface-muted p-4">
      <legend className="px-1 text-sm font-semibold text-navy">{t("verification.legend")}</legend>
      <Label htmlFor={id} required>
        {question}
      </Label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type="text"
        autoComplete="off"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error: Boolean(error) })}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {t("verification.hint")}
      </p>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** The honeypot: out of sight, out of the accessibility tree and the tab order. */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation("contact");
  return (
    <div {...honeypotWrapperProps}>
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input ref={inputRef} id={id} {...honeypotInputProps} />
    </div>
  );
}
