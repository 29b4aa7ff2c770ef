/**
 * Calendar entries of appointments (issue 28, item 1; decision 0036): iCalendar (RFC 5545) written
 * with ical.js (Mozilla's parser and writer: escaping, line folding, property parameters), with the
 * America/Toronto VTIMEZONE of timezones-ical-library (generated from the IANA database), and the
 * "Add to Google Calendar" and "Add to Outlook" links.
 *
 * - UID: one per appointment, for ever (`appointment-<id>@<site host>`), so an update or a
 *   cancellation replaces the entry a calendar already has.
 * - SEQUENCE: the appointment's, raised by Postgres each time the visitor moves or cancels it.
 * - DTSTART/DTEND: the Toronto wall clock with TZID=America/Toronto (and its VTIMEZONE); DTSTAMP UTC.
 * - METHOD: REQUEST to the visitor (an invitation from the firm, the ORGANIZER), CANCEL when it is
 *   cancelled (same UID, higher SEQUENCE), PUBLISH for the firm's own notices and the staff feeds.
 */
import ICAL from "ical.js";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { FIRM_TIME_ZONE, firmWallClock } from "../../../src/lib/date-time.ts";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface CalendarEvent {
  /** The appointment's id (contact_submissions.id). */
  id: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
  summary: string;
  description?: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** The visitor, invited by the firm. */
  attendee?: { name: string; email: string };
  /** A link about the appointment (the manage page, the inbox). */
  url?: string;
  language?: string;
}

export interface Organizer {
  name: string;
  email: string;
}

/** The entry's UID: stable for the appointment's whole life, whatever its time or state. */
export function appointmentUid(id: string, siteUrl: string): string {
  let host = "localhost";
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `appointment-${id}@${host}`;
}

let zone: { component: ICAL.Component; timezone: ICAL.Timezone } | undefined;
function firmZone() {
  if (!zone) {
    const block = tzlib_get_ical_block(FIRM_TIME_ZONE)[0];
    if (!block) throw new Error(`no VTIMEZONE for ${FIRM_TIME_ZONE}`);
    const component = new ICAL.Component(ICAL.parse(block) as unknown as unknown[]);
    zone = { component, timezone: new ICAL.Timezone(component) };
  }
  return zone;
}

function zonedTime(instant: string): ICAL.Time {
  const { year, month, day, hour, minute } = firmWallClock(instant);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, firmZone().timezone);
}

function addZoned(event: ICAL.Component, name: "dtstart" | "dtend", instant: string) {
  const property = event.addPropertyWithValue(name, zonedTime(instant));
  property.setParameter("tzid", FIRM_TIME_ZONE);
}

/** One VCALENDAR with the firm's VTIMEZONE and one VEVENT per event. */
export function appointmentCalendar(options: {
  method: CalendarMethod;
  events: CalendarEvent[];
  organizer: Organizer;
  siteUrl: string;
  /** A feed's name (X-WR-CALNAME). */
  name?: string;
  now?: Date;
}): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("prodid", `-//${options.organizer.name.replace(/\/\//g, "/") || "Appointments"}//Appointments//EN`);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", options.method);
  if (options.name) calendar.addPropertyWithValue("x-wr-calname", options.name);
  calendar.addSubcomponent(new ICAL.Component(firmZone().component.toJSON()));
  const stamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  for (const item of options.events) {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", appointmentUid(item.id, options.siteUrl));
    event.addPropertyWithValue("dtstamp", stamp);
    addZoned(event, "dtstart", item.startsAt);
    addZoned(event, "dtend", item.endsAt);
    event.addPropertyWithValue("sequence", item.sequence);
    event.addPropertyWithValue("status", item.status);
    const summary = event.addPropertyWithValue("summary", item.summary);
    if (item.language) summary.setParameter("language", item.language);
    if (item.description) {
      const description = event.addPropertyWithValue("description", item.description);
      if (item.language) description.setParameter("language", item.language);
    }
    if (item.url) event.addPropertyWithValue("url", item.url);
    const organizer = event.addPropertyWithValue("organizer", `mailto:${options.organizer.email}`);
    if (options.organizer.name) organizer.setParameter("cn", options.organizer.name);
    if (item.attendee) {
      const attendee = event.addPropertyWithValue("attendee", `mailto:${item.attendee.email}`);
      if (item.attendee.name) attendee.setParameter("cn", item.attendee.name);
      attendee.setParameter("role", "REQ-PARTICIPANT");
      attendee.setParameter("partstat", options.method === "CANCEL" ? "DECLINED" : "ACCEPTED");
      attendee.setParameter("rsvp", "FALSE");
    }
    event.addPropertyWithValue("transp", options.method === "CANCEL" ? "TRANSPARENT" : "OPAQUE");
    calendar.addSubcomponent(event);
  }
  // RFC 5545: lines end with CRLF.
  return `${calendar.toString().replace(/\r?\n/g, "\r\n")}\r\n`;
}

/** The attachment of an e-mail about an appointment. */
export function calendarAttachment(method: CalendarMethod, text: string) {
  return {
    filename: method === "CANCEL" ? "cancellation.ics" : "appointment.ics",
    content: text,
    contentType: `text/calendar; charset=UTF-8; method=${method}`,
  };
}

const utcStamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** "Add to Google Calendar": Google's event template, times in UTC shown in Toronto. */
export function googleCalendarLink(event: Pick<CalendarEvent, "startsAt" | "endsAt" | "summary" | "description">): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`,
    ctz: FIRM_TIME_ZONE,
    ...(event.description ? { details: event.description } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** "Add to Outlook": Outlook on the web's compose-event link (personal and work accounts alike). */
export function outlookCalendarLink(event: Pick<CalendarEvent, "startsAt" | "endsAt" | "summary" | "description">): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.summary,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    ...(event.description ? { body: event.description } : {}),
  });
  return `https://outlook.office.com/calendar/0/deeplink/compose?${params}`;
}
