import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/* Display preferences and the accessibility toolbar (spec sections 3, 4 and 9). */

/** Waits until React has hydrated the header (its buttons carry React's props). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  // Hydration has committed; its effects (the shortcut listener among them) run right after: let a frame pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

const toolbarButton = (page: Page) => page.getByRole("button", { name: "Accessibility options", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Accessibility" });

async function openToolbar(page: Page) {
  await toolbarButton(page).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

/** What the page computes for the preferences. */
function computed(page: Page) {
  return page.evaluate(() => {
    const html = getComputedStyle(document.documentElement);
    const body = getComputedStyle(document.body);
    return {
      fontSize: html.fontSize,
      lineHeight: body.lineHeight,
      bodyBackground: body.backgroundColor,
      bodyColor: body.color,
      filter: html.filter,
      transitionDuration: body.transitionDuration,
      cursor: body.cursor,
    };
  });
}

type Computed = Awaited<ReturnType<typeof computed>>;

/**
 * Polls one computed value: with reduced motion on, colour changes run a
 * 0.01 ms transition, so the very first read after a change may still show
 * the old colour.
 */
function style(page: Page, key: keyof Computed) {
  return expect.poll(async () => (await computed(page))[key]);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test("the defaults: 16 px text, the design's line height, light colours, no filter", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/about");
  await hydrated(page);
  const defaults = await computed(page);
  expect(defaults.fontSize).toBe("16px");
  expect(defaults.lineHeight).toBe("25.6px"); // body 1.6
  expect(defaults.bodyBackground).toBe("rgb(255, 255, 255)");
  expect(defaults.filter).toBe("none");
  expect(defaults.transitionDuration).toBe("0s");
  await expect(page.locator("html")).toHaveAttribute("data-motion", "normal");
});

test("each preference changes what the page computes and survives a reload; Reset returns to the defaults", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await hydrated(page);
  let panel = await openToolbar(page);

  // Font size cycles 16, 20, 24 px and back.
  const fontSize = panel.getByRole("button", { name: /^Font size/ });
  await fontSize.click();
  await style(page, "fontSize").toBe("20px");
  await fontSize.click();
  await style(page, "fontSize").toBe("24px");
  await fontSize.click();
  await style(page, "fontSize").toBe("16px");
  await fontSize.click(); // large, kept for the reload

  // Line spacing: 1.5, then 2 lines, as a word processor counts them (at 20 px: 36 px, 48 px).
  const lineSpacing = panel.getByRole("button", { name: /^Line spacing/ });
  await lineSpacing.click();
  await style(page, "lineHeight").toBe("36px");
  await lineSpacing.click();
  await style(page, "lineHeight").toBe("48px");

  // Dark theme.
  await panel.getByRole("button", { name: "Dark mode" }).click();
  await style(page, "bodyBackground").toBe("rgb(14, 22, 32)");
  await style(page, "bodyColor").toBe("rgb(230, 237, 243)");

  // Colour-blind mode: a real SVG colour filter on the page.
  await panel.getByRole("radio", { name: "Deuteranopia" }).check();
  await style(page, "filter").toContain("#cb-deuteranopia");
  await expect(page.locator("filter#cb-deuteranopia feColorMatrix")).toHaveCount(1);

  // Reduced motion, larger cursor, keyboard navigation, high contrast.
  await panel.getByRole("button", { name: "Reduce motion" }).click();
  await style(page, "transitionDuration").toBe("1e-05s");
  expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe("reduced");
  await panel.getByRole("button", { name: "Larger cursor" }).click();
  await style(page, "cursor").toContain("url(");
  await panel.getByRole("button", { name: "Keyboard navigation" }).click();
  await panel.getByRole("button", { name: "High contrast" }).click();
  await style(page, "bodyBackground").toBe("rgb(0, 0, 0)"); // high contrast, dark
  await style(page, "bodyColor").toBe("rgb(255, 255, 255)");
  for (const name of ["Dark mode", "Reduce motion", "Larger cursor", "Keyboard navigation", "High contrast"]) {
    await expect(panel.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
  }

  // Remembered under the spec's keys.
  expect(await stored(page, "theme")).toBe("dark");
  expect(await stored(page, "fontSize")).toBe("large");
  expect(await stored(page, "lineSpacing")).toBe("wider");
  expect(await stored(page, "colorBlindMode")).toBe("deuteranopia");
  expect(await stored(page, "reducedMotion")).toBe("reduced");

  // A reload keeps every one, already in the prerendered page's first paint.
  await page.reload();
  const early = await page.evaluate(() => ({ ...document.documentElement.dataset }));
  expect(early).toMatchObject({
    theme: "dark",
    fontSize: "large",
    lineSpacing: "wider",
    colorBlind: "deuteranopia",
    motion: "reduced",
    largerCursor: "on",
    keyboardNav: "on",
    highContrast: "on",
  });
  await hydrated(page);
  const after = await computed(page);
  expect(after.fontSize).toBe("20px");
  expect(after.lineHeight).toBe("48px");
  expect(after.bodyBackground).toBe("rgb(0, 0, 0)");
  expect(after.filter).toContain("#cb-deuteranopia");
  expect(after.transitionDuration).toBe("1e-05s");
  expect(after.cursor).toContain("url(");

  // Keyboard navigation mode: a strong ring on whatever has focus, even after a click.
  await toolbarButton(page).focus();
  await expect // polled: with reduced motion on, the ring's change runs a 0.01 ms transition
    .poll(() => page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth))
    .toBe("4px");

  panel = await openToolbar(page);
  await expect(panel.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByRole("radio", { name: "Deuteranopia" })).toBeChecked();
  await expect(panel.getByRole("button", { name: /^Font size/ })).toContainText("Large");

  // Reset All Settings: colour mode, sizes and motion to normal, the three modes off; the theme stays.
  await panel.getByRole("button", { name: "Reset All Settings" }).click();
  const reset = await computed(page);
  expect(reset.fontSize).toBe("16px");
  expect(reset.lineHeight).toBe("25.6px");
  expect(reset.filter).toBe("none");
  expect(reset.transitionDuration).toBe("0s");
  expect(reset.cursor).not.toContain("url(");
  await style(page, "bodyBackground").toBe("rgb(14, 22, 32)"); // dark, not high contrast
  await expect(panel.getByRole("radio", { name: "Normal" })).toBeChecked();
  for (const name of ["Reduce motion", "Larger cursor", "Keyboard navigation", "High contrast"]) {
    await expect(panel.getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
  }
  await expect(panel.getByRole("status")).toHaveText("All settings reset");
  await page.reload();
  await hydrated(page);
  await style(page, "fontSize").toBe("16px");
  await style(page, "filter").toBe("none");
});

