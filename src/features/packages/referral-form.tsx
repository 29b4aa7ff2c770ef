import { useId } from "react";
import { ScriptRequiredNote } from "~/components/ui/script-required-note";
import { useTranslation } from "react-i18next";
import { TextField, siteFieldLook } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { useSubmissionForm } from "~/lib/forms/use-submission-form";
import { honeypotInputProps, honeypotWrapperProps } from "~/lib/submissions/honeypot";
import { LIMITS } from "~/lib/submissions/kinds";
import type { PageSection } from "./api";
import { type ReferralValues, errorKey } from "./validation";

const empty: ReferralValues = { referrerName: "", referrerEmail: "", refereeName: "", refereeEmail: "" };
const order = ["referrerName", "referrerEmail", "refereeName", "refereeEmail"] as const;

/**
 * 'Refer & Earn $50': the visitor's name and e-mail and a friend's. On success
 * a toast, then the form resets and `onDone` closes the panel; on failure the
 * typed values stay.
 */
export function ReferralForm({ section, onDone }: { section?: PageSection; onDone: () => void }) {
  const { t } = useTranslation("packages");
  const id = useId();
  const form = useSubmissionForm({
    kind: "referral",
    draftKey: "packages-referral",
    initial: empty,
    order,
    toFields: (values) => values,
    errorMessage: (_field, code) => t(`errors.${errorKey(code)}`),
    failureMessage: (result) => (result.reason === "network" ? t("referral.network") : t("errors.generic")),
    onSuccess() {
      toast.success(t("referral.success"));
      onDone();
    },
  });
  const { honeypot } = form;

  const field = (name: keyof ReferralValues) => ({
    id: `${id}-${name}`,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.set(name)(event.target.value),
    error: form.errorText(name),
    ref: form.register(name),
    ...siteFieldLook,
  });

  return (
    <div className="rounded-xl border border-line bg-surface p-4 text-ink shadow-lg sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-navy">
        {section?.title ?? t("referral.fallbackTitle")}
      </h2>
      {section?.subtitle && <p className="mt-1 font-medium text-ink">{section.subtitle}</p>}
      {section?.body && <p className="mt-2 text-sm text-ink-muted">{section.body}</p>}
      <form {...form.formProps} aria-labelledby={`${id}-title`} className="mt-4 grid gap-4 sm:grid-cols-2">
      <ScriptRequiredNote />
        <TextField {...field("referrerName")} label={t("referral.referrerName")} required autoComplete="name" maxLength={LIMITS.name} />
        <TextField {...field("referrerEmail")} label={t("referral.referrerEmail")} required type="email" autoComplete="email"
          maxLength={LIMITS.email} />
        <TextField {...field("refereeName")} label={t("referral.refereeName")} required autoComplete="off" maxLength={LIMITS.name} />
        <TextField {...field("refereeEmail")} label={t("referral.refereeEmail")} required type="email" autoComplete="off"
          maxLength={LIMITS.email} />
        <div {...honeypotWrapperProps}>
          <input ref={honeypot} {...honeypotInputProps} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-accent" disabled={form.pending} aria-disabled={form.pending || undefined}>
            {form.pending ? t("referral.submitting") : (section?.ctaLabel ?? t("referral.submit"))}
          </button>
        </div>
      </form>
    </div>
  );
}
