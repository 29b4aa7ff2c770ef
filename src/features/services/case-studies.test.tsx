// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { EntriesClient } from "~/lib/contentful/fields";
import { i18n } from "~/lib/i18n";
import { type CaseStudiesData, getCaseStudies, loadCaseStudies, toCaseStudy } from "./case-studies";
import { CaseStudiesSection } from "./case-studies-section";

afterEach(cleanup);

const fields = {
  slug: "youth-employment-evaluation",
  title: "Evidence a funder could trust",
  client: "Bright Futures Community Foundation",
  sector: "Non-profit",
  service: "mel",
  year: 2024,
  summary: "A foundation could not show what its programmes achieved.",
  challenge: "Each site counted its own way.",
  approach: "We started with a theory of change.\n\n- One survey\n- A shared dashboard",
  results: "The funder renewed its grant.",
  figures: [
    { sys: { id: "f1" }, fields: { value: 1200, unit: "plus", label: "participants followed" } },
    { sys: { type: "Link", linkType: "Entry", id: "unresolved" } },
    { sys: { id: "f2" }, fields: { value: 100, unit: "percent", label: "of funder reports on time" } },
  ],
};

describe("toCaseStudy", () => {
  it("reads the case study and its resolved figures, in order", () => {
    const study = toCaseStudy("c1", fields);
    expect(study).toMatchObject({ id: "c1", slug: "youth-employment-evaluation", client: "Bright Futures Community Foundation", year: 2024 });
    expect(study?.figures.map((f) => [f.id, f.value, f.unit])).toEqual([
      ["f1", 1200, "plus"],
      ["f2", 100, "percent"],
    ]);
  });

  it("drops a case study without a slug, a title or a client", () => {
    expect(toCaseStudy("c", { ...fields, slug: "" })).toBeNull();
    expect(toCaseStudy("c", { ...fields, title: undefined })).toBeNull();
    expect(toCaseStudy("c", { ...fields, client: 3 })).toBeNull();
  });
});

describe("getCaseStudies / loadCaseStudies", () => {
  it("asks for the service's case studies in the page's locale, with their figures", async () => {
    const queries: Record<string, unknown>[] = [];
    const client: EntriesClient = {
      async getEntries(query) {
        queries.push(query);
        return { items: [{ sys: { id: "c1" }, fields }, { sys: { id: "other" }, fields: { ...fields, service: "it" } }] };
      },
    };
    expect((await getCaseStudies(client, "mel", "ar")).map((s) => s.id)).toEqual(["c1"]);
    expect(queries).toEqual([
      { content_type: "caseStudy", "fields.service": "mel", order: "fields.order,-fields.year", include: 1, limit: 20, locale: "ar" },
    ]);
  });

  it("answers none for an unknown slug without asking Contentful", async () => {
    expect(await loadCaseStudies("no-such-service")).toEqual({ data: [], failed: false });
  });
});

function renderSection(studies: CaseStudiesData, path = "/services/mel") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <CaseStudiesSection studies={studies} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe("CaseStudiesSection", () => {
  it("shows each case study's client, title, summary and figures, and opens the full story", async () => {
    renderSection({ data: [toCaseStudy("c1", fields)!], failed: false });
    const section = screen.getByRole("region", { name: "Case studies" });
    const article = within(section).getByRole("article", { name: "Evidence a funder could trust" });
    expect(article.id).toBe("case-youth-employment-evaluation");
    expect(within(article).getByText("Bright Futures Community Foundation").tagName).toBe("BDI");
    expect(within(article).getByRole("list", { name: "Results in numbers" }).textContent).toBe(
      "1,200+participants followed100%of funder reports on time",
    );
    const body = within(article).getByTestId("case-study-body");
    expect(body.closest("details")?.open).toBe(false);
    await userEvent.click(within(article).getByText("Read the full case study"));
    expect(body.closest("details")?.open).toBe(true);
    expect(within(body).getByRole("heading", { name: "Our approach", level: 4 })).toBeTruthy();
    expect(within(body).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["One survey", "A shared dashboard"]);
  });

  it("shows nothing when the service has no case study (or they could not be loaded)", () => {
    renderSection({ data: [], failed: true });
    expect(screen.queryByRole("region", { name: "Case studies" })).toBeNull();
  });
});
