// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import type { ServiceSummary } from "./api";
import type { ServicesListingData } from "./load";
import { ServicesListing } from "./services-listing";

afterEach(cleanup);

const s = (id: string, category: ServiceSummary["category"], name: string, features: string[]): ServiceSummary => ({
  id,
  category,
  name,
  description: `${name} for organisations.`,
  path: `/services/${id}`,
  features,
});

const data: ServicesListingData = {
  failed: false,
  data: {
  hero: { title: "Our Services", subtitle: "What we do." },
  services: [
    s("mel", "mel", "Monitoring, Evaluation & Learning", ["Project evaluations"]),
    s("sustainability", "sustainability", "Sustainability Management", ["ESG strategies"]),
    s("project-management", "project", "Project Management", ["Risk management"]),
    s("integrated-support", "support", "Integrated Support", ["Digital marketing"]),
    s("augmented-support", "support", "Augmented Support", ["Energy efficiency audits"]),
  ],
  },
};

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function renderListing(path = "/services", content = data) {
  const Stub = createRoutesStub([
    {
      path: "/services",
      Component: () => (
        <>
          <ServicesListing {...content} />
          <Search />
        </>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

const cardNames = () =>
  within(screen.queryByRole("list", { name: "Services" }) ?? document.createElement("ul"))
    .queryAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
const urlSearch = () => screen.getByTestId("search").textContent;

describe("services listing", () => {
  it("lists every catalogue service with a link to its page", () => {
    renderListing();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Our Services");
    expect(cardNames()).toHaveLength(5);
    expect(screen.getByRole("link", { name: "Project Management" }).getAttribute("href")).toBe("/services/project-management");
    expect(screen.getByRole("status").textContent).toBe("5 services found");
  });

  it("narrows by search text (name, description, features) and writes it to the URL", () => {
    renderListing();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search services" }), { target: { value: "ENERGY" } });
    expect(cardNames()).toEqual(["Augmented Support"]);
    expect(screen.getByRole("status").textContent).toBe("1 service found");
    expect(urlSearch()).toBe("?q=ENERGY");
  });

  it("filters by category with pressed toggle buttons, kept in the URL", () => {
    renderListing();
    const support = screen.getByRole("button", { name: "Support Services" });
    expect(screen.getByRole("button", { name: "All Services" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(support);
    expect(support.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "All Services" }).getAttribute("aria-pressed")).toBe("false");
    expect(cardNames()).toEqual(["Integrated Support", "Augmented Support"]);
    expect(urlSearch()).toBe("?category=support");
  });

  it("starts from the filter in the URL", () => {
    renderListing("/services?q=risk&category=project");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("risk");
    expect(screen.getByRole("button", { name: "Project Management" }).getAttribute("aria-pressed")).toBe("true");
    expect(cardNames()).toEqual(["Project Management"]);
  });

  it("shows an empty state whose reset button clears the filter and the URL", () => {
    renderListing("/services?q=nothing-matches&category=mel");
    expect(cardNames()).toEqual([]);
    expect(screen.getByRole("heading", { name: "No services found" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 services found");
    fireEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    expect(cardNames()).toHaveLength(5);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(urlSearch()).toBe("");
  });

  it("says so when the services could not be loaded", () => {
    renderListing("/services", { failed: true, data: { hero: null, services: [] } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Our Services");
    expect(screen.getByRole("status").textContent).toBe(
      "The services could not be loaded. Please refresh the page or try again later.",
    );
    expect(screen.queryByRole("button", { name: "Reset filters" })).toBeNull();
  });
});
