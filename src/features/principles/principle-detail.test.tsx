// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import type { PrinciplePageData } from "./load";
import { PrincipleDetail } from "./principle-detail";

afterEach(cleanup);

function renderDetail(data: PrinciplePageData) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <PrincipleDetail {...data} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/about/principle/x"]} />
    </I18nextProvider>,
  );
}

describe("PrincipleDetail", () => {
  it("shows 'Principle Not Found' with a link back to About", () => {
    renderDetail({ data: { principle: null, others: [] }, failed: false });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Principle Not Found");
    expect(screen.getByRole("link", { name: "Return to About Page" }).getAttribute("href")).toBe("/about");
  });

  it("renders paragraphs and bullet lists, the action box and the other principles", () => {
    renderDetail({
      data: {
      principle: {
        slug: "a",
        order: 1,
        title: "Alpha",
        shortDescription: "Short",
        fullDescription: "One.\n\nWe do:\n- x\n- y",
        color: "#112233",
      },
      others: [{ slug: "b", title: "Beta", shortDescription: "", color: "#000000" }],
      },
      failed: false,
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Alpha");
    const body = screen.getByTestId("principle-body");
    expect(within(body).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["x", "y"]);
    expect(body.querySelectorAll("p")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Back to About" }).getAttribute("href")).toBe("/about");
    const others = screen.getByRole("navigation", { name: "Other Operating Principles" });
    expect(within(others).getByRole("link").getAttribute("href")).toBe("/about/principle/b");
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    expect(header.style.backgroundColor).toBe("rgb(17, 34, 51)");
  });
});