test("the prerendered page is painted with the stored preferences before any bundle runs", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    localStorage.setItem("fontSize", "x-large");
    localStorage.setItem("lineSpacing", "wide");
    localStorage.setItem("colorBlindMode", "tritanopia");
  });
  // Script files never arrive: only the inline <head> script can apply the preferences.
  await page.route(/\.js(\?.*)?$/, () => new Promise<void>(() => {}));
  await page.goto("/blog", { waitUntil: "commit" });
  await page.waitForFunction(
    () => document.querySelector("footer") && getComputedStyle(document.body).backgroundColor !== "rgba(0, 0, 0, 0)",
  );
  const style = await computed(page);
  expect(style.fontSize).toBe("24px");
  expect(style.lineHeight).toBe("43.2px");
  expect(style.bodyBackground).toBe("rgb(14, 22, 32)");
  expect(style.filter).toContain("#cb-tritanopia");
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector("header button") ?? {}).some((k) => k.startsWith("__react")),
    ),
  ).toBe(false);
});

test("reduced motion is on at start when the device asks for it, and the visitor can turn it off", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-motion", "reduced");
  await hydrated(page);
  const panel = await openToolbar(page);
  const motion = panel.getByRole("button", { name: "Reduce motion" });
  await expect(motion).toHaveAttribute("aria-pressed", "true");
  await style(page, "transitionDuration").toBe("1e-05s");
  await motion.click();
  await expect(motion).toHaveAttribute("aria-pressed", "false");
  await style(page, "transitionDuration").toBe("0s"); // the visitor's choice wins over the device
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-motion", "normal");
});

