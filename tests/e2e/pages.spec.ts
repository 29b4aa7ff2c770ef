import { staticPublicPaths } from "../../src/app/prerender.ts";
import { expect, test } from "./fixtures.ts";

/* Every public route built so far, scanned by axe (WCAG 2.1 A/AA) once its content is in. */
const NOT_FOUND = "/no-such-page";
const paths = [...staticPublicPaths, NOT_FOUND];
const notFoundLog = "Failed to load resource: the server responded with a status of 404 (Not Found)";

for (const path of paths) {
  test(`axe: no violations on ${path}`, async ({ page, axe, consoleErrors }) => {
    const response = await page.goto(path);
    if (path === NOT_FOUND) {
      // Unknown paths get the SPA fallback with status 404, which Chromium logs.
      expect(response?.status()).toBe(404);
      await expect.poll(() => consoleErrors).toContain(notFoundLog);
      consoleErrors.splice(consoleErrors.indexOf(notFoundLog), 1);
    } else {
      expect(response?.status()).toBe(200);
    }
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await axe();
  });
}
