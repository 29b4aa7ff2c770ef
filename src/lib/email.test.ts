import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isEmail } from "./email";

describe("isEmail (public.is_email's rule)", () => {
  it("accepts ordinary addresses, trimmed", () => {
    expect(isEmail("jane.doe+site@example.co.uk")).toBe(true);
    expect(isEmail("  o'neil@mail.example.com ")).toBe(true);
  });
  it("refuses what Postgres refuses", () => {
    for (const bad of ["", "jane", "jane@", "@example.com", "jane@example", "jane@-example.com", "jane@example.c", "ja ne@example.com"]) {
      expect(isEmail(bad), bad).toBe(false);
    }
    expect(isEmail(`${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
  });
});
