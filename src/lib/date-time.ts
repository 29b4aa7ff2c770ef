/**
 * The one way the site, the staff portal and the e-mails write a date, a time, a number or a list
 * (decision 0035): with the platform's Intl, in the reader's language, and every time on the firm's
 * clock — America/Toronto — with the zone named ("9:00 a.m. ET", "09 h 00 HE", "9:00 ص توقيت تورونتو").
 *
 * A moment (a timestamptz from Postgres, an ISO string, a Date) is formatted with its zone named; a
 * calendar day ("2026-12-16", an appointment's date) is the firm's day and has no zone to name.
 *
 * This file is imported by the browser code (src/) and, through a relative path, by the e-mails of the
 * Supabase functions (supabase/functions/_shared): it imports nothing and uses only what both the
 * browsers and Deno have.
 */

/** The firm's office: every time the site, the portal and the e-mails show is on this clock. */
export const FIRM_TIME_ZONE = "America/Toronto";

/** The Intl locale of a site language: Canadian conventions for English and French. */
export function intlLocale(language: string): string {
  const base = language.split("-")[0]?.toLowerCase() || "en";
  return base === "en" || base === "fr" ? `${base}-CA` : base;
}

/**
 * How much of a moment to write:
 * - `full`: weekday, day, month and year, time, zone — an appointment in an e-mail or a dialog;
 * - `medium`: short month, day, year, time, zone — a list of submissions, the audit log;
 * - `short`: short month and day, time, zone (no year) — dense lists of recent things (chat conversations);
 * - `time`: the time and zone only — a chat message, a slot of a day already named.
 */
export type MomentStyle = "full" | "medium" | "short" | "time";

const MOMENT: Record<MomentStyle, Intl.DateTimeFormatOptions> = {
  full: { weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" },
  medium: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  short: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  time: { hour: "numeric", minute: "2-digit" },
};

/** How much of a calendar day to write: `full` with its weekday, `long` month name, `medium` short month. */
export type DayStyle = "full" | "long" | "medium";

const DAY: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  full: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  long: { year: "numeric", month: "long", day: "numeric" },
  medium: { year: "numeric", month: "short", day: "numeric" },
};

/**
 * Engines' ICU data differ in the spaces they put inside a formatted value (Node writes "9:00\u202fa.m.",
 * a browser may write a plain or a no-break space): one kind, the no-break space, wherever a narrow
 * one was, so the same moment reads the same in the prerendered page, the browser and the e-mails.
 */
const oneSpace = (text: string) => text.replace(/\u202f/g, "\u00a0");

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // The Gregorian calendar in every language: the firm books and the date pickers speak it
    // (Persian would otherwise get the Solar Hijri calendar, Arabic regions the Islamic one).
    format = new Intl.DateTimeFormat(intlLocale(language), { calendar: "gregory", ...options });
    formats.set(key, format);
  }
  return format;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A moment on the firm's clock, in `language`, with the zone named. "" for an invalid value. */
export function formatMoment(value: Date | string | number, language: string, style: MomentStyle = "medium"): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  return oneSpace(dateFormat(language, { ...MOMENT[style], timeZone: FIRM_TIME_ZONE, timeZoneName: "shortGeneric" }).format(date));
}

/** The zone's name alone, as `language` writes it ("ET", "HE", "توقيت تورونتو"), at that moment. */
export function firmZoneName(language: string, at: Date | string | number = Date.now()): string {
  const parts = dateFormat(language, { hour: "numeric", timeZone: FIRM_TIME_ZONE, timeZoneName: "shortGeneric" }).formatToParts(toDate(at));
  return oneSpace(parts.find((part) => part.type === "timeZoneName")?.value ?? FIRM_TIME_ZONE);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day of the firm ("2026-12-16") in `language`. Read as that day wherever the reader is:
 * it is never shifted by a time zone. A Date or an instant is first taken to its day in Toronto.
 */
export function formatDay(value: string | Date, language: string, style: DayStyle = "long"): string {
  const day = typeof value === "string" ? value : firmDay(value);
  const match = ISO_DAY.exec(day);
  if (!match) return typeof value === "string" ? value : "";
  const noon = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return oneSpace(dateFormat(language, { ...DAY[style], timeZone: "UTC" }).format(noon));
}

/**
 * A wall-clock time of the firm's day (an appointment slot, "14:00" or "02:00 PM") as `language`
 * writes a time, without a zone: for lists whose heading or note names it.
 */
export function formatClock(value: string, language: string): string {
  const minutes = clockMinutes(value);
  if (minutes === null) return value;
  const instant = new Date(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return oneSpace(dateFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(instant));
}

/** Minutes after midnight of "14:00", "14:00:00" or "02:00 PM"; null for anything else. */
export function clockMinutes(value: string): number | null {
  const twelve = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(value.trim());
  if (twelve) return ((Number(twelve[1]) % 12) + (twelve[3]!.toUpperCase() === "PM" ? 12 : 0)) * 60 + Number(twelve[2]);
  const plain = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (plain && Number(plain[1]) < 24 && Number(plain[2]) < 60) return Number(plain[1]) * 60 + Number(plain[2]);
  return null;
}

/** The firm's calendar day (yyyy-mm-dd) of a moment: "today" at the office, the day an instant falls on in Toronto. */
export function firmDay(value: Date | string | number = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: FIRM_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(toDate(value));
}

/** A number in `language` ("1,234.5", "1 234,5", "۱٬۲۳۴٫۵"); options as Intl.NumberFormat's (percent, currency…). */
export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return oneSpace(new Intl.NumberFormat(intlLocale(language), options).format(value));
}

/** A list in `language`: "a, b and c", "a, b et c", "a وb وc". */
export function formatList(items: readonly string[], language: string, type: "conjunction" | "disjunction" | "unit" = "conjunction"): string {
  return new Intl.ListFormat(intlLocale(language), { style: "long", type }).format(items);
}

/** How many minutes the firm's clock is ahead of UTC at `instant` (−300 in winter, −240 in summer). */
function firmOffsetMinutes(instant: number): number {
  const { year, month, day, hour, minute } = firmWallClock(instant);
  return Math.round((Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The moment the firm's clock reads `minutes` after midnight of `day` (yyyy-mm-dd): the start of a
 * Toronto day for a date filter, an appointment slot's start. Daylight saving is taken into account.
 */
export function firmInstant(day: string, minutes = 0): Date {
  const match = ISO_DAY.exec(day);
  if (!match) return new Date(Number.NaN);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, minutes);
  const first = wall - firmOffsetMinutes(wall) * 60_000;
  return new Date(wall - firmOffsetMinutes(first) * 60_000);
}

/** The firm's wall clock at a moment: its Toronto year, month (1–12), day, hour (0–23) and minute. */
export function firmWallClock(value: Date | string | number): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: FIRM_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(toDate(value))
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}
