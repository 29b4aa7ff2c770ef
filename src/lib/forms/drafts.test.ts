// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, readDraft, writeDraft } from "./drafts";

const empty = { name: "", email: "" };

beforeEach(() => sessionStorage.clear());

describe("form drafts", () => {
  it("keep what was typed and the row id in this tab's sessionStorage until cleared", () => {
    expect(readDraft("contact-message", empty)).toBeNull();
    writeDraft("contact-message", { id: "row-1", values: { name: "Ada", email: "ada@example.com" } });
    expect(readDraft("contact-message", empty)).toEqual({ id: "row-1", values: { name: "Ada", email: "ada@example.com" } });
    expect(localStorage.length).toBe(0);
    clearDraft("contact-message");
    expect(readDraft("contact-message", empty)).toBeNull();
  });

  it("take only the form's own text fields from what is stored, and survive garbage", () => {
    sessionStorage.setItem("form-draft:quote", JSON.stringify({ id: 5, values: { name: "Bo", email: 7, extra: "x" } }));
    expect(readDraft("quote", empty)).toEqual({ id: null, values: { name: "Bo", email: "" } });
    sessionStorage.setItem("form-draft:quote", "{not json");
    expect(readDraft("quote", empty)).toBeNull();
  });
});
