import { describe, expect, it } from "vitest";
import { formatTimeSlot } from "./appointment-form";

describe("formatTimeSlot", () => {
  it("keeps the spec's English slot and writes it the local way elsewhere", () => {
    expect(formatTimeSlot("02:00 PM", "en")).toBe("02:00 PM");
    expect(formatTimeSlot("02:00 PM", "fr")).toBe("14:00");
    expect(formatTimeSlot("09:00 AM", "ru")).toBe("9:00");
    expect(formatTimeSlot("02:00 PM", "fa")).toBe("۱۴:۰۰");
  });
});
