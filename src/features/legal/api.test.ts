import { describe, expect, it } from "vitest";
import { entriesStandIn } from "~/lib/contentful/testing/entries-stand-in";
import { formatLegalDate, getLegalPage, legalSlugFromPath } from "./api";

describe("legal pages", () => {
  it("formats dates as 'January 5, 2024' without shifting the day", () => {
    expect(formatLegalDate("2024-01-05")).toBe("January 5, 2024");
    expect(formatLegalDate("2026-01-15T00:00:00.000Z")).toBe("January 15, 2026");
    expect(formatLegalDate("not a date")).toBe("not a date");
  });

  it("finds the slug of a URL path", () => {
    expect(legalSlugFromPath("/privacy")).toBe("privacy");
    expect(legalSlugFromPath("/cookies/")).toBe("cookies");
    expect(legalSlugFromPath("/other")).toBeNull();
  });

  it("queries one legalPage by slug and rejects an entry without a rich-text body", async () => {
    const body = { nodeType: "document", data: {}, content: [] };
    const { client, queries } = entriesStandIn({ legalPage: [{ title: "Terms", lastUpdated: "2024-01-05", body }] });
    expect(await getLegalPage(client, "terms")).toEqual({
      slug: "terms",
      title: "Terms",
      lastUpdated: "2024-01-05",
      body,
    });
    expect(queries[0]).toEqual({ content_type: "legalPage", "fields.slug": "terms", limit: 1, locale: "en-US" });
    const plainText = entriesStandIn({ legalPage: [{ title: "Terms", lastUpdated: "2024-01-05", body: "text" }] });
    expect(await getLegalPage(plainText.client, "terms")).toBeNull();
  });
});
