import { describe, expect, it } from "vitest";
import en from "~/locales/en/packages.json";
import { errorKey } from "./validation";

describe("quote and referral errors", () => {
  it("word each rule's code, with a general message for the fields the visitor does not type", () => {
    for (const code of ["required", "email", "phone", "tooLong"]) expect(errorKey(code)).toBe(code);
    expect(errorKey("choice")).toBe("generic");
    for (const code of ["required", "email", "phone", "tooLong", "choice"]) {
      expect(en.errors[errorKey(code)]).toBeTruthy();
    }
  });
});
