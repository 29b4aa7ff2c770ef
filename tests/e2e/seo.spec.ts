import { expect, test } from "./fixtures.ts";

/** Search-engine findings Lighthouse reported (issue 13), kept fixed in the prerendered HTML. */
test.describe("canonical URLs", () => {
  for (const path of ["/", "/ar", "/ar/blog", "/fr/about", "/fa/services/mel", "/ru/faq"]) {
    test(`${path} names itself, in its own language, as its one canonical URL`, async ({ request, baseURL }) => {
      const html = await (await request.get(path)).text();
      const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
      expect(canonicals).toEqual([`${baseURL}${path}`]);
      // The English version is an alternate, never the canonical of a translation.
      expect(html).toContain(`hrefLang="en" href="${baseURL}${path.replace(/^\/(fr|ru|ar|fa)(?=\/|$)/, "") || "/"}"`);
    });
  }

  test("a blog filter URL points to the listing as its canonical", async ({ page, baseURL }) => {
    await page.goto("/ar/blog?tag=AODA");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/ar/blog`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/ar/blog`);
  });
});

test("the hero's Learn More links say which service they lead to", async ({ page }) => {
  await page.goto("/");
  const link = page.locator("main a.btn-accent").first();
  // Sighted visitors still read "Learn More" (the spec's label); the rest is visually hidden.
  const hidden = await link.locator(".sr-only").boundingBox();
  expect(hidden?.width ?? 0).toBeLessThanOrEqual(1);
  // The first slide's title (an <h2>: the page's one <h1> is its own heading).
  const title = await page.locator("main section h2").first().innerText();
  await expect(link).toHaveAccessibleName(`Learn More — ${title}`);
});

test.describe("heading order", () => {
  for (const path of ["/", "/about", "/services", "/services/mel", "/website-packages", "/contact", "/faq", "/blog", "/resources", "/webmail", "/ar/faq"]) {
    test(`${path} never skips a heading level on the way down`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
      const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
      expect(skips).toEqual([]);
    });
  }
});
