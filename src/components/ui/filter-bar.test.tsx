// @vitest-environment jsdom
import * as React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChipGroup, SearchBox } from "./filter-bar";

afterEach(cleanup);

const OPTIONS = ["all", "guides", "forms"] as const;
type Option = (typeof OPTIONS)[number];

function Filters({ onSubmit }: { onSubmit?: () => void }) {
  const [query, setQuery] = React.useState("");
  const [category, setCategory] = React.useState<Option>("all");
  return (
    <div onSubmit={onSubmit}>
      <SearchBox label="Search documents" placeholder="Type a word" value={query} onChange={setQuery} />
      <ChipGroup label="Categories" options={OPTIONS} value={category} onChange={setCategory} optionLabel={(o) => o.toUpperCase()} />
      <output>{`${query}|${category}`}</output>
    </div>
  );
}

describe("<SearchBox> and <ChipGroup>", () => {
  it("is a labelled search landmark whose input filters as one types, and Enter does not submit a page", async () => {
    const submitted = vi.fn();
    render(<Filters onSubmit={submitted} />);
    expect(screen.getByRole("search")).toBeTruthy();
    const box = screen.getByRole("searchbox", { name: "Search documents" });
    expect(box.getAttribute("placeholder")).toBe("Type a word");
    await userEvent.type(box, "tax{Enter}");
    expect(document.querySelector("output")?.textContent).toBe("tax|all");
    expect(submitted).toHaveBeenCalledTimes(1);
    expect((submitted.mock.calls[0]?.[0] as Event | undefined)?.defaultPrevented).toBe(true);
  });

  it("groups the chips under a name, presses exactly the chosen one, and moves by Tab with Enter and Space choosing", async () => {
    render(<Filters />);
    const group = screen.getByRole("group", { name: "Categories" });
    const chips = Array.from(group.querySelectorAll("button"));
    expect(chips.map((chip) => chip.getAttribute("aria-pressed"))).toEqual(["true", "false", "false"]);
    screen.getByRole("searchbox").focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "ALL" }));
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "GUIDES", pressed: true })).toBeTruthy();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("button", { name: "FORMS", pressed: true })).toBeTruthy();
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(document.querySelector("output")?.textContent).toBe("|forms");
  });

  it("keeps the page's reading order in a right-to-left page (no own direction) and can be hidden as a disclosure's region", () => {
    render(
      <div dir="rtl">
        <ChipGroup id="chips" label="Categories" options={OPTIONS} value="all" onChange={() => {}} optionLabel={(o) => o} hidden />
      </div>,
    );
    const group = document.getElementById("chips");
    expect(group?.hidden).toBe(true);
    expect(group?.hasAttribute("dir")).toBe(false);
    expect(screen.queryByRole("group", { name: "Categories" })).toBeNull();
  });
});
