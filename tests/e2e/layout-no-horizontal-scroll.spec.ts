import { loadSeed } from "../../contentful/index.ts";
import { staticPublicPaths } from "../../src/app/prerender.ts";
import { localizedPath } from "../../src/lib/i18n/paths.ts";
import { displayPreferences } from "../../src/lib/preferences.ts";
import { expect, test } from "./fixtures.ts";

/*
 * No public page scrolls sideways: every public page (each template, a principle, a post and the 404
 * page), in each of the five languages (French and Russian run longest, Arabic and Persian mirror), on phones (320 and 390 px) and on a 1366 px desktop, with every font
 * size and every line spacing the accessibility toolbar offers (3 × 3). A wide child is invisible to
 * the other tests; here the page's scroll width must not exceed the viewport's. To stay quick, each
 * page loads once per width, with the preferences stored as the toolbar stores them (extra-large
 * text, widest spacing, applied before the first paint); the other eight combinations are then set
 * on <html> as the toolbar sets them (data-font-size, data-line-spacing) and measured without a
 * reload. The same walk checks, in English, that no link's text is a bare "Learn More"
 * (Lighthouse's link-text audit: the visible text plus any visually hidden words).
 */

const post = loadSeed()
  .entries.filter((e) => e.sys.contentType === "blogPost")
  .map((e) => e.fields.slug?.["en-US"] as string)[0]!;
const NOT_FOUND = "/no-such-page";
const PAGES = [...staticPublicPaths, "/about/principle/do-no-harm", `/blog/${post}`, NOT_FOUND];
const WIDTHS = [320, 390, 1366] as const;
const STORED = { fontSize: "x-large", lineSpacing: "wider" } as const;
const COMBINATIONS = displayPreferences.fontSize.values.flatMap((fontSize) =>
  displayPreferences.lineSpacing.values.map((lineSpacing) => ({ fontSize, lineSpacing })),
);
/** Lighthouse's English non-descriptive link texts (core/audits/seo/link-text.js). */
const VAGUE = ["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this"];
const notFoundLog = "Failed to load resource: the server responded with a status of 404 (Not Found)";

for (const language of ["en", "fr", "ru", "ar", "fa"] as const) {
  test(`no public page scrolls sideways at 320, 390 and 1366 px, with every font size and line spacing: ${language}`, async ({ page, consoleErrors }) => {
    // About 1.5 minutes on a quiet machine, over 3 at load average 17.
    test.setTimeout(360_000);
    await page.goto(localizedPath("/", language));
    await page.evaluate(
      (storage) => {
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      },
      { ...STORED, language },
    );
    const wide: string[] = [];
    const vague: string[] = [];
    for (const path of PAGES) {
      const url = localizedPath(path, language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(path === NOT_FOUND ? 404 : 200);
        await expect(page.locator("html")).toHaveAttribute("data-font-size", STORED.fontSize);
        await expect(page.locator("html")).toHaveAttribute("data-line-spacing", STORED.lineSpacing);
        await page.waitForLoadState("networkidle");
        const found = await page.evaluate(
          ({ width, combinations, stored }) => {
            const html = document.documentElement;
            const out: string[] = [];
            // The stored combination first (as painted), then the others; the stored one is restored last.
            for (const { fontSize, lineSpacing } of [stored, ...combinations, stored]) {
              html.setAttribute("data-font-size", fontSize);
              html.setAttribute("data-line-spacing", lineSpacing);
              const scrollWidth = html.scrollWidth; // forces the layout of this combination
              if (scrollWidth <= width) continue;
              const culprits: string[] = [];
              for (const el of document.querySelectorAll("body *")) {
                const box = el.getBoundingClientRect();
                if ((box.right > width + 1 || box.left < -1) && box.width > 0 && box.left > -5000 && getComputedStyle(el).position !== "fixed") {
                  const where = `${Math.round(box.left)}..${Math.round(box.right)}`;
                  culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).split(" ").slice(0, 3).join(".")} (${where})`);
                }
              }
              out.push(`${fontSize} text, ${lineSpacing} spacing: ${scrollWidth} px wide — ${culprits.slice(0, 4).join(", ")}`);
            }
            return [...new Set(out)];
          },
          { width, combinations: COMBINATIONS, stored: STORED },
        );
        for (const line of found) wide.push(`${url} at ${width} px, ${line}`);
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
