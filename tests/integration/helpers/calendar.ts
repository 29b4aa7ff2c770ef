/** Reads back the .ics a caught e-mail carries (or a feed's text), as a calendar application would, with ical.js. */
import ICAL from "ical.js";
import type { CaughtMail } from "../../../scripts/lib/mail-catcher.ts";

export interface ParsedEntry {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART as the calendar's wall clock, e.g. 2026-12-16T09:00:00. */
  start: string;
  /** DTSTART as a moment (its VTIMEZONE applied). */
  startsAt: string;
  tzid: string | null;
  summary: string;
}

export function parseIcs(text: string): ParsedEntry[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  const zone = calendar.getFirstSubcomponent("vtimezone");
  const timezone = zone ? new ICAL.Timezone(zone) : undefined;
  return calendar.getAllSubcomponents("vevent").map((event) => {
    const property = event.getFirstProperty("dtstart")!;
    const start = property.getFirstValue() as ICAL.Time;
    if (timezone) start.zone = timezone;
    return {
      method: String(calendar.getFirstPropertyValue("method")),
      uid: String(event.getFirstPropertyValue("uid")),
      sequence: Number(event.getFirstPropertyValue("sequence")),
      status: String(event.getFirstPropertyValue("status")),
      start: start.toString(),
      startsAt: start.toJSDate().toISOString(),
      tzid: (property.getParameter("tzid") as string | undefined) ?? null,
      summary: String(event.getFirstPropertyValue("summary")),
    };
  });
}

/** The one calendar entry of an e-mail's .ics attachment. */
export function parseCalendar(mail: CaughtMail): ParsedEntry {
  const attachment = mail.attachments?.find((a) => a.filename.endsWith(".ics"));
  if (!attachment) throw new Error(`"${mail.subject}" has no .ics attachment`);
  const [entry] = parseIcs(Buffer.from(attachment.content, "base64").toString("utf8"));
  if (!entry) throw new Error(`"${mail.subject}": the .ics has no event`);
  return entry;
}
