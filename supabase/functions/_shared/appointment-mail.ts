/**
 * An e-mail about an appointment, ready to send: words (./appointment-email.ts), the calendar entry
 * and links (./appointment-calendar.ts), the sender and signature (./firm.ts), and a fresh manage
 * link — shared by appointment-decision (confirmed, declined) and mail-outbox (reminders, moves,
 * cancellations, the firm's notices).
 */
import {
  appointmentCalendar,
  calendarAttachment,
  type CalendarEvent,
  type CalendarMethod,
  googleCalendarLink,
  outlookCalendarLink,
} from "./appointment-calendar.ts";
import { appointmentEmail, appointmentSummary, type FirmAppointmentMail, firmAppointmentEmail, serviceName, type VisitorAppointmentMail } from "./appointment-email.ts";
import { firmIdentity, parseMailbox } from "./firm.ts";
import type { Mail } from "./mail.ts";
import { languageOf } from "./mail-common.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

/** The columns of contact_submissions an appointment e-mail needs. */
export interface AppointmentRow {
  id: string;
  language: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  appointment_starts_at: string;
  appointment_ends_at: string;
  appointment_status: string;
  appointment_sequence: number;
  appointment_decided_at: string | null;
}

export const siteUrl = () => (Deno.env.get("SITE_URL") ?? "").replace(/\/+$/, "");
const languagePrefix = (language: string) => (languageOf(language) === "en" ? "" : `/${languageOf(language)}`);

/**
 * The manage page with a token in its fragment: a fragment never reaches a server (no access log,
 * no Referer), and the page removes it from the address bar once read (decision 0036).
 */
export function manageLink(language: string, token: string): string {
  return `${siteUrl()}${languagePrefix(language)}/appointment#${encodeURIComponent(token)}`;
}

export const contactLink = (language: string) => `${siteUrl()}${languagePrefix(language)}/contact`;
export const inboxLink = () => `${siteUrl()}/admin/contacts/appointments`;

/** The firm as the calendar entry's organizer: the sender's address and the firm's name. */
async function organizer(language: string) {
  const identity = await firmIdentity(languageOf(language));
  const sender = parseMailbox(identity.from ?? Deno.env.get("MAIL_FROM") ?? "appointments@localhost");
  return { identity, organizer: { name: sender.name ?? identity.signature.firmName, email: sender.address } };
}

function event(row: AppointmentRow, summary: string, status: CalendarEvent["status"], attendee: boolean): CalendarEvent {
  return {
    id: row.id,
    startsAt: row.appointment_starts_at,
    endsAt: row.appointment_ends_at,
    sequence: row.appointment_sequence,
    summary,
    status,
    language: languageOf(row.language),
    url: contactLink(row.language),
    ...(attendee && row.email ? { attendee: { name: row.name?.trim() ?? "", email: row.email } } : {}),
  };
}

/**
 * The visitor's e-mail. `token` is a fresh manage token (issue_appointment_token), given while the
 * appointment can still change (not for declined or cancelled ones).
 */
export async function visitorAppointmentMail(
  mail: VisitorAppointmentMail,
  row: AppointmentRow,
  options: { token?: string; note?: string | null } = {},
): Promise<Mail> {
  if (!row.email) throw new Error("The appointment has no e-mail address");
  const language = languageOf(row.language);
  const { identity, organizer: firm } = await organizer(language);
  const confirmed = row.appointment_status === "confirmed" || mail === "confirmed";
  // A calendar entry goes with what the visitor should have in their calendar: a confirmed time, or
  // the cancellation of an entry they were sent (a confirmed appointment since cancelled).
  const method: CalendarMethod | null =
    mail === "cancellation" ? (row.appointment_decided_at ? "CANCEL" : null) : confirmed && mail !== "declined" ? "REQUEST" : null;
  const summary = appointmentSummary(language, row.service, identity.signature.firmName);
  const entry = event(row, summary, method === "CANCEL" ? "CANCELLED" : "CONFIRMED", true);
  const calendar = method
    ? appointmentCalendar({ method, events: [entry], organizer: firm, siteUrl: siteUrl() })
    : null;
  const words = appointmentEmail({
    language,
    mail,
    name: row.name ?? "",
    service: row.service ?? "",
    startsAt: row.appointment_starts_at,
    confirmed,
    note: options.note,
    contactUrl: contactLink(language),
    manageUrl: options.token ? manageLink(language, options.token) : undefined,
    calendarLinks: method === "REQUEST" ? { google: googleCalendarLink(entry), outlook: outlookCalendarLink(entry) } : undefined,
    signature: identity.signature,
  });
  return {
    to: row.email,
    ...words,
    from: identity.from,
    replyTo: Deno.env.get("MAIL_REPLY_TO") || undefined,
    ...(calendar && method ? { attachments: [calendarAttachment(method, calendar)] } : {}),
  };
}

/** The firm's notice (English), with the entry for the firm's calendar (PUBLISH, or CANCEL). */
export async function firmAppointmentMail(mail: FirmAppointmentMail, row: AppointmentRow, to: string): Promise<Mail> {
  const { identity, organizer: firm } = await organizer("en");
  const words = firmAppointmentEmail({
    mail,
    name: row.name ?? "",
    email: row.email,
    phone: row.phone,
    service: row.service ?? "",
    startsAt: row.appointment_starts_at,
    language: row.language,
    inboxUrl: inboxLink(),
  });
  const cancelled = mail === "cancellation_notice";
  const wasConfirmed = row.appointment_status === "confirmed" || (cancelled && row.appointment_decided_at !== null);
  const summary = `${serviceName("en", row.service) || "Appointment"}: ${row.name?.trim() || row.email || ""}`;
  const method: CalendarMethod = cancelled ? "CANCEL" : "PUBLISH";
  const calendar = wasConfirmed
    ? appointmentCalendar({ method, events: [event(row, summary, cancelled ? "CANCELLED" : "CONFIRMED", false)], organizer: firm, siteUrl: siteUrl() })
    : null;
  return { to, ...words, from: identity.from, ...(calendar ? { attachments: [calendarAttachment(method, calendar)] } : {}) };
}
