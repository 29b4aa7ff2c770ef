import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { type Submission, createSubmission, honeypotInputProps, honeypotWrapperProps } from "~/lib/submissions";
import type { PageSection } from "./api";
import { TextField } from "./field";
import { type FieldErrors, type ReferralField, type ReferralValues, validateReferral } from "./validation";

const empty: ReferralValues = { referrerName: "", referrerEmail: "", refereeName: "", refereeEmail: "" };
const order: ReferralField[] = ["referrerName", "referrerEmail", "refereeName", "refereeEmail"];

/**
 * 'Refer & Earn $50': the visitor's name and e-mail and a friend's. On success
 * a toast, then the form resets and `onDone` closes the panel; on failure the
 * typed values stay.
 */
export function ReferralForm({ section, onDone }: { section?: PageSection; onDone: () => void }) {
  const { t } = useTranslation("packages");
  const id = useId();
  const [values, setValues] = useState<ReferralValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<ReferralField>>({});
  const [pending, setPending] = useState(false);
  const submission = useRef<Submission<"referral"> | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const fieldId = (field: ReferralField) => `${id}-${field}`;
  const change = (field: ReferralField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateReferral(values);
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    submission.current ??= createSubmission("referral");
    setPending(true);
    const result = await submission.current.submit(values, { honeypot: honeypot.current?.value });
    setPending(false);
    if (result.ok) {
      toast.success(t("referral.success"));
      setValues(empty);
      setErrors({});
      onDone();
    } else {
      toast.error(result.reason === "network" ? t("referral.network") : t("errors.generic"));
    }
  };

  return (
    <div className="rounded-xl border border-line bg-surface p-6 text-ink shadow-lg">
      <h2 id={`${id}-title`} className="text-xl font-bold text-navy">
        {section?.title ?? t("referral.fallbackTitle")}
      </h2>
      {section?.subtitle && <p className="mt-1 font-medium text-ink">{section.subtitle}</p>}
      {section?.body && <p className="mt-2 text-sm text-ink-muted">{section.body}</p>}
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField id={fieldId("referrerName")} label={t("referral.referrerName")} required autoComplete="name"
          value={values.referrerName} onChange={change("referrerName")} error={errors.referrerName} />
        <TextField id={fieldId("referrerEmail")} label={t("referral.referrerEmail")} required type="email"
          autoComplete="email" value={values.referrerEmail} onChange={change("referrerEmail")} error={errors.referrerEmail} />
        <TextField id={fieldId("refereeName")} label={t("referral.refereeName")} required autoComplete="off"
          value={values.refereeName} onChange={change("refereeName")} error={errors.refereeName} />
        <TextField id={fieldId("refereeEmail")} label={t("referral.refereeEmail")} required type="email"
          autoComplete="off" value={values.refereeEmail} onChange={change("refereeEmail")} error={errors.refereeEmail} />
        <div {...honeypotWrapperProps}>
          <input ref={honeypot} {...honeypotInputProps} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-accent" disabled={pending} aria-disabled={pending || undefined}>
            {pending ? t("referral.submitting") : (section?.ctaLabel ?? t("referral.submit"))}
          </button>
        </div>
      </form>
    </div>
  );
}
