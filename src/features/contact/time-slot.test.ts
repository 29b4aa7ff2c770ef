import { describe, expect, it } from "vitest";
import { formatAppointmentDate, formatTimeSlot } from "./appointment-form";

describe("formatTimeSlot and formatAppointmentDate", () => {
  it("write the stored slot and day the way each language writes a time and a date (the lib's one formatter, decision 0035)", () => {
    expect(formatTimeSlot("02:00 PM", "en")).toBe("2:00 p.m.");
    expect(formatTimeSlot("02:00 PM", "fr")).toBe("14 h 00");
    expect(formatTimeSlot("09:00 AM", "ru")).toBe("9:00");
    expect(formatTimeSlot("02:00 PM", "ar")).toBe("2:00 م");
    expect(formatTimeSlot("02:00 PM", "fa")).toBe("۱۴:۰۰");
    expect(formatAppointmentDate("2030-01-05", "en")).toBe("January 5, 2030");
    expect(formatAppointmentDate("2030-01-05", "fa")).toBe("۵ ژانویهٔ ۲۰۳۰");
  });
});
