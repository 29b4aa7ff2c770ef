import { describe, expect, it } from "vitest";
import { type EntriesClient, getPackagesData, toPackage, toSection } from "./api";
import { seedClient } from "./test-content";

describe("getPackagesData (seed content)", () => {
  it("maps the three packages in order, the page sections and the five package questions", async () => {
    const client = seedClient();
    const data = await getPackagesData(client);
    expect(data.failed).toBe(false);
    expect(data.data.packages.map((p) => [p.id, p.name, p.price, p.popular])).toEqual([
      ["starter", "Starter", 399, false],
      ["professional", "Professional", 699, true],
      ["premium", "Premium", 999, false],
    ]);
    const professional = data.data.packages[1];
    expect(professional?.pagesLabel).toBe("Up to 6 pages");
    expect(professional?.deliveryLabel).toBe("7-10 business days");
    expect(professional?.revisions).toBe(2);
    expect(professional?.features).toContain("Free hosting for 1 year");

    expect(data.data.sections["packages.included"]?.title).toBe("What's Included in Every Package");
    expect(data.data.sections["packages.included"]?.items.map((i) => i.title)).toEqual([
      "SSL Security",
      "Fast Loading",
      "Mobile Ready",
      "Support",
    ]);
    expect(data.data.sections["packages.hero"]?.title).toBeTruthy();
    expect(data.data.faqs).toHaveLength(5);
    expect(data.data.faqs[0]?.question).toBe("How long does it take to build my website?");
    expect(data.data.faqs.every((f) => f.answer.length > 50)).toBe(true);
    // The queries ask for the page's locale.
    expect(client.queries.every((q) => q.locale === "en-US")).toBe(true);
  });

  it("asks Contentful in the requested locale", async () => {
    const client = seedClient("fr");
    await getPackagesData(client, "fr");
    expect(client.queries.map((q) => q.locale)).toEqual(["fr", "fr", "fr"]);
  });

  it("reports a failure without throwing and keeps what loaded", async () => {
    const seed = seedClient();
    const client: EntriesClient = {
      getEntries: (query) =>
        query.content_type === "faqItem" ? Promise.reject(new Error("503")) : seed.getEntries(query),
    };
    const data = await getPackagesData(client);
    expect(data.failed).toBe(true);
    expect(data.data.packages).toHaveLength(3);
    expect(data.data.faqs).toEqual([]);
  });

  it("counts an empty package list as a failure", async () => {
    const client: EntriesClient = { getEntries: async () => ({ items: [] }) };
    expect((await getPackagesData(client)).failed).toBe(true);
  });
});

describe("entry mapping", () => {
  it("skips malformed packages", () => {
    expect(toPackage({ packageId: "gold", name: "Gold", price: 1 })).toBeNull();
    expect(toPackage({ packageId: "starter", name: "", price: 1 })).toBeNull();
    expect(toPackage({ packageId: "starter", name: "Starter", price: "399" })).toBeNull();
    expect(toPackage({ packageId: "starter", name: "Starter", price: 399 })).toMatchObject({
      id: "starter",
      features: [],
      popular: false,
    });
  });

  it("drops unresolved feature links", () => {
    const section = toSection({
      title: "T",
      items: [{ sys: { type: "Link", linkType: "Entry", id: "gone" } }, { sys: { id: "a" }, fields: { title: "A", description: "B" } }],
    });
    expect(section?.items).toEqual([{ id: "a", title: "A", description: "B", icon: undefined }]);
  });
});
