import { expect, test } from "./fixtures.ts";

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
