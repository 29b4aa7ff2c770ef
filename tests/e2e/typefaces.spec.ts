import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/*
 * The brand typefaces (docs/decisions/0030-typefaces.md): Inter for text, Source Serif 4 for headings,
 * Vazirmatn for Arabic and Persian, all served from our own origin as hashed woff2 files, with
 * metrics-matched fallbacks so the swap to them moves nothing on the page.
 */

const languages = [
  {
    path: "/",
    body: "Inter Variable",
    heading: "Source Serif 4 Variable",
    sample: "Aa",
    fetched: ["inter-latin-wght-normal", "source-serif-4-latin-wght-normal"],
    notFetched: ["cyrillic", "vazirmatn"],
  },
  {
    path: "/ru",
    body: "Inter Variable",
    heading: "Source Serif 4 Variable",
    sample: "Жж",
    fetched: ["inter-cyrillic-wght-normal", "source-serif-4-cyrillic-wght-normal"],
    notFetched: ["vazirmatn"],
  },
  {
    path: "/ar",
    body: "Vazirmatn Variable",
    heading: "Vazirmatn Variable",
    sample: "عربي",
    fetched: ["vazirmatn-arabic-wght-normal"],
    notFetched: ["source-serif-4", "cyrillic"],
  },
] as const;

const firstFamily = (fontFamily: string) => fontFamily.split(",")[0]!.trim().replace(/"/g, "");

/** Hydrated: React has attached its handlers to the header's buttons. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("header button")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))),
  );
}

/** The brand faces that have arrived (the fallback faces are local fonts, "loaded" too). */
const loadedBrandFaces = () =>
  [...document.fonts].filter((f) => f.status === "loaded" && !f.family.includes("Fallback")).map((f) => f.family.replace(/"/g, ""));

for (const { path, body, heading, sample, fetched, notFetched } of languages) {
  test(`${path}: text is set in ${body} and the page's h1 in ${heading}, only the language's subsets, all from this origin`, async ({
    page,
    baseURL,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.goto(path);
    await hydrated(page);
    const result = await page.evaluate(
      async ({ body, heading, sample }) => {
        await document.fonts.ready;
        const h1 = document.querySelector("main h1");
        const loaded = [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, ""));
        return {
          body: getComputedStyle(document.body).fontFamily,
          h1: h1 ? getComputedStyle(h1).fontFamily : "(no h1)",
          // A face of the family has arrived (check() alone is also true for a family nobody declared).
          loaded,
          bodyReady: document.fonts.check(`16px "${body}"`, sample),
          headingReady: document.fonts.check(`700 32px "${heading}"`, sample),
        };
      },
      { body, heading, sample },
    );
    expect(firstFamily(result.body)).toBe(body);
    expect(firstFamily(result.h1)).toBe(heading);
    expect(result.loaded).toContain(body);
    expect(result.loaded).toContain(heading);
    expect(result.bodyReady).toBe(true);
    expect(result.headingReady).toBe(true);

    const files = () => fontRequests.map((url) => new URL(url).pathname);
    for (const name of fetched) await expect.poll(() => files().some((file) => file.includes(`/${name}-`)), name).toBe(true);
    for (const name of notFetched) expect(files().filter((file) => file.includes(name))).toEqual([]);
    // Every font is one of the build's hashed files on this origin: no font CDN, no unhashed copies.
    for (const url of fontRequests) {
      expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
      expect(new URL(url).pathname).toMatch(/^\/assets\/[a-z0-9-]+-[\w-]{8}\.woff2$/);
    }
  });
}

test("each prerendered page preloads its text face's main file, the hashed file the stylesheet uses, and nothing else", async ({
  request,
}) => {
  const preloads = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*\bcrossorigin\b[^>]*>/g)].map(
      (match) => match[1],
    );
  const english = await preloads("/services");
  expect(english).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]{8}\.woff2$/)]);
  expect(await preloads("/ru/services")).toEqual([expect.stringMatching(/^\/assets\/inter-cyrillic-wght-normal-[\w-]{8}\.woff2$/)]);
  expect(await preloads("/fa")).toEqual([expect.stringMatching(/^\/assets\/vazirmatn-arabic-wght-normal-[\w-]{8}\.woff2$/)]);
  // The stylesheet's @font-face points at the same file, so the preload is used, not fetched twice.
  const css = await (await request.get("/services")).text();
  const stylesheet = css.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!;
  expect(await (await request.get(stylesheet)).text()).toContain(`url(${english[0]})`);
});

for (const path of ["/", "/services", "/ru/services", "/ar/services"]) {
  test(`${path}: the fonts arriving after the first paint shift nothing (metrics-matched fallbacks, CLS 0)`, async ({ page }) => {
    // Fonts are held back until the page has painted in its fallback fonts, then released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(await page.evaluate(loadedBrandFaces)).toEqual([]);
    release();
    await hydrated(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames: the swap has been laid out and any shift reported.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect((await page.evaluate(loadedBrandFaces)).length).toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    // 0.00 as Lighthouse rounds it (without the fallbacks: 0.02-0.23 on these pages; decision 0030).
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
  });
}
