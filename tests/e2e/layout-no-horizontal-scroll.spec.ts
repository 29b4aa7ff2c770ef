import { loadSeed } from "../../contentful/index.ts";
import { staticPublicPaths } from "../../src/app/prerender.ts";
import { localizedPath } from "../../src/lib/i18n/paths.ts";
import { expect, test } from "./fixtures.ts";

/*
 * No public page scrolls sideways on a phone: every public page (each template, a principle, a post
 * and the 404 page), in English and Arabic, 320 and 390 px wide, with normal and extra-large text
 * (extra-large with the widest line spacing). One browser page: stored preferences, then for each
 * page a load per width. A wide child is invisible to the other tests; here the page's scroll width
 * must not exceed the viewport's. The same walk checks, in English, that no link's text is a bare
 * "Learn More" (Lighthouse's link-text audit: the visible text plus any visually hidden words).
 */

const post = loadSeed()
  .entries.filter((e) => e.sys.contentType === "blogPost")
  .map((e) => e.fields.slug?.["en-US"] as string)[0]!;
const NOT_FOUND = "/no-such-page";
const PAGES = [...staticPublicPaths, "/about/principle/do-no-harm", `/blog/${post}`, NOT_FOUND];
const WIDTHS = [320, 390] as const;
const TEXT = [
  { name: "normal text", storage: { fontSize: "normal", lineSpacing: "normal" } },
  { name: "extra-large text", storage: { fontSize: "x-large", lineSpacing: "wider" } },
] as const;
/** Lighthouse's English non-descriptive link texts (core/audits/seo/link-text.js). */
const VAGUE = ["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this"];
const notFoundLog = "Failed to load resource: the server responded with a status of 404 (Not Found)";

for (const language of ["en", "ar"] as const) {
  for (const text of TEXT) {
    test(`no public page scrolls sideways at 320 and 390 px: ${language}, ${text.name}`, async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      await page.goto(localizedPath("/", language));
      await page.evaluate(
        (storage) => {
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        },
        { ...text.storage, language },
      );
      const wide: string[] = [];
      const vague: string[] = [];
      for (const path of PAGES) {
        const url = localizedPath(path, language);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(path === NOT_FOUND ? 404 : 200);
          await expect(page.locator("html")).toHaveAttribute("data-font-size", text.storage.fontSize);
          await page.waitForLoadState("networkidle");
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) {
            const culprits = await page.evaluate((w) => {
              const out: string[] = [];
              for (const el of document.querySelectorAll("body *")) {
                const box = el.getBoundingClientRect();
                if ((box.right > w + 1 || box.left < -1) && box.width > 0 && box.left > -5000 && getComputedStyle(el).position !== "fixed") {
                  const where = `${Math.round(box.left)}..${Math.round(box.right)}`;
                  out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(" ").slice(0, 3).join(".")} (${where})`);
                }
              }
              return out.slice(0, 4);
            }, width);
            wide.push(`${url} at ${width} px: ${scrollWidth} px wide — ${culprits.join(", ")}`);
          }
          if (language === "en" && width === 390) {
            const texts = await page.$$eval("a[href]", (links) => links.map((a) => (a as HTMLElement).innerText.trim().toLowerCase()));
            for (const t of texts) if (VAGUE.includes(t)) vague.push(`${url}: "${t}"`);
          }
        }
      }
      for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i] === notFoundLog) consoleErrors.splice(i, 1);
      expect(wide).toEqual([]);
      expect(vague).toEqual([]);
    });
  }
}
