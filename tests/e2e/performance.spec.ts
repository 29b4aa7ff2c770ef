import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/**
 * What makes the prerendered pages paint as early as their HTML allows
 * (issue 13; numbers in docs/benchmarks/): compressed responses, and no
 * script competing with the stylesheet for the first paint.
 */
test.describe("first paint", () => {
  for (const path of ["/", "/ar/blog"]) {
    test(`${path} is sent compressed, without modulepreload links, and its scripts start after the stylesheet has arrived`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(raw.headers()["content-encoding"]).toBe("br");
      const html = await raw.text();
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toContain("data-deferred-hydration");

      await page.goto(path);
      // Hydrated: React has attached its handlers to the header's buttons.
      await page.waitForFunction(() =>
        [...document.querySelectorAll("header button")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))),
      );
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const css = resources.filter((r) => r.initiatorType === "link" && r.name.endsWith(".css"));
        const scripts = resources.filter((r) => /\/assets\/.*\.js$/.test(new URL(r.name).pathname));
        return {
          cssEnd: Math.max(...css.map((r) => r.responseEnd)),
          firstScriptStart: Math.min(...scripts.map((r) => r.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts).toBeGreaterThan(3);
      expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.cssEnd);
    });
  }
});

test("a real visit reports its web vitals, and staff see the 75th percentiles on the dashboard", async ({ page }) => {
  // This browser measures every visit (the site samples 10% by default; e2e builds with 0).
  await page.addInitScript(() => localStorage.setItem("webVitalsSample", "1"));
  await page.goto("/fa/faq");
  const question = page.locator("main summary").first();
  await expect.poll(() => question.evaluate((b) => Object.keys(b).some((k) => k.startsWith("__reactProps")))).toBe(true);
  // The measuring code loads after hydration (two lazy chunks); once the page is quiet it is listening.
  await page.waitForLoadState("networkidle");
  await question.click(); // an interaction, for INP
  const reported = page.waitForRequest((r) => r.url().endsWith("/rest/v1/web_vitals") && r.method() === "POST");
  // The visitor switches tabs: the page is hidden, and web-vitals reports LCP, CLS and INP then.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const body = (await reported).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["language", "metric", "template", "value"]);
  expect(body).toMatchObject({ template: "faq", language: "fa" });

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const card = page.getByTestId("web-vitals-card");
  const row = card.getByRole("row", { name: /^faq fa / });
  await expect(row).toHaveCount(1);
  await expect(row.locator("td[data-rating]").first()).toContainText(/\d/);
});
