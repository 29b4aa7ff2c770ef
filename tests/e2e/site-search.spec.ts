import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/*
 * The site search (issue 29, decision 0040): the header's link, /search?q= with Pagefind's index of the
 * prerendered pages in each language, keyboard, screen-reader announcement, empty state, no script.
 */

/**
 * The quality corpus: per language, queries (words from a service page, an FAQ answer, a blog post, a legal
 * page; with and without Arabic diacritics, with and without the Persian ZWNJ, with and without French
 * accents) and the page that must come first.
 */
const CORPUS: Record<"en" | "fr" | "ar" | "fa", [query: string, first: string][]> = {
  en: [
    ["enumerator training", "/services/mel"],
    ["geo-tagged", "/services/mel"],
    ["free consultation", "/faq"],
    ["greenwashing", "/blog/aligning-with-the-sdgs-without-greenwashing"],
    ["carbon footprint", "/blog/measuring-your-carbon-footprint-first-steps"],
    ["privacy officer", "/privacy"],
  ],
  fr: [
    ["consultation gratuite", "/fr/faq"],
    ["écoblanchiment", "/fr/blog/aligning-with-the-sdgs-without-greenwashing"],
    ["ecoblanchiment", "/fr/blog/aligning-with-the-sdgs-without-greenwashing"],
  ],
  ar: [
    ["سلاسل القيمة", "/ar/services/mel"],
    ["التحقق من المستفيدين", "/ar/services/mel"],
    ["استشارة مجانية", "/ar/faq"],
    ["استبيانًا للموردين", "/ar/blog/an-esg-roadmap-for-small-businesses"],
    ["استبيانا للموردين", "/ar/blog/an-esg-roadmap-for-small-businesses"],
    ["مسؤول الخصوصية", "/ar/privacy"],
  ],
  fa: [
    ["مشاوره رایگان", "/fa/faq"],
    ["حریم خصوصی", "/fa/privacy"],
    ["حریم‌خصوصی", "/fa/privacy"],
  ],
};
const prefix = (language: string) => (language === "en" ? "" : `/${language}`);
const searchBox = (page: Page) => page.getByRole("search").getByRole("searchbox");
const hits = (page: Page) => page.locator("main a[data-hit]");

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

for (const language of ["en", "fr", "ar", "fa"] as const) {
  test(`${language}: the header's search link opens /search, and each corpus query has its expected first hit`, async ({ page }) => {
    await page.goto(`${prefix(language)}/`);
    await page.getByRole("banner").locator(`a[aria-label][href="${prefix(language)}/search"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/search$`));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await hydrated(page);
    for (const [query, first] of CORPUS[language]) {
      await searchBox(page).fill(query);
      await expect(hits(page).first(), query).toHaveAttribute("href", first);
      await expect(page.getByTestId("search-status")).toHaveText(/\S/);
    }
  });
}

