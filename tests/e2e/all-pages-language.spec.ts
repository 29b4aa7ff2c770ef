import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { loadSeed } from "../../contentful/index.ts";
import { staticPublicPaths, unlistedPublicPaths } from "../../src/app/prerender.ts";
import { localizedPath } from "../../src/lib/i18n/paths.ts";
import { E2E_PORT } from "./env.ts";
import { expect, test } from "./fixtures.ts";
import { e2eServiceRoleKey } from "./helpers/service-role.ts";

/*
 * Issue 25 item 2: public pages never mix languages silently. Every public page — each template,
 * every principle, every Contentful post, a staff post written in English only (its page and the
 * blog list), the resource center, the 404 page — in French, Russian, Arabic and Persian: no English
 * sentence may be outside an element marked lang="en" (the nearest lang attribute of its text
 * decides). An English sentence is a run of text with at least four words, two of them English
 * function words that are not also French ones ("the", "and", "with", "your"…). The text nodes a
 * visitor or a screen reader meets are read (visually hidden ones too; not the ones not rendered), and
 * the alt, aria-label and title attributes and form placeholders.
 * The first test proves the detector: the same check finds an English sentence put on a page
 * unmarked, and does not count it once marked lang="en".
 */

const seed = loadSeed().entries;
const slugsOf = (type: string) => seed.filter((e) => e.sys.contentType === type).map((e) => e.fields.slug?.["en-US"] as string);
const stamp = Date.now().toString(36);
const STAFF_POST = `english-only-staff-post-${stamp}`;
const NOT_FOUND = "/no-such-page";
const NOT_FOUND_LOG = "Failed to load resource: the server responded with a status of 404 (Not Found)";
const PAGES = [
  ...staticPublicPaths,
  ...unlistedPublicPaths,
  ...slugsOf("principle").map((slug) => `/about/principle/${slug}`),
  ...slugsOf("blogPost").map((slug) => `/blog/${slug}`),
  `/blog/${STAFF_POST}`,
  NOT_FOUND,
];

/** English words that are not French words (so a French page's own sentences do not count). */
const ENGLISH_WORDS = [
  "the", "and", "of", "to", "is", "are", "was", "with", "your", "you", "our", "we", "this", "that", "for", "from", "be", "will",
  "can", "have", "has", "it", "its", "by", "at", "not", "what", "how", "who", "which", "their", "they", "in", "on", "or", "an",
];

/** Runs in the page: the English sentences whose nearest lang is not "en". */
function unmarkedEnglish(words: string[]): string[] {
  const english = new Set(words);
  const isEnglishSentence = (text: string) => {
    const tokens = text.toLowerCase().match(/[a-z']+/g) ?? [];
    if (tokens.length < 4) return false;
    const found = new Set(tokens.filter((t) => english.has(t)));
    return found.size >= 2;
  };
  const langOf = (el: Element | null) => el?.closest("[lang]")?.getAttribute("lang")?.toLowerCase() ?? "";
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template")) continue;
    if (!parent.checkVisibility()) continue;
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    if (text && isEnglishSentence(text) && !langOf(parent).startsWith("en")) out.push(`"${text.slice(0, 90)}" in <${parent.tagName.toLowerCase()}>`);
  }
  for (const el of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
    if (el.closest("template, noscript")) continue;
    for (const name of ["alt", "aria-label", "title", "placeholder"]) {
      const text = el.getAttribute(name)?.trim();
      if (text && isEnglishSentence(text) && !langOf(el).startsWith("en")) out.push(`${name}="${text.slice(0, 90)}" on <${el.tagName.toLowerCase()}>`);
    }
  }
  return [...new Set(out)];
}

async function findUnmarked(page: Page): Promise<string[]> {
  return page.evaluate(unmarkedEnglish, ENGLISH_WORDS);
}

test.beforeAll(async () => {
  // A staff post written in English only, approved: listed on every language's blog, shown in English there.
  const service = createClient(`http://localhost:${E2E_PORT}/supabase`, await e2eServiceRoleKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await service.from("blog_posts").insert({
    title: "What we learned from the field this year",
    slug: STAFF_POST,
    excerpt: "A short look at the lessons our teams brought back from the field.",
    content: "We visited the partners and the teams.\n\nThis is what we learned from them, and what we will change.",
    language: "en",
    status: "approved",
    published: true,
    published_at: new Date().toISOString(),
  });
  expect(error).toBeNull();
});

// The stack is shared with the specs that run after this one (blog.spec lists every post): the post goes.
test.afterAll(async () => {
  const service = createClient(`http://localhost:${E2E_PORT}/supabase`, await e2eServiceRoleKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await service.from("blog_posts").delete().eq("slug", STAFF_POST);
  expect(error).toBeNull();
});

test("the check finds an unmarked English sentence, and not one marked lang=en", async ({ page }) => {
  await page.goto("/ar/contact");
  await page.waitForLoadState("networkidle");
  expect(await findUnmarked(page)).toEqual([]);
  await page.evaluate(() => {
    const p = document.createElement("p");
    p.id = "planted";
    p.textContent = "Tell us about your project and we will answer within two days.";
    document.querySelector("main")!.append(p);
  });
  expect(await findUnmarked(page)).toEqual(['"Tell us about your project and we will answer within two days." in <p>']);
  await page.evaluate(() => document.getElementById("planted")!.setAttribute("lang", "en"));
  expect(await findUnmarked(page)).toEqual([]);
});

for (const language of ["fr", "ru", "ar", "fa"] as const) {
  test(`every public page in ${language}: no English sentence outside an element marked lang="en"`, async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const path of PAGES) {
      const url = localizedPath(path, language);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(path === NOT_FOUND ? 404 : 200);
      await page.waitForLoadState("networkidle");
      for (const line of await findUnmarked(page)) found.push(`${url}: ${line}`);
    }
    // The 404 page's own response is logged as a failed load: expected.
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i] === NOT_FOUND_LOG) consoleErrors.splice(i, 1);
    expect(found).toEqual([]);
  });
}
