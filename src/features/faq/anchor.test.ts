import { describe, expect, it } from "vitest";
import { faqAnchor } from "./anchor";

describe("faqAnchor", () => {
  it("is faq- and the entry's id, never faq-faq-", () => {
    expect(faqAnchor("faq-pricing-free-consultation")).toBe("faq-pricing-free-consultation");
    expect(faqAnchor("5KsDBWseXY6QegucYAoacS")).toBe("faq-5KsDBWseXY6QegucYAoacS");
    expect(faqAnchor("faqs-and-more")).toBe("faq-faqs-and-more");
  });
});
