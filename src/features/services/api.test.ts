import { describe, expect, it } from "vitest";
import { getCatalogue, getPageSection, getServicePage, isServicePageSlug, toServicePage } from "./api";
import type { EntriesClient } from "~/lib/contentful/fields";

function stub(items: Array<{ sys: { id: string }; fields: Record<string, unknown> }>) {
  const queries: Record<string, unknown>[] = [];
  const client: EntriesClient = {
    async getEntries(query) {
      queries.push(query);
      return { items };
    },
  };
  return { client, queries };
}

const card = (id: string, title: string) => ({
  sys: { id },
  fields: { title, description: `${title} description`, features: ["a", "b", "c", "d", "e"], icon: "x" },
});

describe("service catalogue", () => {
  it("asks for the catalogue entries in order and keeps valid ones", async () => {
    const { client, queries } = stub([
      { sys: { id: "s1" }, fields: { name: "MEL", description: "d", path: "/services/mel", category: "mel", features: ["f", 3], inCatalogue: true } },
      { sys: { id: "s2" }, fields: { name: "Hidden", path: "/x", category: "support", inCatalogue: false } },
      { sys: { id: "s3" }, fields: { name: "Bad category", path: "/y", category: "packages", inCatalogue: true } },
      { sys: { id: "s4" }, fields: { path: "/no-name", category: "mel", inCatalogue: true } },
    ]);
    expect(await getCatalogue(client, "fr")).toEqual([
      { id: "s1", name: "MEL", description: "d", path: "/services/mel", category: "mel", features: ["f"] },
    ]);
    expect(queries[0]).toEqual({
      content_type: "service",
      "fields.inCatalogue": true,
      order: "fields.order",
      limit: 100,
      locale: "fr",
    });
  });

  it("reads a page section by key (en-US by default)", async () => {
    const { client, queries } = stub([{ sys: { id: "p" }, fields: { key: "services.hero", title: "Our Services", subtitle: "Sub" } }]);
    expect(await getPageSection(client, "services.hero")).toEqual({ key: "services.hero", title: "Our Services", subtitle: "Sub" });
    expect(queries[0]).toEqual({ content_type: "pageSection", "fields.key": "services.hero", limit: 1, locale: "en-US" });
    expect(await getPageSection(stub([]).client, "services.hero")).toBeNull();
  });
});

describe("service pages", () => {
  const fields = {
    slug: "mel",
    title: "MEL",
    heroTitle: "Hero",
    heroSubtitle: "Subtitle",
    intro: "Intro",
    cardsTitle: "Cards",
    cards: [card("c1", "One"), { sys: { type: "Link", linkType: "Entry", id: "missing" } }, card("c2", "Two")],
    benefitsTitle: "Benefits",
    benefits: [{ sys: { id: "b1" }, fields: { title: "Accountability", description: "Report credibly." } }],
    ctaTitle: "Schedule a Consultation",
    ctaText: "Talk to us.",
  };

  it("knows the seven slugs", () => {
    for (const slug of ["it", "monitoring", "mel", "project-management", "sustainability", "integrated-support", "augmented-support"]) {
      expect(isServicePageSlug(slug)).toBe(true);
    }
    expect(isServicePageSlug("website-packages")).toBe(false);
    expect(isServicePageSlug(undefined)).toBe(false);
  });

  it("maps a page with resolved cards and benefits, dropping unresolved links", () => {
    const page = toServicePage(fields);
    expect(page?.cards.map((c) => [c.id, c.title, c.features.length])).toEqual([
      ["c1", "One", 5],
      ["c2", "Two", 5],
    ]);
    expect(page?.benefits).toEqual([{ id: "b1", title: "Accountability", description: "Report credibly." }]);
    expect(page?.ctaTitle).toBe("Schedule a Consultation");
    expect(toServicePage({ ...fields, benefits: undefined })?.benefits).toEqual([]);
    expect(toServicePage({ ...fields, slug: "unknown" })).toBeNull();
    expect(toServicePage({ ...fields, heroTitle: "" })).toBeNull();
  });

  it("queries one page by slug with links included", async () => {
    const { client, queries } = stub([{ sys: { id: "page" }, fields }]);
    expect((await getServicePage(client, "mel"))?.heroTitle).toBe("Hero");
    expect(queries[0]).toEqual({ content_type: "servicePage", "fields.slug": "mel", limit: 1, include: 2, locale: "en-US" });
    expect(await getServicePage(stub([]).client, "mel")).toBeNull();
  });
});
