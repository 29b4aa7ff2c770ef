/**
 * The new-business discount and price display (spec sections 4 and 9):
 * discounted price = price × (1 − 15 %) rounded to the nearest whole dollar;
 * eligibility window: registered LATER than exactly one year before today.
 */

export const NEW_BUSINESS_DISCOUNT = 15;
export const ELIGIBILITY_WINDOW_MONTHS = 12;
export const REFERRAL_REWARD = 50;
export const CURRENCY = "CAD";

export type DiscountPercent = 0 | typeof NEW_BUSINESS_DISCOUNT;

export function discountedPrice(price: number, percent: number): number {
  if (percent <= 0) return price;
  return Math.round(price * (1 - percent / 100));
}

/** What the visitor saves ('Save $X!'). */
export function savings(price: number, percent: number): number {
  return price - discountedPrice(price, percent);
}

/** A local calendar date (no time, no time zone). */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** "2024-02-29" (the value of <input type="date">) → a calendar date; null when not a real date. */
export function parseDateInput(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Today in the visitor's local calendar. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The same calendar day `months` months earlier; a day that does not exist in
 * the target month becomes its last day (one year before Feb 29 is Feb 28).
 */
export function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whether a business registered on `registration` gets the new-business
 * discount on `today`: its registration date must be later than exactly one
 * year before today (a business registered exactly one year ago is not eligible)
 * and not after today (a business not registered yet is not a business).
 */
export function isEligibleForDiscount(registration: CalendarDate, today: CalendarDate): boolean {
  return compareDates(registration, monthsBefore(today, ELIGIBILITY_WINDOW_MONTHS)) > 0 && compareDates(registration, today) <= 0;
}

/** A calendar date as <input type="date"> writes it ("2024-02-09"). */
export function toDateInput(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Intl locale for prices in a page language: Canadian conventions ("$399" in English, "399 $" in French). */
export function priceLocale(language: string): string {
  const base = language.split("-")[0]?.toLowerCase() ?? "en";
  return base === "en" || base === "fr" ? `${base}-CA` : base;
}

const LRI = "\u2066";
const PDI = "\u2069";

/**
 * A CAD amount in the page language, without cents when whole ("$399", "$594.50", "399 $"). A
 * currency sign made of letters ("CA$" in Arabic) is isolated left to right: inside right-to-left
 * text its "$" would otherwise move to the other side of the letters ("$CA").
 */
export function formatPrice(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(priceLocale(language), {
    style: "currency",
    currency: CURRENCY,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
    .formatToParts(amount)
    .map((part) => (part.type === "currency" && /\p{L}/u.test(part.value) ? `${LRI}${part.value}${PDI}` : part.value))
    .join("");
}

/** Whether a formatted price already names the currency (then no separate "CAD" label follows it). */
export function namesCurrency(formatted: string): boolean {
  return /\p{L}/u.test(formatted);
}
