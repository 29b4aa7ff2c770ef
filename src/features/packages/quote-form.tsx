import { type FormEvent, type Ref, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { type Submission, createSubmission, honeypotInputProps, honeypotWrapperProps } from "~/lib/submissions";
import type { PackageId, PageSection, WebsitePackage } from "./api";
import { TextAreaField, TextField, inputClass } from "./field";
import { type DiscountPercent, discountedPrice, formatPrice } from "./pricing";
import { dropdownValue } from "./state";
import { type FieldErrors, type QuoteField, type QuoteValues, validateQuote } from "./validation";

const empty: QuoteValues = { name: "", email: "", phone: "", businessName: "", projectDetails: "" };
const order: QuoteField[] = ["name", "email"];

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
  const [values, setValues] = useState<QuoteValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<QuoteField>>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const submission = useRef<Submission<"quote"> | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const fieldId = (field: QuoteField | "package") => `${id}-${field}`;
  const change = (field: QuoteField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setSent(false);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateQuote(values);
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    submission.current ??= createSubmission("quote");
    setPending(true);
    setSent(false);
    const result = await submission.current.submit(
      {
        name: values.name,
        email: values.email,
        phone: values.phone,
        businessName: values.businessName,
        selectedPackage: selected ?? undefined,
        discountApplied: discount,
        projectDetails: values.projectDetails,
      },
      { honeypot: honeypot.current?.value },
    );
    setPending(false);
    if (result.ok) {
      setValues(empty);
      setErrors({});
      setSent(true);
    } else {
      toast.error(result.reason === "network" ? t("quote.network") : t("errors.generic"));
    }
  };

  const optionLabel = (pkg: WebsitePackage) =>
    t("quote.packageOption", { name: pkg.name, price: formatPrice(discountedPrice(pkg.price, discount), i18n.language) });

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      noValidate
      onSubmit={onSubmit}
      aria-label={section?.title ?? t("quote.fallbackTitle")}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:grid-cols-2"
    >
      <TextField id={fieldId("name")} label={t("quote.name")} required autoComplete="name" value={values.name}
        onChange={change("name")} error={errors.name} />
      <TextField id={fieldId("email")} label={t("quote.email")} required type="email" autoComplete="email"
        value={values.email} onChange={change("email")} error={errors.email} />
      <TextField id={fieldId("phone")} label={t("quote.phone")} type="tel" autoComplete="tel" value={values.phone}
        onChange={change("phone")} />
      <TextField id={fieldId("businessName")} label={t("quote.businessName")} autoComplete="organization"
        value={values.businessName} onChange={change("businessName")} />
      <div className="sm:col-span-2">
        <label htmlFor={fieldId("package")} className="block text-sm font-semibold text-ink">
          {t("quote.package")} <span className="font-normal text-ink-muted">{t("quote.optional")}</span>
        </label>
        <select
          id={fieldId("package")}
          value={dropdownValue(selected)}
          onChange={(event) => {
            setSent(false);
            onSelect(event.target.value);
          }}
          className={`${inputClass} border-line`}
        >
          <option value="">{t("quote.packageNone")}</option>
          {packages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {optionLabel(pkg)}
            </option>
          ))}
        </select>
        {discount > 0 && <p className="mt-1 text-sm font-medium text-success">{t("quote.discountNote")}</p>}
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id={fieldId("projectDetails")} label={t("quote.projectDetails")} rows={5} maxLength={5000}
          hint={t("quote.projectDetailsHint")} value={values.projectDetails} onChange={change("projectDetails")} />
      </div>
      <div {...honeypotWrapperProps}>
        <input ref={honeypot} {...honeypotInputProps} />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t("quote.submitting") : (section?.ctaLabel ?? t("quote.submit"))}
        </button>
        <p role="status" className="text-sm font-semibold text-success">
          {sent ? t("quote.success") : ""}
        </p>
      </div>
    </form>
  );
}
