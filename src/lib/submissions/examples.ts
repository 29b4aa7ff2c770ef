/**
 * Examples of each submission kind that the rules accept or refuse, with the rule they break. The
 * schemas' unit test (schemas.test.ts) and the integration test that sends them to Postgres
 * (tests/integration/submission-rules.test.ts) both use them: what the form refuses, the database
 * refuses too. Not imported by the site.
 */
import type { SubmissionFieldsByKind, SubmissionKind } from "./kinds";
import type { FieldErrorCode } from "./schemas";

export interface BadExample<K extends SubmissionKind> {
  why: string;
  fields: SubmissionFieldsByKind[K];
  /** The field the schema names, and its code. */
  field: string;
  code: FieldErrorCode;
}

const long = (n: number) => "x".repeat(n);

/**
 * A Monday two to three weeks from today (YYYY-MM-DD): inside the booking horizon and, at 10:00 AM,
 * inside the firm's booking hours, so the database accepts it as well as the schema (a fixed far-off
 * date is refused since the database checks availability, decision 0036).
 */
function mondayAhead(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

export const GOOD: { [K in SubmissionKind]: SubmissionFieldsByKind[K] } = {
  message: { name: "Ada Lovelace", email: "ada@example.com", phone: "+1 4165550100", subject: "Evaluation", message: "We need help." },
  appointment: {
    name: "Ada",
    email: "ada.appointment@example.com",
    phone: "",
    service: "Project Management",
    date: mondayAhead(),
    time: "10:00 AM",
    notes: "",
  },
  quote: {
    name: "Bo",
    email: "bo@example.com",
    phone: "+1 (416) 555-0100",
    businessName: "Bo's Bakery",
    selectedPackage: "premium",
    discountApplied: 15,
    projectDetails: "Five pages.",
  },
  referral: { referrerName: "Ana", referrerEmail: "ana@example.com", refereeName: "Cy", refereeEmail: "cy@example.com" },
};

const message = GOOD.message;
const appointment = GOOD.appointment;
const quote = GOOD.quote;
const referral = GOOD.referral;

/* Values outside the types (a script posting anything) are cast: the point is that both refuse them. */
export const BAD: { [K in SubmissionKind]: BadExample<K>[] } = {
  message: [
    { why: "a blank name", fields: { ...message, name: "   " }, field: "name", code: "required" },
    { why: "an address without a domain", fields: { ...message, email: "ada@" }, field: "email", code: "email" },
    { why: "an address without a top-level domain", fields: { ...message, email: "ada@example" }, field: "email", code: "email" },
    { why: "letters in the phone number", fields: { ...message, phone: "+1 call me" }, field: "phone", code: "phone" },
    { why: "a phone number of 3 digits", fields: { ...message, phone: "123" }, field: "phone", code: "phone" },
    { why: "a phone number of 16 digits", fields: { ...message, phone: "+1 234567890123456" }, field: "phone", code: "phone" },
    { why: "a blank subject", fields: { ...message, subject: "" }, field: "subject", code: "required" },
    { why: "a message of 1001 characters", fields: { ...message, message: long(1001) }, field: "message", code: "tooLong" },
    { why: "a name of 201 characters", fields: { ...message, name: long(201) }, field: "name", code: "tooLong" },
  ],
  appointment: [
    { why: "a service not on the list", fields: { ...appointment, service: "Gardening" as never }, field: "service", code: "choice" },
    { why: "a date in the past", fields: { ...appointment, date: "2001-01-01" }, field: "date", code: "past" },
    { why: "a time not on the list", fields: { ...appointment, time: "05:00 PM" as never }, field: "time", code: "choice" },
    { why: "notes of 1001 characters", fields: { ...appointment, notes: long(1001) }, field: "notes", code: "tooLong" },
    { why: "no e-mail address", fields: { ...appointment, email: "" }, field: "email", code: "required" },
  ],
  quote: [
    { why: "a blank name", fields: { ...quote, name: "" }, field: "name", code: "required" },
    { why: "an invalid address", fields: { ...quote, email: "bo at example.com" }, field: "email", code: "email" },
    { why: "a package that does not exist", fields: { ...quote, selectedPackage: "enterprise" as never }, field: "selectedPackage", code: "choice" },
    { why: "a 10 % discount", fields: { ...quote, discountApplied: 10 as never }, field: "discountApplied", code: "choice" },
    { why: "project details of 5001 characters", fields: { ...quote, projectDetails: long(5001) }, field: "projectDetails", code: "tooLong" },
    { why: "a business name of 301 characters", fields: { ...quote, businessName: long(301) }, field: "businessName", code: "tooLong" },
    { why: "a phone number with letters", fields: { ...quote, phone: "ask for Bo" }, field: "phone", code: "phone" },
  ],
  referral: [
    { why: "a blank friend's name", fields: { ...referral, refereeName: " " }, field: "refereeName", code: "required" },
    { why: "an invalid friend's address", fields: { ...referral, refereeEmail: "cy@" }, field: "refereeEmail", code: "email" },
    { why: "an invalid own address", fields: { ...referral, referrerEmail: "ana" }, field: "referrerEmail", code: "email" },
  ],
};
