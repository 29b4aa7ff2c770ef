import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { SpinnerIcon } from "~/components/ui/icons";
import { DEFAULT_COUNTRY, findCountry } from "~/lib/countries";
import { LIMITS } from "~/lib/submissions/kinds";
import { Honeypot, PhoneField, TextField, VerificationField } from "./fields";

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
  const field = (name: DetailsField) => `${id}-${name}`;
  return (
    <>
      <p id={`${id}-note`} className="text-sm text-ink-muted">
        {t("form.requiredNote")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={field("name")}
          label={t("form.name")}
          value={form.values.name}
          onChange={form.set("name")}
          error={form.errorText("name")}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          inputRef={form.register("name")}
        />
        <TextField
          id={field("email")}
          type="email"
          label={t("form.email")}
          value={form.values.email}
          onChange={form.set("email")}
          error={form.errorText("email")}
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          inputRef={form.register("email")}
        />
      </div>
      <PhoneField
        id={field("phone")}
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
  return (
    <>
      <VerificationField
        id={`${id}-answer`}
        question={form.questionText}
        value={form.values.answer}
        onChange={form.set("answer")}
        error={form.errorText("answer")}
        inputRef={form.register("answer")}
      />
      <Honeypot id={`${id}-website`} inputRef={form.honeypot} />
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={form.pending}>
        {form.pending && <SpinnerIcon aria-hidden="true" />}
        {form.pending ? t("form.sending") : submitLabel}
      </button>
    </>
  );
}
