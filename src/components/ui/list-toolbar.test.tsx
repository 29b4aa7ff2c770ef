// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmptyNote, ListToolbar } from "./list-toolbar";

afterEach(cleanup);

describe("<ListToolbar> and <EmptyNote>", () => {
  it("announces the list's status politely and puts the actions beside it", () => {
    const { rerender } = render(
      <ListToolbar status="Loading…">
        <button type="button">Add</button>
      </ListToolbar>,
    );
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("Loading…");
    rerender(
      <ListToolbar status="3 partners">
        <button type="button">Add</button>
      </ListToolbar>,
    );
    expect(screen.getByRole("status").textContent).toBe("3 partners");
    expect(status.nextElementSibling).toBe(screen.getByRole("button", { name: "Add" }));
  });

  it("shows an empty list's note as plain text (not announced twice)", () => {
    render(<EmptyNote>No partners yet.</EmptyNote>);
    const note = screen.getByText("No partners yet.");
    expect(note.tagName).toBe("P");
    expect(note.hasAttribute("role")).toBe(false);
  });
});
