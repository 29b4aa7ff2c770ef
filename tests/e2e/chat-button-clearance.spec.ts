import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const launcherName = (language: string) =>
  (JSON.parse(readFileSync(`src/locales/${language}/chat.json`, "utf8")) as { launcher: { open: string } }).launcher.open;

/*
 * Issue 30 item 9: the floating chat button covered a line of the contact card on phones. Whatever
 * the visitor reads last on a page (the footer's contact card and legal links), scrolled to the
 * bottom, is clear of the button; and a link or field reached with the keyboard is never under it
 * (WCAG 2.4.11, focus not obscured): the page keeps the button's height free at its bottom edge.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The on-screen boxes of every line of visible text on the page, but the button's own. */
function textLines(page: Page, launcherLabel: string): Promise<(Box & { text: string })[]> {
  return page.evaluate((label) => {
    const launcher = [...document.querySelectorAll("button")].find((button) => button.getAttribute("aria-label") === label);
    const lines: { x: number; y: number; width: number; height: number; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || launcher?.contains(parent) || parent.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight) lines.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height, text });
      }
    }
    return lines;
  }, launcherLabel);
}

for (const [language, path] of [["en", "/contact"], ["ar", "/ar/contact"]] as const) {
  for (const width of [390, 1366]) {
    test(`${language} ${width} px: at the bottom of ${path}, no line of text is under the chat button`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.goto(path);
      const button = page.getByRole("button", { name: launcherName(language), exact: true });
      await expect(button).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      const box = (await button.boundingBox())!;
      const covered = (await textLines(page, launcherName(language))).filter((line) => overlaps(line, box));
      expect(covered, JSON.stringify(box)).toEqual([]);
      // The footer's contact card was read to its end.
      const card = page.getByRole("contentinfo");
      await expect(card).toBeInViewport({ ratio: 0.5 });
    });
  }

  test(`${language} 390 px: nothing the keyboard reaches on ${path} is under the chat button`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const button = page.getByRole("button", { name: launcherName(language), exact: true });
    await expect(button).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const obscured: string[] = [];
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate((label) => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return { box: { x, y, width, height }, name: `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ""}`, launcher: element.getAttribute("aria-label") === label };
      }, launcherName(language));
      if (!focused) continue;
      if (focused.launcher) break; // the button itself comes last
      // A focused region taller than the window (a tab panel) cannot be all in view; the rest must be.
      if (focused.box.width === 0 || focused.box.height === 0 || focused.box.height > 844 / 2) continue;
      if (overlaps(focused.box, (await button.boundingBox())!)) obscured.push(focused.name);
    }
    expect(obscured).toEqual([]);
  });
}