test("en: results are highlighted, grouped by kind and announced; /search?q= reloaded or shared shows the same", async ({ page, axe }) => {
  await page.goto("/search?q=free%20consultation");
  await expect(searchBox(page)).toHaveValue("free consultation");
  await expect(hits(page).first()).toHaveAttribute("href", "/faq");
  const status = page.getByRole("status").filter({ hasText: /results?$/ });
  await expect(status).toHaveText(/^\d+ results?$/);
  const count = await hits(page).count();
  await expect(status).toHaveText(`${count} result${count === 1 ? "" : "s"}`);
  await expect(page.locator("main mark").first()).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: /^Frequently asked questions \(\d+\)$/ })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: /^Services \(\d+\)$/ })).toBeVisible();
  const shown = await hits(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  await axe();

  await page.reload();
  await expect(searchBox(page)).toHaveValue("free consultation");
  await expect.poll(() => hits(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(shown);

  // Typing keeps the address in step (replaced, not pushed), so the address can be shared.
  await hydrated(page);
  await searchBox(page).fill("greenwashing");
  await expect(hits(page).first()).toHaveAttribute("href", "/blog/aligning-with-the-sdgs-without-greenwashing");
  await expect(page).toHaveURL(/\/search\?q=greenwashing$/);
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(hits(shared).first()).toHaveAttribute("href", "/blog/aligning-with-the-sdgs-without-greenwashing");
});

test("ar: results in Arabic, right to left, announced in Arabic; axe finds nothing", async ({ page, axe }) => {
  await page.goto(`/ar/search?q=${encodeURIComponent("استشارة مجانية")}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(hits(page).first()).toHaveAttribute("href", "/ar/faq");
  await expect(page.getByTestId("search-status")).toHaveText(/^(\d+ (نتائج|نتيجة)|نتيجة واحدة|نتيجتان)$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: /^الأسئلة الشائعة/ })).toBeVisible();
  await axe();
});

test("nothing found: the empty state offers the contact page, announced as no results (en and ar)", async ({ page, axe }) => {
  await page.goto("/search?q=zqxjvw");
  await expect(page.getByTestId("search-status")).toHaveText("0 results");
  const empty = page.getByTestId("search-empty");
  await expect(empty).toContainText("Nothing found for “zqxjvw”.");
  await expect(empty.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await axe();
  await page.goto("/ar/search?q=zqxjvw");
  await expect(page.getByTestId("search-status")).toHaveText("لا توجد نتائج");
  await expect(page.getByTestId("search-empty").getByRole("link", { name: "اتصل بنا" })).toHaveAttribute("href", "/ar/contact");
});

test("keyboard only: from the header's link to a result, in English and Arabic", async ({ page }) => {
  for (const [language, query, first] of [
    ["en", "greenwashing", "/blog/aligning-with-the-sdgs-without-greenwashing"],
    ["ar", "سلاسل القيمة", "/ar/services/mel"],
  ] as const) {
    await page.goto(`${prefix(language)}/faq`);
    await hydrated(page);
    const link = `${prefix(language)}/search`;
    for (let i = 0; i < 40 && !(await page.evaluate((href) => document.activeElement?.getAttribute("href") === href, link)); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await hydrated(page);
    for (let i = 0; i < 40 && !(await searchBox(page).evaluate((box) => box === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type(query);
    await expect(hits(page).first()).toHaveAttribute("href", first);
    await page.keyboard.press("ArrowDown");
    await expect(hits(page).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${first}$`));
  }
});

test("the search engine loads on first use only: no Pagefind request on other pages or before a query", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/faq");
  await hydrated(page);
  await page.goto("/search");
  await hydrated(page);
  expect(requests.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
  await searchBox(page).fill("greenwashing");
  await expect(hits(page).first()).toBeVisible();
  expect(requests).toContain("/pagefind/pagefind.js");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("/search says in words how to reach the content, and the header's link still goes there", async ({ page }) => {
    await page.goto("/ar/faq");
    await page.getByRole("banner").locator('a[aria-label][href="/ar/search"]').click();
    await expect(page).toHaveURL(/\/ar\/search$/);
    await expect(page.getByText("يحتاج البحث إلى JavaScript")).toBeVisible();
    await page.goto("/search?q=greenwashing");
    await expect(page.getByText("Searching needs JavaScript, which is off or failed to load.")).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    for (const name of ["Services", "FAQ", "Blog", "Resources", "Contact"]) {
      await expect(page.locator("main").getByRole("link", { name, exact: true }).first()).toBeVisible();
    }
  });
});

for (const width of [390, 1366]) {
  test(`at ${width} px the header's search link is shown and the results fit (en, ar; screenshots kept)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [language, query] of [
      ["en", "free consultation"],
      ["ar", "استشارة مجانية"],
    ] as const) {
      await page.goto(`${prefix(language)}/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("banner").locator(`a[aria-label][href="${prefix(language)}/search"]`)).toBeVisible();
      await expect(hits(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`search-${language}-${width}.png`), fullPage: false });
    }
  });
}
