import { describe, expect, it } from "vitest";
import { featureItems, toPageSection } from "./page-section";

describe("page sections", () => {
  it("reads a section's copy, and nothing without a title", () => {
    expect(toPageSection({ key: "faq.hero", title: "FAQ", subtitle: " ", ctaPath: "/contact", extra: 1 })).toEqual({
      key: "faq.hero",
      title: "FAQ",
      subtitle: undefined,
      body: undefined,
      ctaLabel: undefined,
      ctaPath: "/contact",
    });
    expect(toPageSection({ subtitle: "no title" })).toBeNull();
  });

  it("reads the linked feature items, dropping unresolved links and untitled items", () => {
    const fields = {
      items: [
        { sys: { id: "a" }, fields: { title: "Fast", description: "d", icon: "gauge" } },
        { sys: { id: "missing", type: "Link" } },
        { sys: { id: "b" }, fields: { description: "no title" } },
      ],
    };
    expect(featureItems(fields)).toEqual([{ id: "a", title: "Fast", description: "d", icon: "gauge" }]);
    expect(featureItems({})).toEqual([]);
  });
});
