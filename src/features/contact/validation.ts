/**
 * The contact forms' values and how their errors are worded (spec section 5). The rules themselves
 * are the submission schemas (src/lib/submissions/schemas.ts), shared with the tests that prove
 * Postgres refuses the same input; only the verification answer is this page's own.
 */
import { MAX_MESSAGE_LENGTH } from "~/lib/submissions/kinds";

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

const REQUIRED: Record<string, FieldError> = {
  name: "nameRequired",
  email: "emailRequired",
  subject: "subjectRequired",
  message: "messageRequired",
  service: "serviceRequired",
  date: "dateRequired",
  time: "timeRequired",
  answer: "verificationRequired",
};

/** The contact:errors key of a field's error code (a schema rule's code, or this page's own key). */
export function errorKey(field: string, code: string): FieldError {
  switch (code) {
    case "required":
    case "choice":
    case "date":
      return REQUIRED[field] ?? "nameRequired";
    case "email":
      return "emailInvalid";
    case "phone":
      return "phoneInvalid";
    case "tooLong":
      return "tooLong";
    case "past":
      return "datePast";
    default:
      return code as FieldError;
  }
}

/** The live counter's numbers: 'n/1000 characters'. */
export function characterCount(value: string, max = MAX_MESSAGE_LENGTH): { count: number; max: number } {
  return { count: value.length, max };
}

/** The verification answer is required (whether it is right is checked just before sending). */
export function answerErrors(values: { answer: string }): { answer?: FieldError } {
  return values.answer.trim() === "" ? { answer: "verificationRequired" } : {};
}

export type MessageValues = {
  name: string;
  email: string;
  /** The dial-code country (ISO code) of the phone number. */
  country: string;
  phone: string;
  subject: string;
  message: string;
  answer: string;
}

export type AppointmentValues = {
  name: string;
  email: string;
  country: string;
  phone: string;
  service: string;
  date: string;
  time: string;
  notes: string;
  answer: string;
}
