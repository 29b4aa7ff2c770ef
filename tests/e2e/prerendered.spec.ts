import { JSDOM } from "jsdom";
import { staticPublicPaths } from "../../src/app/prerender.ts";
import { languages, localizedPath } from "../../src/lib/i18n/paths.ts";
import { expect, test } from "./fixtures.ts";

/** The visible text of an HTML fragment (tags, scripts and styles removed). */
function text(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of four letters or more that are not names (a capital first letter), lower-cased. */
function words(text: string): string[] {
  return (text.match(/\p{L}{4,}/gu) ?? []).filter((word) => !/^\p{Lu}/u.test(word)).map((word) => word.toLowerCase());
}

/** Share of a page's words that are also words of the English page (0 = none, 1 = all). */
function englishShare(translated: string, english: string): number {
  const englishWords = new Set(words(english));
  const own = words(translated);
  return own.length === 0 ? 1 : own.filter((word) => englishWords.has(word)).length / own.length;
}

const mainText = (html: string) => text(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "");

/*
 * Every public page, in every language, is served as prerendered HTML that already carries its
 * language, its heading and its main text — no JavaScript needed to read it.
 */
for (const language of languages) {
  test(`prerendered HTML of every public page carries its heading and main text (${language})`, async ({ request }) => {
    for (const path of staticPublicPaths) {
      const url = localizedPath(path, language);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toMatch(new RegExp(`<html[^>]*lang="${language}"`));
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(text(h1 ?? "").length, `${url}: <h1>`).toBeGreaterThan(3);
      expect(mainText(html).length, `${url}: text in <main>`).toBeGreaterThan(100);
      // Feed autodiscovery: every public page points browsers and feed readers to the blog's RSS.
      const head = /<head\b[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
      const feed = /<link\b(?=[^>]*\brel="alternate")(?=[^>]*\btype="application\/rss\+xml")[^>]*>/.exec(head)?.[0];
      expect(feed, `${url}: RSS autodiscovery link in <head>`).toMatch(/\bhref="\/rss\.xml"/);
      expect(feed, `${url}: the feed link's title`).toMatch(/\btitle="[^"]+"/);
    }
  });
}

test("the feed the pages point to is the blog's RSS", async ({ request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  expect(await response.text()).toMatch(/<rss version="2.0"[\s\S]*<item>/);
});

/**
 * The text of <main> that claims to be in the page's language: elements marked lang="en" (content
 * shown in English, said so) and the options of a select (country names) are left out.
 */
function ownLanguageText(html: string): string {
  const main = new JSDOM(html).window.document.querySelector("main");
  if (!main) return "";
  for (const element of main.querySelectorAll('[lang="en"], option, script, style')) element.remove();
  return main.textContent.replace(/\s+/g, " ").trim();
}

/** Pages whose content is not translated (none: the blog is, since issue 15). */
const UNTRANSLATED: string[] = [];

/*
 * A translated page is translated: most of the words in <main> are not words of the English page
 * (a page that fell back to English whole, or a build that prerendered every language in English,
 * shares nearly all of them; a translated page shares names and a few loan words).
 */
for (const language of languages.filter((l) => l !== "en")) {
  test(`prerendered HTML of every public page is in its language, not English (${language})`, async ({ request }) => {
    const english: string[] = [];
    for (const path of staticPublicPaths.filter((p) => !UNTRANSLATED.includes(p))) {
      const url = localizedPath(path, language);
      const share = englishShare(ownLanguageText(await (await request.get(url)).text()), mainText(await (await request.get(path)).text()));
      if (share > 0.3) english.push(`${url}: ${Math.round(share * 100)}% of its words are the English page's`);
    }
    expect(english).toEqual([]);
  });
}
