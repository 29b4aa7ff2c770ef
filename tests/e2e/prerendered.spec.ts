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
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
      expect(text(main).length, `${url}: text in <main>`).toBeGreaterThan(100);
    }
  });
}
