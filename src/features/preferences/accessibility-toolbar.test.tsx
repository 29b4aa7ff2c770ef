// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installDialogStandIn, installMatchMediaStandIn } from "~/components/ui/testing/jsdom-stand-ins";
import { i18n } from "~/lib/i18n";
import { displayPreferences, preferenceNames } from "~/lib/preferences";
import { shortcutAction } from "./actions";
import { AccessibilityToolbar } from "./accessibility-toolbar";
import { resetPreferencesStoreForTests } from "./store";

const html = () => document.documentElement;

beforeAll(() => {
  installDialogStandIn();
  installMatchMediaStandIn();
});

beforeEach(() => {
  localStorage.clear();
  for (const name of preferenceNames) html().removeAttribute(displayPreferences[name].attribute);
  resetPreferencesStoreForTests();
});
afterEach(cleanup);

function renderToolbar() {
  render(
    <I18nextProvider i18n={i18n}>
      <AccessibilityToolbar />
    </I18nextProvider>,
  );
}

const press = (code: string, key: string) => act(() => void fireEvent.keyDown(document, { altKey: true, code, key }));

/** Opens the toolbar; its dialog's panel loads on first open. */
async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Accessibility options" }));
  return screen.findByRole("dialog", { name: "Accessibility" });
}

describe("shortcut keys", () => {
  it("maps the spec's shortcuts by physical key and ignores other combinations", () => {
    const k = (code: string, key: string, extra = {}) =>
      shortcutAction({ altKey: true, ctrlKey: false, metaKey: false, code, key, ...extra });
    expect(k("KeyC", "ç")).toBe("highContrast");
    expect(k("Equal", "+")).toBe("fontSize");
    expect(k("NumpadAdd", "+")).toBe("fontSize");
    expect(k("", "+")).toBe("fontSize");
    expect(k("KeyL", "l")).toBe("lineSpacing");
    expect(k("KeyM", "m")).toBe("reducedMotion");
    expect(k("KeyP", "p")).toBe("largerCursor");
    expect(k("KeyK", "k")).toBe("keyboardNavigation");
    expect(k("KeyR", "r")).toBe("reset");
    expect(k("KeyX", "x")).toBeNull();
    expect(k("KeyC", "c", { ctrlKey: true })).toBeNull();
    expect(shortcutAction({ altKey: false, ctrlKey: false, metaKey: false, code: "KeyC", key: "c" })).toBeNull();
  });
});

describe("AccessibilityToolbar", () => {
  it("each shortcut changes the page, is remembered and is announced", () => {
    renderToolbar();
    const status = () =>
      screen
        .getAllByRole("status")
        .map((s) => s.textContent)
        .join("");

    press("KeyC", "c");
    expect(html().getAttribute("data-high-contrast")).toBe("on");
    expect(localStorage.getItem("highContrast")).toBe("on");
    expect(status()).toBe("High contrast on");

    press("Equal", "+");
    expect(html().getAttribute("data-font-size")).toBe("large");
    expect(status()).toBe("Font size: large");
    press("Equal", "+");
    press("Equal", "+");
    expect(html().getAttribute("data-font-size")).toBe("normal");
    expect(localStorage.getItem("fontSize")).toBe("normal");

    press("KeyL", "l");
    expect(html().getAttribute("data-line-spacing")).toBe("wide");
    expect(status()).toBe("Line spacing: 1.5");

    press("KeyM", "m");
    expect(html().getAttribute("data-motion")).toBe("reduced");
    expect(status()).toBe("Reduced motion on");

    press("KeyP", "p");
    expect(html().getAttribute("data-larger-cursor")).toBe("on");
    press("KeyK", "k");
    expect(html().getAttribute("data-keyboard-nav")).toBe("on");
    expect(status()).toBe("Keyboard navigation on");

    press("KeyR", "r");
    expect(status()).toBe("All settings reset");
    for (const [attribute, value] of [
      ["data-high-contrast", "off"] as const,
      ["data-line-spacing", "normal"],
      ["data-motion", "normal"],
      ["data-larger-cursor", "off"],
      ["data-keyboard-nav", "off"] as const,
    ] as const) {
      expect(html().getAttribute(attribute)).toBe(value);
    }
    expect(localStorage.getItem("highContrast")).toBe("off");
  });

  it("the dialog shows each preference's state and changes it", async () => {
    renderToolbar();
    const dialog = await openDialog();
    expect(screen.getByRole("button", { name: "Accessibility options" })).toHaveProperty("ariaExpanded", "true");
    const dark = within(dialog).getByRole("button", { name: "Dark mode" });
    expect(dark.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(dark);
    expect(dark.getAttribute("aria-pressed")).toBe("true");
    expect(html().getAttribute("data-theme")).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");

    const fontSize = within(dialog).getByRole("button", { name: /^Font size/ });
    expect(fontSize.textContent).toContain("Normal");
    fireEvent.click(fontSize);
    expect(fontSize.textContent).toContain("Large");
    expect(fontSize.getAttribute("aria-keyshortcuts")).toBe("Alt++");

    fireEvent.click(within(dialog).getByRole("radio", { name: "Tritanopia" }));
    expect(html().getAttribute("data-color-blind")).toBe("tritanopia");
    expect(within(dialog).getByRole("status").textContent).toBe("Colour-blind mode: tritanopia");

    // Reset keeps the theme (spec: colour mode, sizes, motion and the three modes only).
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset All Settings" }));
    expect(html().getAttribute("data-color-blind")).toBe("normal");
    expect(html().getAttribute("data-font-size")).toBe("normal");
    expect(html().getAttribute("data-theme")).toBe("dark");
    expect(within(dialog).getByRole("radio", { name: "Normal" })).toHaveProperty("checked", true);
  });

  it("keeps Tab inside the dialog and gives focus back to its button on close", async () => {
    renderToolbar();
    const dialog = await openDialog();
    const close = within(dialog).getByRole("button", { name: "Close accessibility options" });
    const reset = within(dialog).getByRole("button", { name: "Reset All Settings" });
    reset.focus();
    fireEvent.keyDown(reset, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(reset);

    fireEvent.click(close);
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Accessibility options" }));
  });

  it("starts from what the pre-paint script put on <html>", async () => {
    html().setAttribute("data-theme", "dark");
    for (const name of preferenceNames) {
      if (name !== "theme")
        html().setAttribute(displayPreferences[name].attribute, String(displayPreferences[name].values[0]));
    }
    html().setAttribute("data-motion", "reduced");
    renderToolbar();
    const dialog = await openDialog();
    expect(within(dialog).getByRole("button", { name: "Dark mode" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(dialog).getByRole("button", { name: "Reduce motion" }).getAttribute("aria-pressed")).toBe("true");
  });
});
