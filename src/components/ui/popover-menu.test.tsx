// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PopoverMenu, usePopoverMenu } from "./popover-menu";
import { installPopoverStandIn } from "./testing/jsdom-stand-ins";

beforeAll(installPopoverStandIn);
afterEach(cleanup);

function Languages({ dir = "ltr", label }: { dir?: "ltr" | "rtl"; label?: string }) {
  const { buttonProps, panelProps, close } = usePopoverMenu("languages");
  return (
    <div dir={dir}>
      <button {...buttonProps}>Language</button>
      <PopoverMenu panelProps={panelProps} label={label} className="w-48">
        {["English", "Français", "Русский"].map((name) => (
          <a key={name} href={`#${name}`} onClick={close}>
            {name}
          </a>
        ))}
      </PopoverMenu>
      <a href="#elsewhere">Elsewhere</a>
    </div>
  );
}

const isOpen = (element: Element) => element.matches(":popover-open");

describe("usePopoverMenu with <PopoverMenu>", () => {
  it("is a popover its button opens with popovertarget (no script needed), one labelled list with one item per entry", async () => {
    render(<Languages label="Choose a language" />);
    const button = screen.getByRole("button", { name: "Language" });
    const list = screen.getByRole("list", { name: "Choose a language", hidden: true });
    const panel = list.parentElement!;
    // The browser's own behaviour: the attributes are in the HTML, before any script runs.
    expect(panel.getAttribute("popover")).toBe("auto");
    expect(button.getAttribute("popovertarget")).toBe(panel.id);
    expect(button.getAttribute("aria-controls")).toBe(panel.id);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    expect(isOpen(panel)).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["English", "Français", "Русский"]);
    expect(items.map((item) => item.firstElementChild?.tagName)).toEqual(["A", "A", "A"]);
    await userEvent.click(button);
    expect(isOpen(panel)).toBe(false);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("has no list name unless one is given", () => {
    render(<Languages />);
    expect(screen.getByRole("list", { hidden: true }).hasAttribute("aria-label")).toBe(false);
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
    await userEvent.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("closes when keyboard focus leaves it, and when an entry is chosen", async () => {
    render(<Languages />);
    const button = screen.getByRole("button", { name: "Language" });
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    for (let i = 0; i < 3; i++) await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Elsewhere" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(screen.getByRole("link", { name: "Français" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("is placed against its own button (a CSS anchor named after the menu), by the shared .menu-popover rule", () => {
    render(<Languages dir="rtl" />);
    const button = screen.getByRole("button", { name: "Language" });
    const panel = screen.getByRole("list", { hidden: true }).parentElement!;
    expect(button.style.getPropertyValue("anchor-name") || (button.style as unknown as Record<string, string>).anchorName).toBe("--languages");
    expect(panel.classList).toContain("menu-popover");
    expect(panel.classList).toContain("w-48");
  });
});
