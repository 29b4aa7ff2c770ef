import { describe, expect, it } from "vitest";
import { BAD, GOOD } from "./examples";
import { SUBMISSION_KINDS } from "./kinds";
import { isEmail, isPhone } from "./schemas";
import { validateFields } from "./validate-fields";

describe("submission rules", () => {
  it.each(SUBMISSION_KINDS)("accept a complete %s", (kind) => {
    expect(validateFields(kind, GOOD[kind])).toEqual({});
  });

  for (const kind of SUBMISSION_KINDS) {
    it.each(BAD[kind].map((example) => [example.why, example] as const))(`refuse a ${kind} with %s`, (_why, example) => {
      expect(validateFields(kind, example.fields)).toEqual({ [example.field]: example.code });
    });
  }

  it("name every field that breaks a rule, each with its first rule", () => {
    expect(validateFields("message", { name: " ", email: "", phone: "12ab", subject: "", message: "  " })).toEqual({
      name: "required",
      email: "required",
      phone: "phone",
      subject: "required",
      message: "required",
    });
    expect(validateFields("appointment", { ...GOOD.appointment, service: "", date: "", time: "" })).toEqual({
      service: "choice",
      date: "date",
      time: "choice",
    });
  });

  it("check addresses as Postgres' is_email() does, and phone numbers as E.164 allows (4 to 15 digits)", () => {
    expect(isEmail(" o'neil+tag@mail.example.co.uk ")).toBe(true);
    expect(isEmail("a@b")).toBe(false);
    expect(isEmail(`${"a".repeat(310)}@example.com`)).toBe(false);
    expect(isPhone("")).toBe(true);
    expect(isPhone("(416) 555-0100")).toBe(true);
    expect(isPhone("+1 4165550100")).toBe(true);
    expect(isPhone("123")).toBe(false);
    expect(isPhone("+1 (416) x555")).toBe(false);
  });

  it("allow a message of exactly 1000 characters and an appointment today in Toronto", () => {
    expect(validateFields("message", { ...GOOD.message, message: "x".repeat(1000) })).toEqual({});
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
    expect(validateFields("appointment", { ...GOOD.appointment, date: today })).toEqual({});
  });
});

describe("today in Toronto", () => {
  it("is the office's calendar date", async () => {
    const { todayInToronto } = await import("./today-in-toronto");
    // 03:30 UTC on 2 May is still 1 May in Toronto (UTC-4 in May).
    expect(todayInToronto(new Date("2030-05-02T03:30:00Z"))).toBe("2030-05-01");
    expect(todayInToronto(new Date("2030-05-02T04:30:00Z"))).toBe("2030-05-02");
  });
});
