/**
 * Client-side checks of the quote and referral forms (spec section 5). The
 * e-mail pattern is the one Postgres enforces (public.is_email), so what the
 * form accepts the database accepts too.
 */
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 320 && EMAIL.test(trimmed);
}

/** The error of one field, as a key of the packages namespace's "errors" object. */
export type FieldError = "required" | "email";
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

function requiredText(value: string): FieldError | undefined {
  return value.trim() === "" ? "required" : undefined;
}

function requiredEmail(value: string): FieldError | undefined {
  if (value.trim() === "") return "required";
  return isEmail(value) ? undefined : "email";
}

function compact<F extends string>(errors: Record<F, FieldError | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    const error = errors[key];
    if (error) out[key] = error;
  }
  return out;
}

export interface QuoteValues {
  name: string;
  email: string;
  phone: string;
  businessName: string;
  projectDetails: string;
}

export type QuoteField = keyof QuoteValues;

/** Full Name and Email Address (e-mail format) required; the rest optional. */
export function validateQuote(values: QuoteValues): FieldErrors<QuoteField> {
  return compact<"name" | "email">({ name: requiredText(values.name), email: requiredEmail(values.email) });
}

export interface ReferralValues {
  referrerName: string;
  referrerEmail: string;
  refereeName: string;
  refereeEmail: string;
}

export type ReferralField = keyof ReferralValues;

/** All four fields required; both e-mails in e-mail format. */
export function validateReferral(values: ReferralValues): FieldErrors<ReferralField> {
  return compact<ReferralField>({
    referrerName: requiredText(values.referrerName),
    referrerEmail: requiredEmail(values.referrerEmail),
    refereeName: requiredText(values.refereeName),
    refereeEmail: requiredEmail(values.refereeEmail),
  });
}
