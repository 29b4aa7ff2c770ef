// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import type { ServicePage } from "./api";
import type { ServicePageData } from "./load";
import { ServicePageView } from "./service-page-view";

afterEach(cleanup);

function renderPage(data: ServicePageData) {
  const Stub = createRoutesStub([{ path: "/services/:service", Component: () => <ServicePageView page={data} notFound={<h1>Site 404 content</h1>} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/services/mel"]} />
    </I18nextProvider>,
  );
}

const page: ServicePage = {
  slug: "mel",
  title: "Monitoring, Evaluation & Learning",
  heroTitle: "Measure What Matters",
  heroSubtitle: "Evidence for better programs.",
  intro: "Intro text.",
  cardsTitle: "Our MEL Services",
  cards: Array.from({ length: 6 }, (_, i) => ({
    id: `c${i}`,
    title: `Card ${i}`,
    description: `Description ${i}`,
    features: ["f1", "f2", "f3", "f4", "f5"],
  })),
  benefitsTitle: "Benefits of Strong MEL",
  benefits: ["Evidence-Based Decision Making", "Improved Program Performance", "Accountability", "Stakeholder Engagement"].map(
    (title, i) => ({ id: `b${i}`, title, description: "d" }),
  ),
  ctaTitle: "Schedule a Consultation",
  ctaText: "Let us talk.",
};

describe("service page", () => {
  it("shows the hero with a call to action, six cards of five features, benefits and the closing call to action", () => {
    renderPage({ data: page, failed: false });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Measure What Matters");
    const contactLinks = screen.getAllByRole("link").filter((a) => a.getAttribute("href") === "/contact");
    expect(contactLinks).toHaveLength(2);
    const cards = screen.getAllByTestId("service-card");
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(within(card).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getAllByTestId("service-benefit").map((b) => within(b).getByRole("heading").textContent)).toEqual([
      "Evidence-Based Decision Making",
      "Improved Program Performance",
      "Accountability",
      "Stakeholder Engagement",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Schedule a Consultation" })).toBeTruthy();
  });

  it("leaves out the benefits section when the page has none", () => {
    renderPage({ data: { ...page, benefits: [], benefitsTitle: undefined }, failed: false });
    expect(screen.queryByRole("heading", { name: "Benefits of Strong MEL" })).toBeNull();
    expect(screen.queryAllByTestId("service-benefit")).toHaveLength(0);
  });

  it("shows the site's 404 content (given by the route) for an unknown service", () => {
    // The 404 content itself (title, links, Go Back) is the shell's NotFoundPage: tests/e2e/services.spec.ts.
    renderPage({ data: null, failed: false });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Site 404 content");
    expect(screen.queryAllByTestId("service-card")).toHaveLength(0);
  });

  it("shows a notice, not a 404, when Contentful could not be reached", () => {
    renderPage({ data: null, failed: true });
    expect(screen.getByRole("status").textContent).toContain("could not be loaded");
    expect(screen.queryByText("Site 404 content")).toBeNull();
  });
});