test("each keyboard shortcut works and is announced", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/contact");
  await hydrated(page);
  const announcement = (text: string) => page.getByRole("status").filter({ hasText: text });
  const attr = (name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);

  await page.keyboard.press("Alt+C");
  await expect(announcement("High contrast on")).toHaveCount(1);
  expect(await attr("data-high-contrast")).toBe("on");
  await style(page, "bodyColor").toBe("rgb(0, 0, 0)");

  await page.keyboard.press("Alt++");
  await expect(announcement("Font size: large")).toHaveCount(1);
  await style(page, "fontSize").toBe("20px");
  await page.keyboard.press("Alt++");
  await style(page, "fontSize").toBe("24px");

  await page.keyboard.press("Alt+L");
  await expect(announcement("Line spacing: 1.5")).toHaveCount(1);
  await style(page, "lineHeight").toBe("43.2px");

  await page.keyboard.press("Alt+M");
  await expect(announcement("Reduced motion on")).toHaveCount(1);
  await style(page, "transitionDuration").toBe("1e-05s");

  await page.keyboard.press("Alt+P");
  await expect(announcement("Larger cursor on")).toHaveCount(1);
  await style(page, "cursor").toContain("url(");

  await page.keyboard.press("Alt+K");
  await expect(announcement("Keyboard navigation on")).toHaveCount(1);
  expect(await attr("data-keyboard-nav")).toBe("on");

  await page.keyboard.press("Alt+C");
  await expect(announcement("High contrast off")).toHaveCount(1);

  await page.keyboard.press("Alt+C");
  await page.keyboard.press("Alt+R");
  await expect(announcement("All settings reset")).toHaveCount(1);
  await style(page, "bodyColor").not.toBe("rgb(0, 0, 0)");
  const afterReset = await computed(page);
  expect(afterReset.fontSize).toBe("16px");
  expect(afterReset.lineHeight).toBe("25.6px");
  expect(afterReset.transitionDuration).toBe("0s");
  for (const name of ["data-high-contrast", "data-larger-cursor", "data-keyboard-nav"])
    expect(await attr(name)).toBe("off");

  // The shortcuts also work while the toolbar is open, and its buttons follow.
  const panel = await openToolbar(page);
  await page.keyboard.press("Alt+C");
  await expect(panel.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByRole("status")).toHaveText("High contrast on");
});

test("the toolbar is a labelled modal dialog: focus stays inside, Escape closes it, focus returns", async ({
  page,
  axe,
}) => {
  await page.goto("/about");
  await hydrated(page);
  const button = toolbarButton(page);
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const panel = await openToolbar(page);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  expect(await panel.evaluate((d) => d.matches(":modal"))).toBe(true);

  // Tab and Shift+Tab around the dialog more times than it has controls: focus never leaves it.
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await axe();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // The close button closes it too.
  await openToolbar(page);
  await panel.getByRole("button", { name: "Close accessibility options" }).click();
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

const themes: Record<string, Record<string, string>> = {
  light: {},
  dark: { theme: "dark" },
  "high contrast": { highContrast: "on" },
  "high contrast, dark": { highContrast: "on", theme: "dark" },
};

for (const [name, preferences] of Object.entries(themes)) {
  test(`no axe violations in the ${name} theme on /, /about, /contact and /blog`, async ({ page, axe }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: "reduce" }); // sliders hold still while axe reads colours
    await page.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, preferences);
    for (const path of ["/", "/about", "/contact", "/blog"]) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      for (const [key, value] of Object.entries(preferences)) {
        const attribute = key === "theme" ? "data-theme" : "data-high-contrast";
        await expect(page.locator("html")).toHaveAttribute(attribute, value);
      }
      await axe();
    }
    // The toolbar itself, open, in this theme.
    await openToolbar(page);
    await axe();
  });
}

test("each line-spacing step spaces lines further apart than the one before, for body text and headings, at every font size", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const heights = () =>
    page.evaluate(() => {
      const px = (el: Element | null) => Number.parseFloat(getComputedStyle(el!).lineHeight);
      return { body: px(document.body), paragraph: px(document.querySelector("main p")), heading: px(document.querySelector("main h2")) };
    });
  for (const fontSize of ["normal", "large", "x-large"]) {
    const measured = [];
    for (const lineSpacing of ["normal", "wide", "wider"]) {
      await page.evaluate(
        ([f, l]) => {
          document.documentElement.dataset.fontSize = f!;
          document.documentElement.dataset.lineSpacing = l!;
        },
        [fontSize, lineSpacing],
      );
      measured.push(await heights());
    }
    for (const key of ["body", "paragraph", "heading"] as const) {
      const [normal, wide, wider] = measured.map((m) => m[key]);
      expect(wide, `${fontSize} ${key}: 1.5 is looser than normal`).toBeGreaterThan(normal!);
      expect(wider, `${fontSize} ${key}: 2 is looser than 1.5`).toBeGreaterThan(wide!);
    }
  }
});
