/**
 * The contact page's validation (spec section 5), pure functions the forms and tests share.
 * Postgres checks the same rules again where the data lands (CHECKs of contact_submissions).
 */
import { APPOINTMENT_SERVICES, APPOINTMENT_TIMES, MAX_MESSAGE_LENGTH } from "~/lib/submissions";

/** The error keys (contact:errors.<key>). */
export type FieldError =
  | "nameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "phoneInvalid"
  | "subjectRequired"
  | "messageRequired"
  | "tooLong"
  | "serviceRequired"
  | "dateRequired"
  | "datePast"
  | "timeRequired"
  | "verificationRequired"
  | "verificationIncorrect"
  | "slotTaken";

export type Errors<F extends string> = Partial<Record<F, FieldError>>;

/** Column limits of contact_submissions, used as maxLength on the inputs. */
export const LIMITS = { name: 200, email: 320, phone: 25, subject: 300, message: MAX_MESSAGE_LENGTH } as const;

// The same address rule as Postgres' public.is_email().
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= LIMITS.email && EMAIL.test(trimmed);
}

/** An optional local phone number: empty, or 4 to 15 digits (spaces, dashes, dots and brackets ignored). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/[\s().-]/g, "");
  return digits === "" || /^\d{4,15}$/.test(digits);
}

/** The live counter's numbers: 'n/1000 characters'. */
export function characterCount(value: string, max = MAX_MESSAGE_LENGTH): { count: number; max: number } {
  return { count: value.length, max };
}

/** Today's date (yyyy-mm-dd) at the firm's office in Toronto: what Postgres compares with. */
export function todayInToronto(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export interface MessageValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  answer: string;
}

export interface AppointmentValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  date: string;
  time: string;
  notes: string;
  answer: string;
}

const blank = (value: string) => value.trim() === "";

function contactErrors(values: { name: string; email: string; phone: string }): Errors<"name" | "email" | "phone"> {
  const errors: Errors<"name" | "email" | "phone"> = {};
  if (blank(values.name)) errors.name = "nameRequired";
  if (blank(values.email)) errors.email = "emailRequired";
  else if (!isEmail(values.email)) errors.email = "emailInvalid";
  if (!isPhone(values.phone)) errors.phone = "phoneInvalid";
  return errors;
}

/** The message form's errors, in the order of its fields. */
export function validateMessage(values: MessageValues): Errors<keyof MessageValues> {
  const errors: Errors<keyof MessageValues> = contactErrors(values);
  if (blank(values.subject)) errors.subject = "subjectRequired";
  if (blank(values.message)) errors.message = "messageRequired";
  else if (values.message.length > MAX_MESSAGE_LENGTH) errors.message = "tooLong";
  if (blank(values.answer)) errors.answer = "verificationRequired";
  return errors;
}

/** The appointment form's errors; `today` is yyyy-mm-dd (todayInToronto()). */
export function validateAppointment(values: AppointmentValues, today: string): Errors<keyof AppointmentValues> {
  const errors: Errors<keyof AppointmentValues> = contactErrors(values);
  if (!(APPOINTMENT_SERVICES as readonly string[]).includes(values.service)) errors.service = "serviceRequired";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = "dateRequired";
  else if (values.date < today) errors.date = "datePast";
  if (!(APPOINTMENT_TIMES as readonly string[]).includes(values.time)) errors.time = "timeRequired";
  if (values.notes.length > MAX_MESSAGE_LENGTH) errors.notes = "tooLong";
  if (blank(values.answer)) errors.answer = "verificationRequired";
  return errors;
}

/** The first field with an error, in the form's order (focus goes there). */
export function firstInvalid<F extends string>(order: readonly F[], errors: Errors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
