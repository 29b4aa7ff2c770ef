import { E2E_ADMIN, expect, test } from "./fixtures.ts";

// Temporary (not committed): screenshots of the dashboard's analytics in en and ar at 390 and 1366 px.
test.describe.configure({ timeout: 180_000 });
test("analytics screenshots", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const language of ["en", "ar"]) {
    await page.evaluate((l) => localStorage.setItem("language", l), language);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/dashboard");
      const card = page.getByTestId("analytics-card");
      await expect(page.getByTestId("analytics-pageViews-value")).toBeVisible();
      await page.locator("[data-testid=analytics-chart] summary").click();
      await card.screenshot({ path: `.data/shots/analytics-${language}-${width}.png` });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(language, width, "scrollWidth", scroll);
    }
  }
});
