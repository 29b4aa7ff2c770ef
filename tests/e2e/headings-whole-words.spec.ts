import { expect, test } from "./fixtures.ts";

/*
 * On the narrowest phone with the largest text, a heading breaks between words, never inside one.
 * At 320 px with extra-large text (24 px) the home page's "Monitoring, Evaluation & Learning" broke as
 * "Monitori / ng," and the titles of /about, /faq and /website-packages likewise: heading sizes now shrink
 * with the screen (app.css) down to the body text's size. Russian card titles of 14–15 letters are the
 * exception: at 320 px with extra-large text words of 14–16 letters ("Профессиональные", "организациями")
 * are wider than the line even at the body text's size, and break (hyphenated where the browser has a
 * Russian dictionary), so Russian is not checked here. Headings only screen readers get (sr-only, 1 px
 * wide) are skipped.
 */
const PAGES = ["/", "/about", "/website-packages", "/faq", "/services"];
const LANGUAGES = [
  { language: "en", headings: "main :is(h1, h2, h3)" },
  // French FAQ questions (in an accordion row's <summary>, 24 px) and card titles hold elided words of
  // 13–16 letters ("l’hébergement", "d’organisations") wider than the row at 320 px: page and section
  // headings only.
  { language: "fr", headings: "main :is(h1, h2):not(summary *)" },
  { language: "ar", headings: "main :is(h1, h2, h3)" },
  { language: "fa", headings: "main :is(h1, h2, h3)" },
];

test.describe.configure({ timeout: 120_000 });

for (const { language, headings } of LANGUAGES) {
  test(`${language}: at 320 px with extra-large text no heading breaks inside a word`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("fontSize", "x-large"));
    const broken: string[] = [];
    for (const path of PAGES) {
      const localized = language === "en" ? path : `/${language}${path === "/" ? "" : path}`;
      await page.goto(localized);
      await expect(page.locator("html")).toHaveAttribute("data-font-size", "x-large");
      await page.evaluate(() => document.fonts.ready);
      broken.push(
        ...(await page.locator(headings).evaluateAll((elements) => {
          const found: string[] = [];
          for (const element of elements) {
            if (!(element as HTMLElement).offsetParent || element.getBoundingClientRect().width < 2) continue;
            // Walk the heading's text character by character: a new line that starts between two letters
            // is a word broken in two.
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            let previous: { top: number; char: string } | undefined;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (let i = 0; i < text.length; i++) {
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const char = text[i]!;
                // A space at the end of a line is collapsed to nothing: it still separates the words.
                if (/\s/u.test(char)) {
                  if (previous) previous = { ...previous, char };
                  continue;
                }
                const rect = range.getBoundingClientRect();
                if (rect.width === 0) continue;
                if (previous && rect.top > previous.top + 2 && /[\p{L}\p{N}]/u.test(previous.char) && /[\p{L}\p{N}]/u.test(char)) {
                  found.push(`"${element.textContent?.trim()}" breaks before "${text.slice(i, i + 6)}"`);
                }
                previous = { top: rect.top, char };
              }
            }
          }
          return found;
        })).map((line) => `${localized}: ${line}`),
      );
    }
    expect(broken).toEqual([]);
  });
}
