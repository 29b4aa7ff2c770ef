import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/* Every portal page fits a 390 px phone with extra-large text, in English and in Arabic (no sideways
   scrolling: tables scroll inside their own box). Overflow is invisible to the other assertions. */

const PAGES = ["/admin/dashboard", "/admin/services", "/admin/partners", "/admin/blog", "/admin/contacts", "/admin/contacts/appointments"];

test("no portal page is wider than a 390 px screen with extra-large text, left to right and right to left", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ["en", "ar"]) {
    await page.evaluate((l) => {
      localStorage.setItem("language", l);
      localStorage.setItem("fontSize", "x-large");
    }, language);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every list has arrived (their rows are what could overflow).
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${language} ${path}`).toBeLessThanOrEqual(390);
    }
  }
});
