import { describe, expect, it } from "vitest";
import { isEmail, validateQuote, validateReferral } from "./validation";

describe("isEmail", () => {
  it("accepts ordinary addresses and refuses malformed ones", () => {
    for (const ok of ["ana@example.com", "o'neil+tag@mail.example.ca", " x@y.io "]) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ["", "ana", "ana@", "@example.com", "ana@example", "ana@exa mple.com", "ana@@example.com", "ana@-x.com"])
      expect(isEmail(bad), bad).toBe(false);
  });
});

describe("validateQuote", () => {
  const base = { name: "Ana", email: "ana@example.com", phone: "", businessName: "", projectDetails: "" };
  it("requires only the name and a valid e-mail", () => {
    expect(validateQuote(base)).toEqual({});
    expect(validateQuote({ ...base, name: "  ", email: "" })).toEqual({ name: "required", email: "required" });
    expect(validateQuote({ ...base, email: "ana@" })).toEqual({ email: "email" });
  });
});

describe("validateReferral", () => {
  const base = { referrerName: "Ana", referrerEmail: "ana@example.com", refereeName: "Bo", refereeEmail: "bo@example.com" };
  it("requires all four fields and two valid e-mails", () => {
    expect(validateReferral(base)).toEqual({});
    expect(validateReferral({ referrerName: "", referrerEmail: "", refereeName: "", refereeEmail: "" })).toEqual({
      referrerName: "required",
      referrerEmail: "required",
      refereeName: "required",
      refereeEmail: "required",
    });
    expect(validateReferral({ ...base, refereeEmail: "bo-at-example.com" })).toEqual({ refereeEmail: "email" });
  });
});
