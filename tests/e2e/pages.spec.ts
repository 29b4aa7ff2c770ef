import { staticPublicPaths } from "../../src/app/prerender.ts";
import { localizedPath } from "../../src/lib/i18n/paths.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Every public route, scanned by axe (WCAG 2.1 A/AA) once its content is in: in English and in
 * Arabic (right to left), in the light, dark and high-contrast themes (stored preferences, applied
 * before the first paint). Beside WCAG, the public pages keep their landmarks distinct
 * (landmark-unique: no two regions, navigations… of one role with the same name).
 */
const EXTRA_RULES = ["landmark-unique"];
const NOT_FOUND = "/no-such-page";
const paths = [...staticPublicPaths, NOT_FOUND];
const notFoundLog = "Failed to load resource: the server responded with a status of 404 (Not Found)";
const modes = [
  { name: "light", storage: { theme: "light" }, attribute: ["data-theme", "light"] },
  { name: "dark", storage: { theme: "dark" }, attribute: ["data-theme", "dark"] },
  { name: "high contrast", storage: { highContrast: "on" }, attribute: ["data-high-contrast", "on"] },
] as const;

for (const language of ["en", "ar"] as const) {
  for (const mode of modes) {
    for (const path of paths) {
      const url = localizedPath(path, language);
      test(`axe: no violations on ${url} (${mode.name})`, async ({ page, axe, consoleErrors }) => {
        await page.addInitScript((storage) => {
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        }, mode.storage);
        const response = await page.goto(url);
        if (path === NOT_FOUND) {
          // Unknown paths get the SPA fallback with status 404, which Chromium logs.
          expect(response?.status()).toBe(404);
          await expect.poll(() => consoleErrors).toContain(notFoundLog);
          consoleErrors.splice(consoleErrors.indexOf(notFoundLog), 1);
        } else {
          expect(response?.status()).toBe(200);
        }
        await expect(page.locator("html")).toHaveAttribute(mode.attribute[0], mode.attribute[1]);
        await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await axe(EXTRA_RULES);
      });
    }
  }
}
