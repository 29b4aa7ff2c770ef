import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SpinnerIcon } from "~/components/ui/icons";
import { DEFAULT_COUNTRY, findCountry, fullPhoneNumber } from "~/lib/countries";
import { LIMITS, MAX_MESSAGE_LENGTH, type MessageFields } from "~/lib/submissions/kinds";
import type { ConfirmationDetails } from "./confirmation-dialog";
import { Honeypot, PhoneField, TextAreaField, TextField, VerificationField } from "./fields";
import { useContactForm } from "./use-contact-form";
import type { MessageValues } from "./validation";

const initial: MessageValues = { name: "", email: "", country: DEFAULT_COUNTRY.code, phone: "", subject: "", message: "", answer: "" };
const order = ["name", "email", "phone", "subject", "message", "answer"] as const;

/** The 'Send Message' form: name, email, optional phone, subject, message, verification. */
export function MessageForm({ onSent }: { onSent(details: ConfirmationDetails): void }) {
  const { t } = useTranslation("contact");
  const id = useId();
  const toFields = (values: MessageValues): MessageFields => ({
    name: values.name,
    email: values.email,
    phone: fullPhoneNumber(findCountry(values.country) ?? DEFAULT_COUNTRY, values.phone),
    subject: values.subject,
    message: values.message,
  });
  const form = useContactForm({
    kind: "message",
    draftKey: "contact-message",
    initial,
    order,
    toFields,
    onSuccess(values) {
      const fields = toFields(values);
      onSent({
        kind: "message",
        rows: [
          [t("form.name"), fields.name.trim()],
          [t("form.email"), fields.email.trim()],
          ...(fields.phone ? ([[t("form.phone"), fields.phone]] as const) : []),
          [t("form.subject"), fields.subject.trim()],
          [t("form.message"), fields.message.trim()],
        ],
      });
    },
  });
  const field = (name: (typeof order)[number]) => `${id}-${name}`;
  return (
    <form {...form.formProps} className="space-y-5" aria-describedby={`${id}-note`}>
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
      <TextField
        id={field("subject")}
        label={t("form.subject")}
        value={form.values.subject}
        onChange={form.set("subject")}
        error={form.errorText("subject")}
        required
        maxLength={LIMITS.subject}
        inputRef={form.register("subject")}
      />
      <TextAreaField
        id={field("message")}
        label={t("form.message")}
        value={form.values.message}
        onChange={form.set("message")}
        error={form.errorText("message")}
        required
        max={MAX_MESSAGE_LENGTH}
        inputRef={form.register("message")}
      />
      <VerificationField
        id={field("answer")}
        question={form.questionText}
        value={form.values.answer}
        onChange={form.set("answer")}
        error={form.errorText("answer")}
        inputRef={form.register("answer")}
      />
      <Honeypot id={`${id}-website`} inputRef={form.honeypot} />
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={form.pending}>
        {form.pending && <SpinnerIcon aria-hidden="true" />}
        {form.pending ? t("form.sending") : t("form.sendMessage")}
      </button>
    </form>
  );
}
