import { describe, expect, it } from "vitest";
import { type EntriesClient, getHomeData, toImage } from "./api";

const asset = (url: string) => ({
  sys: { id: "a" },
  fields: { title: "T", description: "Alt text", file: { url, details: { image: { width: 1600, height: 900 } } } },
});

function fakeClient(byType: Record<string, unknown[]>, fail: string[] = []): EntriesClient & { queries: Record<string, unknown>[] } {
  const queries: Record<string, unknown>[] = [];
  return {
    queries,
    config: { insecure: true },
    async getEntries(query) {
      queries.push(query);
      const type = String(query.content_type);
      if (fail.includes(type)) throw new Error("boom");
      return { items: (byType[type] ?? []) as never };
    },
  };
}

describe("getHomeData", () => {
  it("maps slides, sections, catalogue services, home figures and testimonials", async () => {
    const client = fakeClient({
      heroSlide: [
        { sys: { id: "s1" }, fields: { title: "One", description: "D", learnMorePath: "/services/mel", image: asset("//img/1.jpg") } },
        { sys: { id: "bad" }, fields: { description: "no title" } },
      ],
      pageSection: [
        { sys: { id: "p" }, fields: { key: "home.whyChooseUs", title: "Why", items: [{ sys: { id: "f" }, fields: { title: "Fast", description: "d" } }, { sys: { id: "x" } }] } },
        { sys: { id: "q" }, fields: { key: "other.key", title: "Other" } },
      ],
      service: [{ sys: { id: "svc" }, fields: { name: "MEL", description: "d", path: "/services/mel" } }],
      impactFigure: [
        { sys: { id: "f1" }, fields: { value: 120, unit: "plus", label: "evaluations delivered", onHome: true } },
        { sys: { id: "f2" }, fields: { value: 18, unit: "percent", label: "a case study's figure", onHome: false } },
      ],
      testimonial: [{ sys: { id: "t" }, fields: { quote: "Great", name: "A", role: "R", organization: "O" } }],
    });
    const { data, failed } = await getHomeData(client, "fr");
    expect(failed).toBe(false);
    expect(data.slides).toEqual([
      {
        id: "s1",
        title: "One",
        subtitle: undefined,
        description: "D",
        learnMorePath: "/services/mel",
        image: { url: "http://img/1.jpg", width: 1600, height: 900, alt: "Alt text" },
      },
    ]);
    expect(data.sections["home.whyChooseUs"]?.items).toEqual([{ id: "f", title: "Fast", description: "d" }]);
    expect(Object.keys(data.sections)).toEqual(["home.whyChooseUs"]);
    expect(data.services).toEqual([{ id: "svc", name: "MEL", description: "d", path: "/services/mel" }]);
    expect(data.testimonials[0]).toMatchObject({ quote: "Great", organization: "O" });
    expect(data.figures).toEqual([{ id: "f1", value: 120, unit: "plus", label: "evaluations delivered" }]);
    expect(client.queries.find((q) => q.content_type === "impactFigure")).toMatchObject({ "fields.onHome": true, order: "fields.order", locale: "fr" });
    const serviceQuery = client.queries.find((q) => q.content_type === "service");
    expect(serviceQuery).toMatchObject({ "fields.inCatalogue": true, order: "fields.order", locale: "fr" });
  });

  it("keeps what loaded and flags the failure when one query fails", async () => {
    const client = fakeClient(
      { testimonial: [{ sys: { id: "t" }, fields: { quote: "Q", name: "N", role: "R" } }] },
      ["heroSlide"],
    );
    const { data, failed } = await getHomeData(client);
    expect(failed).toBe(true);
    expect(data.slides).toEqual([]);
    expect(data.testimonials).toHaveLength(1);
  });
});

describe("toImage", () => {
  it("is null for an unresolved link or a file without dimensions", () => {
    expect(toImage({ sys: { type: "Link", id: "x" } })).toBeNull();
    expect(toImage({ fields: { file: { url: "//x.jpg" } } })).toBeNull();
  });
  it("prefixes https for protocol-relative URLs by default", () => {
    expect(toImage(asset("//images.ctfassets.net/a.jpg"))?.url).toBe("https://images.ctfassets.net/a.jpg");
  });
});
