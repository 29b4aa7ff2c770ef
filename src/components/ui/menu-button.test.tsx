// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useMenuButton } from "./menu-button";

afterEach(cleanup);

function Languages({ dir = "ltr", label }: { dir?: "ltr" | "rtl"; label?: string }) {
  const { containerRef, buttonProps, panelProps } = useMenuButton();
  return (
    <div dir={dir}>
      <div ref={containerRef} className="relative">
        <button {...buttonProps}>Language</button>
        <div {...panelProps}>
          <ul aria-label={label}>
            {["English", "Français", "Русский"].map((name) => (
              <li key={name}>
                <a href={`/${name}`}>{name}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <a href="/elsewhere">Elsewhere</a>
    </div>
  );
}

describe("useMenuButton", () => {
  it("is the panel the button controls: hidden until opened, one labelled list with one item per entry", async () => {
    render(<Languages label="Choose a language" />);
    const button = screen.getByRole("button", { name: "Language" });
    expect(screen.queryByRole("list")).toBeNull();
    await userEvent.click(button);
    const list = screen.getByRole("list", { name: "Choose a language" });
    const panel = list.parentElement!;
    expect(panel.id).toBe(button.getAttribute("aria-controls"));
    expect(panel.hidden).toBe(false);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["English", "Français", "Русский"]);
    expect(items.map((item) => item.firstElementChild?.tagName)).toEqual(["A", "A", "A"]);
    await userEvent.click(button);
    expect(panel.hidden).toBe(true);
  });

  it("has no list name unless one is given", async () => {
    render(<Languages />);
    await userEvent.click(screen.getByRole("button", { name: "Language" }));
    expect(screen.getByRole("list").hasAttribute("aria-label")).toBe(false);
  });

  it("ArrowDown on the button opens it on the first entry; ArrowDown/ArrowUp wrap, Home and End jump; Escape closes it on the button", async () => {
    render(<Languages />);
    const button = screen.getByRole("button", { name: "Language" });
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const link = (name: string) => screen.getByRole("link", { name });
    expect(document.activeElement).toBe(link("English"));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(link("Русский"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(link("English"));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(link("Русский"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(link("English"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(link("Français"));
    await userEvent.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("closes when the focus leaves it or on a click outside", async () => {
    render(<Languages />);
    const button = screen.getByRole("button", { name: "Language" });
    await userEvent.click(button);
    for (let i = 0; i < 4; i++) await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Elsewhere" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
