import { describe, expect, it } from "vitest";
import en from "~/locales/en/contact.json";
import { answerErrors, characterCount, errorKey } from "./validation";
import { QUESTION_IDS, isCorrectAnswer, pickQuestion } from "./verification";

describe("contact errors", () => {
  it("word each rule's code with the field's own message", () => {
    expect(errorKey("name", "required")).toBe("nameRequired");
    expect(errorKey("email", "required")).toBe("emailRequired");
    expect(errorKey("email", "email")).toBe("emailInvalid");
    expect(errorKey("phone", "phone")).toBe("phoneInvalid");
    expect(errorKey("service", "choice")).toBe("serviceRequired");
    expect(errorKey("time", "choice")).toBe("timeRequired");
    expect(errorKey("date", "date")).toBe("dateRequired");
    expect(errorKey("date", "past")).toBe("datePast");
    expect(errorKey("message", "tooLong")).toBe("tooLong");
    expect(errorKey("answer", "verificationIncorrect")).toBe("verificationIncorrect");
    for (const field of ["name", "email", "subject", "message", "service", "date", "time", "answer"]) {
      expect(en.errors[errorKey(field, "required")]).toBeTruthy();
    }
  });

  it("require the verification answer", () => {
    expect(answerErrors({ answer: " " })).toEqual({ answer: "verificationRequired" });
    expect(answerErrors({ answer: "7" })).toEqual({});
  });

  it("counts characters for the live counter", () => {
    expect(characterCount("héllo")).toEqual({ count: 5, max: 1000 });
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
