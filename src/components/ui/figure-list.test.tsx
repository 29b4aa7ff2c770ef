// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FigureList } from "./figure-list";

afterEach(cleanup);

describe("FigureList", () => {
  it("lists each figure's number before what it counts, under the list's name", () => {
    render(
      <FigureList
        label="Impact in numbers"
        items={[
          { id: "a", value: "120+", label: "evaluations delivered" },
          { id: "b", value: "18", label: "countries worked in" },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Impact in numbers" });
    expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["120+evaluations delivered", "18countries worked in"]);
  });

  it("isolates each number from the text around it, in the page's direction", () => {
    render(<FigureList items={[{ id: "a", value: "١٨٪", label: "أقل" }]} />);
    const value = screen.getByText("١٨٪");
    expect(value.className).toContain("[unicode-bidi:isolate]");
    expect(value.getAttribute("dir")).toBeNull();
  });

  it("renders nothing without figures", () => {
    const { container } = render(<FigureList items={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
