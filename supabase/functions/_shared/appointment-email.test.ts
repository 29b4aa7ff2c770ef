import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_SERVICES } from "../../../src/lib/submissions/kinds.ts";
import { appointmentEmail, appointmentWhen, SERVICE_NAMES } from "./appointment-email.ts";
import { MAIL_LANGUAGES } from "./reply-email.ts";

describe("appointment e-mail", () => {
  it("names each service as the public form does in that language", () => {
    for (const language of MAIL_LANGUAGES) {
      const form = JSON.parse(readFileSync(new URL(`../../../src/locales/${language}/contact.json`, import.meta.url), "utf8")).services as Record<string, string>;
      for (const service of APPOINTMENT_SERVICES.filter((s) => s !== "Other")) {
        expect(SERVICE_NAMES[language][service], `${language}: ${service}`).toBe(form[service]);
      }
      expect(Object.keys(SERVICE_NAMES[language]).sort()).toEqual([...APPOINTMENT_SERVICES].sort());
    }
  });

  it("writes the slot as the firm's clock reads it, whatever the server's time zone", () => {
    expect(appointmentWhen("en", "2026-12-01", "02:00 PM")).toBe("Tuesday, December 1, 2026, 2:00 PM (Toronto time)");
    expect(appointmentWhen("en", "2026-12-01", "09:00 AM")).toBe("Tuesday, December 1, 2026, 9:00 AM (Toronto time)");
    expect(appointmentWhen("fr", "2026-12-01", "04:00 PM")).toBe("mardi 1 décembre 2026, 16:00 (heure de Toronto)");
  });

  it("invites a declined visitor to book again and leaves that out of a confirmation", () => {
    const base = { language: "en", name: "Ann", service: "Other", date: "2026-12-01", time: "10:00 AM", contactUrl: "https://x.example/contact", signature: "Firm" };
    expect(appointmentEmail({ ...base, decision: "declined" }).text).toContain("Please choose another time: https://x.example/contact");
    expect(appointmentEmail({ ...base, decision: "confirmed" }).text).not.toContain("https://x.example/contact");
    expect(appointmentEmail({ ...base, decision: "confirmed" }).text).toContain("about your request on");
  });
});
