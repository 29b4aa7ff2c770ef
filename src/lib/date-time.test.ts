import { describe, expect, it } from "vitest";
import { clockMinutes, firmDay, firmInstant, firmZoneName, formatClock, formatDay, formatList, formatMoment, formatNumber, intlLocale } from "./date-time";

const LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;
/** 9:00 in Toronto on a winter day (EST, UTC−5) and on a summer day (EDT, UTC−4). */
const WINTER = "2026-12-16T14:00:00Z";
const SUMMER = "2026-07-16T13:00:00Z";
const LATIN_COMMA = ",";

describe("formatMoment: the firm's clock, the zone named, in five languages", () => {
  it("writes a moment in full as each language does, on Toronto's clock whatever the process's zone", () => {
    expect(formatMoment(WINTER, "en", "full")).toBe("Wednesday, December 16, 2026 at 9:00 a.m. ET");
    expect(formatMoment(WINTER, "fr", "full")).toBe("mercredi 16 décembre 2026 à 09 h 00 HE");
    expect(formatMoment(WINTER, "ru", "full")).toBe("среда, 16 декабря 2026 г. в 09:00 Торонто");
    expect(formatMoment(WINTER, "ar", "full")).toBe("الأربعاء، 16 ديسمبر 2026 في 9:00 ص توقيت تورونتو");
    expect(formatMoment(WINTER, "fa", "full")).toBe("چهارشنبه ۱۶ دسامبر ۲۰۲۶ ساعت ۹:۰۰ وقت تورنتو");
  });

  it("reads 9:00 on both sides of a daylight-saving change (EST and EDT)", () => {
    for (const language of LANGUAGES) {
      expect(formatMoment(SUMMER, language, "time")).toBe(formatMoment(WINTER, language, "time"));
    }
    expect(formatMoment(SUMMER, "en", "time")).toBe("9:00 a.m. ET");
    // The Sunday the clocks go back (2026-11-01): 9:00 EST is 14:00 UTC, the day before 9:00 EDT was 13:00 UTC.
    expect(formatMoment("2026-11-01T14:00:00Z", "en", "full")).toBe("Sunday, November 1, 2026 at 9:00 a.m. ET");
    expect(formatMoment("2026-10-31T13:00:00Z", "en", "full")).toBe("Saturday, October 31, 2026 at 9:00 a.m. ET");
  });

  it("names the zone in every style and every language", () => {
    for (const language of LANGUAGES) {
      const zone = firmZoneName(language, WINTER);
      expect(zone.length).toBeGreaterThan(0);
      for (const style of ["full", "medium", "short", "time"] as const) {
        expect(formatMoment(WINTER, language, style), `${language} ${style}`).toContain(zone);
      }
    }
    expect(LANGUAGES.map((language) => firmZoneName(language, WINTER))).toEqual(["ET", "HE", "Торонто", "توقيت تورونتو", "وقت تورنتو"]);
  });

  it("puts no Latin comma inside an Arabic or Persian date (issue 30: '…2026, 9:00 ص')", () => {
    for (const language of ["ar", "fa"] as const) {
      for (const style of ["full", "medium", "short", "time"] as const) {
        expect(formatMoment(WINTER, language, style), `${language} ${style}`).not.toContain(LATIN_COMMA);
      }
      for (const style of ["full", "long", "medium"] as const) expect(formatDay("2026-12-16", language, style)).not.toContain(LATIN_COMMA);
    }
  });

  it("uses the Gregorian calendar and the language's own digits", () => {
    expect(formatMoment(WINTER, "fa", "medium")).toContain("دسامبر");
    expect(formatMoment(WINTER, "fa", "medium")).toContain("۲۰۲۶");
    expect(formatMoment(WINTER, "fa", "medium")).not.toMatch(/[0-9]/);
    expect(formatMoment(WINTER, "ar", "medium")).toContain("ديسمبر");
  });

  it("returns an empty text for a value that is no moment", () => {
    expect(formatMoment("not a date", "en")).toBe("");
  });
});

describe("formatDay and formatClock: the firm's calendar day and wall clock", () => {
  it("never shifts a day, whatever the zone the code runs in", () => {
    expect(formatDay("2026-12-16", "en", "full")).toBe("Wednesday, December 16, 2026");
    expect(formatDay("2026-01-01", "en", "long")).toBe("January 1, 2026");
    expect(formatDay("2026-12-16", "fr", "full")).toBe("mercredi 16 décembre 2026");
    expect(formatDay("2026-12-16", "ru", "medium")).toBe("16 дек. 2026 г.");
    expect(formatDay("2026-12-16", "ar", "full")).toBe("الأربعاء، 16 ديسمبر 2026");
    expect(formatDay("2026-12-16", "fa", "full")).toBe("چهارشنبه ۱۶ دسامبر ۲۰۲۶");
  });

  it("takes an instant to its day in Toronto (late evening there is already tomorrow in UTC)", () => {
    expect(firmDay(new Date("2026-12-17T03:30:00Z"))).toBe("2026-12-16");
    expect(formatDay(new Date("2026-12-17T03:30:00Z"), "en")).toBe("December 16, 2026");
  });

  it("writes a slot's wall-clock time in each language", () => {
    expect(LANGUAGES.map((language) => formatClock("02:00 PM", language))).toEqual(["2:00 p.m.", "14 h 00", "14:00", "2:00 م", "۱۴:۰۰"]);
    expect(clockMinutes("09:00 AM")).toBe(540);
    expect(clockMinutes("12:30 PM")).toBe(750);
    expect(clockMinutes("18:00:00")).toBe(1080);
    expect(clockMinutes("25:00")).toBeNull();
  });
});

describe("formatNumber and formatList", () => {
  it("writes numbers and lists as each language does", () => {
    expect(LANGUAGES.map((language) => formatNumber(1234.5, language))).toEqual(["1,234.5", "1\u00a0234,5", "1\u00a0234,5", "1,234.5", "۱٬۲۳۴٫۵"]);
    expect(formatNumber(0.15, "fr", { style: "percent" })).toBe("15\u00a0%");
    expect(LANGUAGES.map((language) => formatList(["A", "B", "C"], language))).toEqual(["A, B and C", "A, B et C", "A, B и C", "A وB وC", "A،\u200f B، و C"]);
  });

  it("maps a site language to its Intl locale", () => {
    expect(["en", "fr", "ru", "ar", "fa", "fr-FR"].map(intlLocale)).toEqual(["en-CA", "fr-CA", "ru", "ar", "fa", "fr-CA"]);
  });
});

describe("firmInstant: a wall-clock time of the firm's day as a moment", () => {
  it("knows the offset on both sides of each daylight-saving change", () => {
    expect(firmInstant("2026-12-16", 9 * 60).toISOString()).toBe("2026-12-16T14:00:00.000Z");
    expect(firmInstant("2026-07-16", 9 * 60).toISOString()).toBe("2026-07-16T13:00:00.000Z");
    // The Sundays the clocks change (at 2:00): 2026-11-01 falls back, 2027-03-14 springs forward.
    expect(firmInstant("2026-11-01", 0).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(firmInstant("2026-11-01", 9 * 60).toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(firmInstant("2027-03-14", 0).toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(firmInstant("2027-03-14", 9 * 60).toISOString()).toBe("2027-03-14T13:00:00.000Z");
    expect(firmDay(firmInstant("2027-03-14", 23 * 60 + 59))).toBe("2027-03-14");
  });
});
