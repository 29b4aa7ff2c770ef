import { describe, expect, it } from "vitest";
import en from "~/locales/en/contact.json";
import { characterCount, firstInvalid, isEmail, isPhone, todayInToronto, validateAppointment, validateMessage } from "./validation";
import { QUESTION_IDS, isCorrectAnswer, pickQuestion } from "./verification";

const message = { name: "Ada", email: "ada@example.com", phone: "", subject: "Hi", message: "Hello", answer: "7" };
const appointment = {
  name: "Ada",
  email: "ada@example.com",
  phone: "4165550100",
  service: "Project Management",
  date: "2030-05-01",
  time: "09:00 AM",
  notes: "",
  answer: "7",
};

describe("message validation", () => {
  it("accepts a complete message with an empty phone", () => {
    expect(validateMessage(message)).toEqual({});
  });

  it("requires name, email, subject, message and the verification answer, in the form's order", () => {
    const errors = validateMessage({ name: " ", email: "", phone: "", subject: "", message: "  ", answer: "" });
    expect(errors).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      subject: "subjectRequired",
      message: "messageRequired",
      answer: "verificationRequired",
    });
    expect(firstInvalid(["name", "email", "phone", "subject", "message", "answer"], errors)).toBe("name");
    expect(firstInvalid(["name", "email"], {})).toBeUndefined();
  });

  it("checks the e-mail format as Postgres does, the phone digits and the 1000-character limit", () => {
    expect(validateMessage({ ...message, email: "ada@" }).email).toBe("emailInvalid");
    expect(validateMessage({ ...message, email: "a@b" }).email).toBe("emailInvalid");
    expect(isEmail(" o'neil+tag@mail.example.co.uk ")).toBe(true);
    expect(validateMessage({ ...message, phone: "12ab" }).phone).toBe("phoneInvalid");
    expect(isPhone("(416) 555-0100")).toBe(true);
    expect(isPhone("123")).toBe(false);
    expect(validateMessage({ ...message, message: "x".repeat(1000) }).message).toBeUndefined();
    expect(validateMessage({ ...message, message: "x".repeat(1001) }).message).toBe("tooLong");
  });

  it("counts characters for the live counter", () => {
    expect(characterCount("héllo")).toEqual({ count: 5, max: 1000 });
  });
});

describe("appointment validation", () => {
  it("accepts today and later, refuses an earlier date, and needs a listed service and time", () => {
    expect(validateAppointment(appointment, "2030-05-01")).toEqual({});
    expect(validateAppointment(appointment, "2030-05-02").date).toBe("datePast");
    expect(validateAppointment({ ...appointment, date: "" }, "2030-05-01").date).toBe("dateRequired");
    expect(validateAppointment({ ...appointment, service: "Hacking" }, "2030-05-01").service).toBe("serviceRequired");
    expect(validateAppointment({ ...appointment, time: "10:30 AM" }, "2030-05-01").time).toBe("timeRequired");
    expect(validateAppointment({ ...appointment, notes: "n".repeat(1001) }, "2030-05-01").notes).toBe("tooLong");
  });

  it("takes today's date in Toronto", () => {
    // 03:30 UTC on 2 May is still 1 May in Toronto (UTC-4 in May).
    expect(todayInToronto(new Date("2030-05-02T03:30:00Z"))).toBe("2030-05-01");
    expect(todayInToronto(new Date("2030-05-02T04:30:00Z"))).toBe("2030-05-02");
  });
});

describe("verification", () => {
  it("has 10 questions, each with a question and accepted answers in English", () => {
    expect(QUESTION_IDS).toHaveLength(10);
    for (const id of QUESTION_IDS) {
      const entry = en.verification.questions[id];
      expect(entry.question.length).toBeGreaterThan(5);
      expect(entry.answers.length).toBeGreaterThan(0);
    }
  });

  it("compares answers case-insensitively after trimming, with alternatives", () => {
    expect(isCorrectAnswer("  BLUE ", "blue")).toBe(true);
    expect(isCorrectAnswer("Seven", "7|seven")).toBe(true);
    expect(isCorrectAnswer("7", "7|seven")).toBe(true);
    expect(isCorrectAnswer("8", "7|seven")).toBe(false);
    expect(isCorrectAnswer("   ", "7|seven")).toBe(false);
  });

  it("always picks a different question after a wrong answer", () => {
    for (const current of QUESTION_IDS) {
      for (const r of [0, 0.5, 0.9999]) {
        const next = pickQuestion(current, () => r);
        expect(next).not.toBe(current);
        expect(QUESTION_IDS).toContain(next);
      }
    }
    expect(pickQuestion(undefined, () => 0)).toBe("q1");
    expect(pickQuestion(undefined, () => 0.9999)).toBe("q10");
  });
});
