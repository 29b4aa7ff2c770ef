import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentCalendar, appointmentUid, type CalendarEvent, googleCalendarLink, outlookCalendarLink } from "./appointment-calendar.ts";

const ORGANIZER = { name: "Northbridge Consulting Group", email: "hello@northbridgeconsulting.ca" };
const SITE = "https://northbridgeconsulting.ca";

function event(fields: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: "0b5c4a1e-7d2f-4c3b-9a8e-1f2e3d4c5b6a",
    // Sunday 1 November 2026, the day the clocks go back: 9:00 EST is 14:00 UTC.
    startsAt: "2026-11-01T14:00:00.000Z",
    endsAt: "2026-11-01T15:00:00.000Z",
    sequence: 0,
    summary: "موعد مع Northbridge Consulting Group: إدارة المشاريع",
    description: "Line one\nLine two, with a comma; and a semicolon",
    status: "CONFIRMED",
    attendee: { name: "Layla Haddad", email: "layla@example.com" },
    language: "ar",
    ...fields,
  };
}

/** Parses an iCalendar text back with ical.js, with its own VTIMEZONE, as a calendar application would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  const zones = calendar.getAllSubcomponents("vtimezone");
  const timezone = new ICAL.Timezone(zones[0]!);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const start = component.getFirstProperty("dtstart")!;
    const time = start.getFirstValue() as ICAL.Time;
    time.zone = timezone;
    const end = component.getFirstPropertyValue("dtend") as ICAL.Time;
    end.zone = timezone;
    return { component, event: new ICAL.Event(component), start: time, end, tzid: start.getParameter("tzid") };
  });
  return { calendar, zones, events };
}

describe("appointment calendar entries (RFC 5545, parsed back)", () => {
  it("starts at the booked Toronto time with TZID=America/Toronto and its VTIMEZONE, also on the Sunday the clocks change", () => {
    const text = appointmentCalendar({ method: "REQUEST", events: [event()], organizer: ORGANIZER, siteUrl: SITE, now: new Date("2026-10-20T12:00:00Z") });
    const { calendar, zones, events } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(zones).toHaveLength(1);
    expect(zones[0]!.getFirstPropertyValue("tzid")).toBe("America/Toronto");
    const [{ start, end, tzid, event: parsed, component }] = events as [(typeof events)[number]];
    expect(tzid).toBe("America/Toronto");
    expect(start.toString()).toBe("2026-11-01T09:00:00");
    expect(start.toJSDate().toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(end.toJSDate().toISOString()).toBe("2026-11-01T15:00:00.000Z");
    expect(parsed.uid).toBe("appointment-0b5c4a1e-7d2f-4c3b-9a8e-1f2e3d4c5b6a@northbridgeconsulting.ca");
    expect(parsed.summary).toBe("موعد مع Northbridge Consulting Group: إدارة المشاريع");
    expect(parsed.description).toBe("Line one\nLine two, with a comma; and a semicolon");
    expect(parsed.sequence).toBe(0);
    expect(component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(component.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-10-20T12:00:00Z");
    expect(component.getFirstProperty("organizer")!.getParameter("cn")).toBe("Northbridge Consulting Group");
    expect(component.getFirstPropertyValue("organizer")).toBe("mailto:hello@northbridgeconsulting.ca");
    expect(component.getFirstPropertyValue("attendee")).toBe("mailto:layla@example.com");
    // Lines end with CRLF, and the summer time of the same zone is right too (the Sunday the clocks go forward).
    expect(text).toContain("\r\nBEGIN:VEVENT\r\n");
    const spring = parse(appointmentCalendar({ method: "REQUEST", events: [event({ startsAt: "2027-03-14T13:00:00Z", endsAt: "2027-03-14T14:00:00Z" })], organizer: ORGANIZER, siteUrl: SITE }));
    expect(spring.events[0]!.start.toString()).toBe("2027-03-14T09:00:00");
    expect(spring.events[0]!.start.toJSDate().toISOString()).toBe("2027-03-14T13:00:00.000Z");
  });

  it("cancels with the same UID, METHOD:CANCEL and a higher SEQUENCE", () => {
    const request = parse(appointmentCalendar({ method: "REQUEST", events: [event({ sequence: 1 })], organizer: ORGANIZER, siteUrl: SITE }));
    const cancel = parse(appointmentCalendar({ method: "CANCEL", events: [event({ sequence: 2, status: "CANCELLED" })], organizer: ORGANIZER, siteUrl: SITE }));
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.events[0]!.event.uid).toBe(request.events[0]!.event.uid);
    expect(cancel.events[0]!.event.sequence).toBeGreaterThan(request.events[0]!.event.sequence);
    expect(cancel.events[0]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("lists many entries in one feed (PUBLISH) with one VTIMEZONE", () => {
    const feed = parse(
      appointmentCalendar({
        method: "PUBLISH",
        name: "Appointments",
        events: [event(), event({ id: "1b5c4a1e-7d2f-4c3b-9a8e-1f2e3d4c5b6a", startsAt: "2026-12-16T14:00:00Z", endsAt: "2026-12-16T15:00:00Z", attendee: undefined })],
        organizer: ORGANIZER,
        siteUrl: SITE,
      }),
    );
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Appointments");
    expect(feed.events.map((e) => e.start.toJSDate().toISOString())).toEqual(["2026-11-01T14:00:00.000Z", "2026-12-16T14:00:00.000Z"]);
    expect(feed.zones).toHaveLength(1);
  });

  it("keeps the UID's host from the site's address", () => {
    expect(appointmentUid("abc", "http://localhost:3120/")).toBe("appointment-abc@localhost");
  });

  it("links to Google Calendar and Outlook with the same moment", () => {
    const google = new URL(googleCalendarLink(event()));
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("dates")).toBe("20261101T140000Z/20261101T150000Z");
    expect(google.searchParams.get("ctz")).toBe("America/Toronto");
    expect(google.searchParams.get("text")).toBe(event().summary);
    const outlook = new URL(outlookCalendarLink(event()));
    expect(outlook.searchParams.get("startdt")).toBe("2026-11-01T14:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-11-01T15:00:00.000Z");
    expect(outlook.searchParams.get("subject")).toBe(event().summary);
  });
});
