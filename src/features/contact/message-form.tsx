import { useId } from "react";
import { ScriptRequiredNote } from "~/components/ui/script-required-note";
import { useTranslation } from "react-i18next";
import { TextAreaField, TextField } from "~/components/ui/field";
import { DEFAULT_COUNTRY, findCountry, fullPhoneNumber } from "~/lib/countries";
import { LIMITS, MAX_MESSAGE_LENGTH, type MessageFields } from "~/lib/submissions/kinds";
import type { ConfirmationDetails } from "./confirmation-dialog";
import { ContactDetailsFields, ContactFormEnd, bindField, useCounter } from "./form-parts";
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
          [t("form.email"), fields.email.trim(), "email"],
          ...(fields.phone ? ([[t("form.phone"), fields.phone]] as const) : []),
          [t("form.subject"), fields.subject.trim()],
          [t("form.message"), fields.message.trim()],
        ],
      });
    },
  });
  const counter = useCounter(form.values.message, MAX_MESSAGE_LENGTH);
  return (
    <form {...form.formProps} className="space-y-5" aria-describedby={`${id}-note`}>
      <ScriptRequiredNote />
      <ContactDetailsFields id={id} form={form} />
      <TextField {...bindField(form, id, "subject")} label={t("form.subject")} required maxLength={LIMITS.subject} />
      <TextAreaField
        {...bindField(form, id, "message")}
        onChange={(event) => form.set("message")(event.target.value.slice(0, MAX_MESSAGE_LENGTH))}
        label={t("form.message")}
        required
        rows={5}
        maxLength={MAX_MESSAGE_LENGTH}
        counter={counter}
      />
      <ContactFormEnd id={id} form={form} submitLabel={t("form.sendMessage")} />
    </form>
  );
}
