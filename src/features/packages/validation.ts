/**
 * The quote and referral forms' values and how their errors are worded (spec section 5). The rules
 * are the submission schemas (src/lib/submissions/schemas.ts), which Postgres enforces again.
 */

/** The error of one field, as a key of the packages namespace's "errors" object. */
export type FieldError = "required" | "email" | "phone" | "tooLong" | "generic";

/** The packages:errors key of a rule's code. */
export function errorKey(code: string): FieldError {
  return code === "required" || code === "email" || code === "phone" || code === "tooLong" ? code : "generic";
}

export type QuoteValues = {
  name: string;
  email: string;
  phone: string;
  businessName: string;
  projectDetails: string;
}

export type ReferralValues = {
  referrerName: string;
  referrerEmail: string;
  refereeName: string;
  refereeEmail: string;
}
