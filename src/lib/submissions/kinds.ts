/**
 * The public site's four submission kinds (contact message, appointment, website quote, referral):
 * their fixed lists, limits and field types. Postgres holds the same values in the CHECKs of
 * contact_submissions (migrations 20261121000500 and 20261126000100); `schemas.ts` holds the rules.
 */

export type SubmissionKind = "message" | "appointment" | "quote" | "referral";
export const SUBMISSION_KINDS = ["message", "appointment", "quote", "referral"] as const satisfies readonly SubmissionKind[];

/** The spec's fixed lists (public site, section 9). */
export const APPOINTMENT_SERVICES = [
  "Monitoring, Evaluation, and Learning (MEL)",
  "Sustainability Management",
  "Project Management",
  "Integrated Support Services",
  "Augmented Support Services",
  "Other",
] as const;
export type AppointmentService = (typeof APPOINTMENT_SERVICES)[number];

export const APPOINTMENT_TIMES = ["09:00 AM", "10:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"] as const;
export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];

export const PACKAGE_IDS = ["starter", "professional", "premium"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Message and notes: at most 1000 characters (spec section 9). */
export const MAX_MESSAGE_LENGTH = 1000;

/** Column limits of contact_submissions (characters), also the inputs' maxLength. */
export const LIMITS = {
  name: 200,
  email: 320,
  /** A phone number as typed: the column allows 40; 4 to 15 digits (E.164) plus separators. */
  phone: 25,
  subject: 300,
  message: MAX_MESSAGE_LENGTH,
  notes: MAX_MESSAGE_LENGTH,
  businessName: 300,
  projectDetails: 5000,
} as const;

export interface MessageFields {
  name: string;
  email: string;
  /** Optional; the full number with its dial code, e.g. "+1 4165550100". */
  phone?: string;
  subject: string;
  message: string;
}

export interface AppointmentFields {
  name: string;
  email: string;
  phone?: string;
  service: AppointmentService;
  /** yyyy-mm-dd; not before today (Toronto), enforced again by Postgres. */
  date: string;
  time: AppointmentTime;
  notes?: string;
}

export interface QuoteFields {
  name: string;
  email: string;
  phone?: string;
  businessName?: string;
  /** The package chosen on the card or in the dropdown; absent when none. */
  selectedPackage?: PackageId;
  /** 0 or 15 (percent). */
  discountApplied: 0 | 15;
  projectDetails?: string;
}

export interface ReferralFields {
  referrerName: string;
  referrerEmail: string;
  refereeName: string;
  refereeEmail: string;
}

export interface SubmissionFieldsByKind {
  message: MessageFields;
  appointment: AppointmentFields;
  quote: QuoteFields;
  referral: ReferralFields;
}

export type SubmitFailureReason = "network" | "rejected" | "slot-taken" | "slot-unavailable" | "rate-limited" | "invalid";

export type SubmitResult = { ok: true } | { ok: false; reason: SubmitFailureReason; message?: string };
