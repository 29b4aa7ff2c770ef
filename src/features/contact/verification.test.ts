import { describe, expect, it } from "vitest";

describe("answers in other digit scripts", () => {
  it("accepts Western, Arabic-Indic and Persian digits alike", async () => {
    const { isCorrectAnswer } = await import("./verification");
    expect(isCorrectAnswer("7", "۷|هفت")).toBe(true);
    expect(isCorrectAnswer("۱۲", "12")).toBe(true);
    expect(isCorrectAnswer("١٢", "12")).toBe(true);
    expect(isCorrectAnswer("13", "12")).toBe(false);
  });
});
