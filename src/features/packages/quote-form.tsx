import { type Ref, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ScriptRequiredNote } from "~/components/ui/script-required-note";
import { Field, TextAreaField, TextField, siteFieldLook } from "~/components/ui/field";
import { useRevealConfirmation } from "~/components/ui/reveal-confirmation";
import { input as inputClass } from "~/components/ui/styles";
import { useSubmissionForm } from "~/lib/forms/use-submission-form";
import { honeypotInputProps, honeypotWrapperProps } from "~/lib/submissions/honeypot";
import { LIMITS } from "~/lib/submissions/kinds";
import type { PackageId, PageSection, WebsitePackage } from "./api";
import { type DiscountPercent, discountedPrice, formatPrice } from "./pricing";
import { dropdownValue } from "./state";
import { type QuoteValues, errorKey } from "./validation";

const empty: QuoteValues = { name: "", email: "", phone: "", businessName: "", projectDetails: "" };
const order = ["name", "email", "phone", "businessName", "projectDetails"] as const;

/**
 * The quote request: Full Name and Email Address required, the rest optional.
 * The Package dropdown shows the page's selected package (the same state as
 * the cards); the request carries the package and the discount (0 or 15).
 */
export function QuoteForm({
  section,
  packages,
  selected,
  discount,
  onSelect,
  formRef,
}: {
  section?: PageSection;
  packages: readonly WebsitePackage[];
  selected: PackageId | null;
  discount: DiscountPercent;
  onSelect: (value: string) => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  const { t, i18n } = useTranslation("packages");
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useSubmissionForm({
    kind: "quote",
    draftKey: "packages-quote",
    initial: empty,
    order,
    toFields: (values) => ({ ...values, selectedPackage: selected ?? undefined, discountApplied: discount }),
    errorMessage: (_field, code) => t(`errors.${errorKey(code)}`),
    failureMessage: (result) => (result.reason === "network" ? t("quote.network") : t("errors.generic")),
    onSuccess: () => setSent(true),
  });
  const { honeypot } = form;
  const confirmation = useRef<HTMLParagraphElement>(null);
  useRevealConfirmation(confirmation, sent);

  const fieldId = (field: keyof QuoteValues | "package") => `${id}-${field}`;
  const field = (name: keyof QuoteValues) => ({
    id: fieldId(name),
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => {
      setSent(false);
      form.set(name)(event.target.value);
    },
    error: form.errorText(name),
    ref: form.register(name),
    ...siteFieldLook,
  });

  const optionLabel = (pkg: WebsitePackage) =>
    t("quote.packageOption", { name: pkg.name, price: formatPrice(discountedPrice(pkg.price, discount), i18n.language) });

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      {...form.formProps}
      aria-label={section?.title ?? t("quote.fallbackTitle")}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <ScriptRequiredNote className="sm:col-span-2" />
      <TextField {...field("name")} label={t("quote.name")} required autoComplete="name" maxLength={LIMITS.name} />
      <TextField {...field("email")} label={t("quote.email")} required type="email" autoComplete="email" maxLength={LIMITS.email} />
      <TextField {...field("phone")} label={t("quote.phone")} type="tel" dir="ltr" autoComplete="tel" maxLength={LIMITS.phone} />
      <TextField {...field("businessName")} label={t("quote.businessName")} autoComplete="organization" maxLength={LIMITS.businessName} />
      <Field {...siteFieldLook} id={fieldId("package")} label={t("quote.package")} className="sm:col-span-2">
        {(control) => (
          <>
            <select
              {...control}
              value={dropdownValue(selected)}
              onChange={(event) => {
                setSent(false);
                onSelect(event.target.value);
              }}
              className={inputClass}
            >
              <option value="">{t("quote.packageNone")}</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {optionLabel(pkg)}
                </option>
              ))}
            </select>
            {discount > 0 && <p className="mt-1 text-sm font-medium text-success">{t("quote.discountNote")}</p>}
          </>
        )}
      </Field>
      <TextAreaField
        {...field("projectDetails")}
        label={t("quote.projectDetails")}
        rows={5}
        maxLength={LIMITS.projectDetails}
        hint={t("quote.projectDetailsHint")}
        className="sm:col-span-2"
      />
      <div {...honeypotWrapperProps}>
        <input ref={honeypot} {...honeypotInputProps} />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={form.pending}>
          {form.pending ? t("quote.submitting") : (section?.ctaLabel ?? t("quote.submit"))}
        </button>
        <p ref={confirmation} role="status" className="scroll-mt-[calc(var(--header-height,4rem)+1rem)] text-sm font-semibold text-success">
          {sent ? t("quote.success") : ""}
        </p>
      </div>
    </form>
  );
}
