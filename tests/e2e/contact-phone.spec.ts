import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";

/* Issue 30 item 6: on a phone the contact forms are below the address and hours; the first screen offers a way to them. */

const tabs = (language: string) =>
  (JSON.parse(readFileSync(`src/locales/${language}/contact.json`, "utf8")) as { tabs: Record<string, string> }).tabs;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const language of ["en", "ar"] as const) {
  test(`${language}: the first screen of /contact on a phone leads to each form, which the tap brings into view with its tab selected`, async ({ page }) => {
    await page.goto(language === "en" ? "/contact" : `/${language}/contact`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const hero = page.locator("main section").first();
    const toBooking = hero.getByRole("link", { name: tabs(language).appointment });
    const toMessage = hero.getByRole("link", { name: tabs(language).message });
    for (const link of [toMessage, toBooking]) {
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    await toBooking.tap();
    const tab = page.getByRole("tab", { name: tabs(language).appointment });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(tab).toBeInViewport();
    await expect(page.getByRole("tabpanel", { name: tabs(language).appointment })).toBeInViewport();
  });
}

test("on a desktop the forms are in the first screen beside the details, and the hero has no jump links", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/contact");
  await expect(page.locator("main section").first().getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: tabs("en").message })).toBeInViewport();
});
