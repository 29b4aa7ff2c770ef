import { describe, expect, it } from "vitest";
import {
  type CalendarDate,
  discountedPrice,
  formatPrice,
  namesCurrency,
  toDateInput,
  isEligibleForDiscount,
  localToday,
  monthsBefore,
  parseDateInput,
  priceLocale,
  savings,
} from "./pricing";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe("discount math", () => {
  it("takes 15 % off and rounds to the nearest dollar", () => {
    expect([399, 699, 999].map((p) => discountedPrice(p, 15))).toEqual([339, 594, 849]);
    expect([399, 699, 999].map((p) => savings(p, 15))).toEqual([60, 105, 150]);
  });

  it("rounds halves up and leaves prices alone without a discount", () => {
    expect(discountedPrice(10, 15)).toBe(9); // 8.5 -> 9
    expect(discountedPrice(110, 15)).toBe(94); // 93.5 -> 94
    expect(discountedPrice(399, 0)).toBe(399);
    expect(savings(399, 0)).toBe(0);
  });
});

describe("eligibility (registered later than exactly one year before today)", () => {
  const today = d(2025, 6, 15);

  it("refuses a business registered exactly one year ago", () => {
    expect(isEligibleForDiscount(d(2024, 6, 15), today)).toBe(false);
  });

  it("accepts one day later than exactly one year ago", () => {
    expect(isEligibleForDiscount(d(2024, 6, 16), today)).toBe(true);
  });

  it("refuses older registrations and accepts recent ones", () => {
    expect(isEligibleForDiscount(d(2024, 6, 14), today)).toBe(false);
    expect(isEligibleForDiscount(d(2020, 1, 1), today)).toBe(false);
    expect(isEligibleForDiscount(d(2025, 6, 15), today)).toBe(true);
    expect(isEligibleForDiscount(d(2025, 1, 1), today)).toBe(true);
  });

  it("crosses a year boundary", () => {
    expect(isEligibleForDiscount(d(2024, 1, 1), d(2025, 1, 1))).toBe(false);
    expect(isEligibleForDiscount(d(2024, 1, 2), d(2025, 1, 1))).toBe(true);
    expect(isEligibleForDiscount(d(2023, 12, 31), d(2024, 12, 31))).toBe(false);
  });

  it("treats one year before Feb 29 as Feb 28", () => {
    expect(monthsBefore(d(2024, 2, 29), 12)).toEqual(d(2023, 2, 28));
    expect(isEligibleForDiscount(d(2023, 2, 28), d(2024, 2, 29))).toBe(false);
    expect(isEligibleForDiscount(d(2023, 3, 1), d(2024, 2, 29))).toBe(true);
  });

  it("handles a business registered on a leap day", () => {
    // One year before Feb 28, 2025 is Feb 28, 2024: a Feb 29 registration is one day later, its last eligible day.
    expect(isEligibleForDiscount(d(2024, 2, 29), d(2025, 2, 28))).toBe(true);
    // One year before Mar 1, 2025 is Mar 1, 2024: Feb 29 is earlier.
    expect(isEligibleForDiscount(d(2024, 2, 29), d(2025, 3, 1))).toBe(false);
    // In a leap year, one year before Mar 1, 2028 is Mar 1, 2027 (exactly: refused).
    expect(isEligibleForDiscount(d(2027, 3, 1), d(2028, 3, 1))).toBe(false);
  });

  it("reads today in the local calendar", () => {
    expect(localToday(new Date(2025, 0, 31, 23, 59))).toEqual(d(2025, 1, 31));
    expect(localToday(new Date(2025, 1, 1, 0, 0))).toEqual(d(2025, 2, 1));
  });
});

describe("parseDateInput", () => {
  it("reads the yyyy-mm-dd value of a date input", () => {
    expect(parseDateInput("2024-02-29")).toEqual(d(2024, 2, 29));
    expect(parseDateInput(" 2025-12-01 ")).toEqual(d(2025, 12, 1));
  });

  it("refuses impossible or malformed dates", () => {
    for (const value of ["", "2023-02-29", "2025-13-01", "2025-00-10", "2025-04-31", "15/06/2025", "2025-6-1"]) {
      expect(parseDateInput(value), value).toBeNull();
    }
  });
});

describe("the new-business discount and the calendar", () => {
  it("does not go to a registration date in the future", () => {
    const today = { year: 2026, month: 3, day: 10 };
    expect(isEligibleForDiscount({ year: 2026, month: 3, day: 10 }, today)).toBe(true);
    expect(isEligibleForDiscount({ year: 2026, month: 3, day: 11 }, today)).toBe(false);
    expect(isEligibleForDiscount({ year: 2030, month: 1, day: 1 }, today)).toBe(false);
    expect(toDateInput(today)).toBe("2026-03-10");
  });
});

describe("prices in right-to-left text", () => {
  it("isolate a currency sign made of letters, and say CAD only where the sign does not", () => {
    const ar = formatPrice(399, "ar");
    expect(ar).toContain("\u2066CA$\u2069");
    expect(namesCurrency(ar)).toBe(true);
    expect(namesCurrency(formatPrice(399, "en"))).toBe(false);
    expect(namesCurrency(formatPrice(399, "fr"))).toBe(false);
  });
});

describe("formatPrice", () => {
  it("formats CAD in Canadian conventions of the page language", () => {
    expect(formatPrice(399, "en")).toBe("$399");
    expect(formatPrice(1999, "en")).toBe("$1,999");
    expect(formatPrice(594.5, "en")).toBe("$594.50");
    expect(formatPrice(399, "fr").replace(/\s/g, " ")).toBe("399 $");
  });

  it("maps languages to Intl locales", () => {
    expect(priceLocale("en")).toBe("en-CA");
    expect(priceLocale("fr")).toBe("fr-CA");
    expect(priceLocale("ar")).toBe("ar");
  });
});
