/**
 * The rules of each submission kind, as zod schemas (zod/mini: decision 0019). One schema per kind,
 * used by the public forms (through `validateFields`, loaded with the submit code when a form is
 * first touched) and by the integration test that proves Postgres refuses the same bad input
 * (tests/integration/submission-rules.test.ts): each rule here has its CHECK, trigger or
 * function in supabase/migrations, and the error of each rule is a code the forms translate.
 */
import * as z from "zod/mini";
import { APPOINTMENT_SERVICES, APPOINTMENT_TIMES, LIMITS, PACKAGE_IDS, type SubmissionKind } from "./kinds";
import { isEmail } from "../email";
import { todayInToronto } from "./today-in-toronto";

/** Why a field was refused; each form words it (e.g. contact:errors.*, packages:errors.*). */
export type FieldErrorCode = "required" | "email" | "phone" | "tooLong" | "choice" | "date" | "past";


/** Whether a (trimmed) address passes public.is_email() and fits the column (lib/email.ts, the one rule). */
export { isEmail };

/**
 * An optional phone number as stored: empty, or digits with spaces, dots, dashes and brackets and an
 * optional leading "+", 4 to 15 digits in all (E.164). Postgres: contact_submissions_phone_format.
 */
export const isPhone = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  const digits = trimmed.replace(/\D/g, "").length;
  return /^\+?[0-9 ().-]+$/.test(trimmed) && digits >= 4 && digits <= 15;
};

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(max, { error: "tooLong" }));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max, { error: "tooLong" })));
const email = z.string().check(
  z.trim(),
  z.minLength(1, { error: "required" }),
  z.refine(isEmail, { error: "email" }),
);
const phone = z.optional(z.string().check(z.refine(isPhone, { error: "phone" })));

export const messageSchema = z.object({
  name: required(LIMITS.name),
  email,
  phone,
  subject: required(LIMITS.subject),
  message: required(LIMITS.message),
});

export const appointmentSchema = z.object({
  name: required(LIMITS.name),
  email,
  phone,
  service: z.enum(APPOINTMENT_SERVICES, { error: "choice" }),
  // Not before today at the office (Postgres: guard_contact_submission_insert()).
  date: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date", abort: true }),
    z.refine((date) => date >= todayInToronto(), { error: "past" }),
  ),
  time: z.enum(APPOINTMENT_TIMES, { error: "choice" }),
  notes: optionalText(LIMITS.notes),
});

export const quoteSchema = z.object({
  name: required(LIMITS.name),
  email,
  phone,
  businessName: optionalText(LIMITS.businessName),
  selectedPackage: z.optional(z.enum(PACKAGE_IDS, { error: "choice" })),
  discountApplied: z.literal([0, 15], { error: "choice" }),
  projectDetails: optionalText(LIMITS.projectDetails),
});

export const referralSchema = z.object({
  referrerName: required(LIMITS.name),
  referrerEmail: email,
  refereeName: required(LIMITS.name),
  refereeEmail: email,
});

export const submissionSchemas = {
  message: messageSchema,
  appointment: appointmentSchema,
  quote: quoteSchema,
  referral: referralSchema,
} as const satisfies Record<SubmissionKind, z.ZodMiniType>;
