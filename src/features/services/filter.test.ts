import { describe, expect, it } from "vitest";
import type { ServiceSummary } from "./api";
import { filterFromSearchParams, filterServices, filterToSearchParams, normalize } from "./filter";

const service = (id: string, category: ServiceSummary["category"], name: string, description: string, features: string[]) => ({
  id,
  category,
  name,
  description,
  features,
  path: `/services/${id}`,
});

const catalogue: ServiceSummary[] = [
  service("mel", "mel", "Monitoring, Evaluation & Learning", "Robust MEL systems.", ["Third-party monitoring"]),
  service("sustainability", "sustainability", "Sustainability Management", "ESG strategies.", ["SDG alignment"]),
  service("project-management", "project", "Project Management", "Certified project managers.", ["Risk & issue management"]),
  service("integrated-support", "support", "Integrated Support", "IT and HR under one roof.", ["Digital marketing"]),
  service("augmented-support", "support", "Augmented Support", "Specialist expertise.", ["Energy efficiency audits"]),
];
const ids = (list: ServiceSummary[]) => list.map((s) => s.id);

describe("filterServices", () => {
  it("returns everything without a filter, in the given order", () => {
    expect(ids(filterServices(catalogue, { query: "", category: "all" }))).toEqual(ids(catalogue));
    expect(ids(filterServices(catalogue, { query: "   ", category: "all" }))).toEqual(ids(catalogue));
  });

  it("searches name, description and features, case-insensitively", () => {
    expect(ids(filterServices(catalogue, { query: "PROJECT", category: "all" }))).toEqual(["project-management"]);
    expect(ids(filterServices(catalogue, { query: "esg", category: "all" }))).toEqual(["sustainability"]);
    expect(ids(filterServices(catalogue, { query: "energy efficiency", category: "all" }))).toEqual(["augmented-support"]);
    expect(ids(filterServices(catalogue, { query: "support", category: "all" }))).toEqual([
      "integrated-support",
      "augmented-support",
    ]);
    expect(filterServices(catalogue, { query: "zzz-nothing", category: "all" })).toEqual([]);
  });

  it("ignores accents and repeated spaces in the search text", () => {
    expect(normalize("  Évaluation   ÉTÉ ")).toBe("evaluation ete");
    expect(ids(filterServices(catalogue, { query: "Managément", category: "all" }))).toEqual([
      "sustainability",
      "project-management",
    ]);
  });

  it("filters by category, and combines category and search", () => {
    expect(ids(filterServices(catalogue, { query: "", category: "support" }))).toEqual([
      "integrated-support",
      "augmented-support",
    ]);
    expect(ids(filterServices(catalogue, { query: "", category: "mel" }))).toEqual(["mel"]);
    expect(ids(filterServices(catalogue, { query: "digital", category: "support" }))).toEqual(["integrated-support"]);
    expect(filterServices(catalogue, { query: "digital", category: "mel" })).toEqual([]);
  });
});

describe("the filter in the URL", () => {
  it("reads q and category, treating an unknown category as all", () => {
    expect(filterFromSearchParams(new URLSearchParams("q=risk&category=project"))).toEqual({ query: "risk", category: "project" });
    expect(filterFromSearchParams(new URLSearchParams("category=packages"))).toEqual({ query: "", category: "all" });
    expect(filterFromSearchParams(new URLSearchParams(""))).toEqual({ query: "", category: "all" });
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(filterToSearchParams({ query: "", category: "all" }).toString()).toBe("");
    expect(filterToSearchParams({ query: "a b&c", category: "all" }).toString()).toBe("q=a+b%26c");
    const filter = { query: "ESG & SDG", category: "sustainability" } as const;
    expect(filterFromSearchParams(filterToSearchParams(filter))).toEqual(filter);
  });
});
