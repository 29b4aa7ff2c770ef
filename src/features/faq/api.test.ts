import { describe, expect, it } from "vitest";
import { getFaqContent } from "./api";
import type { EntriesClient } from "~/lib/contentful/fields";

describe("getFaqContent", () => {
  it("asks for the four /faq categories in order and the two page sections, keeping valid entries", async () => {
    const queries: Record<string, unknown>[] = [];
    const client: EntriesClient = {
      async getEntries(query) {
        queries.push(query);
        if (query.content_type === "pageSection") {
          return {
            items: [
              { sys: { id: "s2" }, fields: { key: "faq.stillQuestions", title: "Still Have Questions?", body: "24 hours", ctaLabel: "Contact Us", ctaPath: "/contact" } },
              { sys: { id: "s1" }, fields: { key: "faq.hero", title: "Frequently Asked Questions", subtitle: "Sub" } },
            ],
          };
        }
        return {
          items: [
            { sys: { id: "q1" }, fields: { category: "services", question: "Q1?", answer: "A1" } },
            { sys: { id: "q2" }, fields: { category: "packages", question: "Q2?", answer: "A2" } },
            { sys: { id: "q3" }, fields: { category: "pricing", question: "Q3?" } },
          ],
        };
      },
    };
    const content = await getFaqContent(client, "ar");
    expect(content.items).toEqual([{ id: "q1", category: "services", question: "Q1?", answer: "A1" }]);
    expect(content.hero).toMatchObject({ title: "Frequently Asked Questions", subtitle: "Sub" });
    expect(content.stillQuestions).toMatchObject({ title: "Still Have Questions?", ctaPath: "/contact" });
    expect(queries).toContainEqual({
      content_type: "faqItem",
      "fields.category[in]": "services,pricing,support,technical",
      order: "fields.order",
      limit: 500,
      locale: "ar",
    });
    expect(queries).toContainEqual({
      content_type: "pageSection",
      "fields.key[in]": "faq.hero,faq.stillQuestions",
      limit: 10,
      locale: "ar",
    });
  });
});
