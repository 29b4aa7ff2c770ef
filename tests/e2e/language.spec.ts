import type { Browser, BrowserContext, Page } from "@playwright/test";
import { staticPublicPaths } from "../../src/app/prerender.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Languages (docs/decisions/0007-language-urls.md): the header's language picker, right-to-left Arabic
 * and Persian, French and Russian on every public page, the remembered choice, the first visit following
 * the browser's language, hreflang alternates in the prerendered HTML, the shipped Arabic-script font.
 */

const arabicScript = /[\u0600-\u06FF]/;
const cyrillic = /[\u0400-\u04FF]/;

/** Waits until React has hydrated the header (its buttons carry React's props). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("header [data-testid=language-picker]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

const picker = (page: Page) => page.getByRole("banner").getByTestId("language-picker");

async function choose(page: Page, name: string) {
  await picker(page).click();
  await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
}

/** Console errors of pages opened in contexts of our own (the fixture watches only `page`). */
function watchErrors(page: Page, errors: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
}

async function newContext(browser: Browser, baseURL: string | undefined, locale: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale });
}

test("the picker names the current language and lists the five in their own language, with lang", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const button = picker(page);
  await expect(button).toHaveAccessibleName("Language: English");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const list = page.getByRole("list", { name: "Choose a language" });
  const expected = [
    ["English", "en", "/about"],
    ["Français", "fr", "/fr/about"],
    ["Русский", "ru", "/ru/about"],
    ["العربية", "ar", "/ar/about"],
    ["فارسی", "fa", "/fa/about"],
  ];
  const links = list.getByRole("link");
  await expect(links).toHaveCount(5);
  for (const [index, [name, lang, href]] of expected.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(name!);
    await expect(link).toHaveAttribute("lang", lang!);
    await expect(link).toHaveAttribute("href", href!);
  }
  await expect(links.first()).toHaveAttribute("aria-current", "true");
  // Escape closes it and gives the focus back to the button.
  await links.nth(2).focus();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
});

for (const { code, name } of [
  { code: "ar", name: "العربية" },
  { code: "fa", name: "فارسی" },
]) {
  test(`switching to ${code} makes the page right-to-left, in its language, without a reload`, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // A marker on window survives a client-side navigation, not a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await choose(page, name);
    await expect(page).toHaveURL(new RegExp(`/${code}$`));
    const html = page.locator("html");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(html).toHaveAttribute("lang", code);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(picker(page)).toBeFocused();
    await expect(picker(page)).toHaveAccessibleName(new RegExp(name));

    // The home page's first visible heading is in Arabic script (content from Contentful in that locale).
    const heading = page.locator("main").getByRole("heading").first();
    await expect(heading).toHaveText(arabicScript);
    // The interface strings too: the main navigation.
    await expect(page.getByRole("banner").getByRole("navigation").first()).toContainText(arabicScript);

    // The layout mirrors: the header's first item (the logo) sits at the right edge.
    const viewport = page.viewportSize()!;
    const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
    expect(logo).not.toBeNull();
    expect(viewport.width - (logo!.x + logo!.width)).toBeLessThan(40);
    expect(logo!.x).toBeGreaterThan(viewport.width / 2);
  });
}

test("Arabic pages use the shipped Arabic-script font (Vazirmatn)", async ({ page }) => {
  const fontResponse = page.waitForResponse((r) => /\/assets\/vazirmatn-arabic-wght-normal-[\w-]+\.woff2$/.test(r.url()));
  await page.goto("/ar/about");
  await hydrated(page);
  expect((await fontResponse).status()).toBe(200);
  const family = await page.locator("main h1").first().evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?Vazirmatn Variable"?,/);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Vazirmatn Variable" && f.status === "loaded").length;
  });
  expect(loaded).toBeGreaterThan(0);
  // English pages do not download it (its unicode-range is the Arabic script's) unless Arabic text is shown.
});

test("Arabic and Persian pages preload their font in the prerendered HTML; English pages do not", async ({ request }) => {
  const preload = /<link rel="preload" href="\/assets\/vazirmatn-arabic-wght-normal-[\w-]+\.woff2" as="font"[^>]*\bcrossorigin\b[^>]*type="font\/woff2"/;
  expect(await (await request.get("/ar/services/mel")).text()).toMatch(preload);
  expect(await (await request.get("/fa")).text()).toMatch(preload);
  expect(await (await request.get("/services/mel")).text()).not.toContain("vazirmatn-arabic");
});

for (const code of ["fr", "ru"] as const) {
  test(`${code}: every public page shows its own text, and the navigation is translated`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await hydrated(page);
    const englishNav = await page.getByRole("banner").getByRole("navigation").first().innerText();
    const untranslated: string[] = [];
    // Which page logged an error (the consoleErrors fixture fails the test, this says where).
    const errorsAt: string[] = [];
    page.on("pageerror", (error) => errorsAt.push(`${new URL(page.url()).pathname}: ${error.message.slice(0, 80)}`));
    for (const path of staticPublicPaths) {
      await page.goto(path);
      await hydrated(page);
      const english = { h1: await page.locator("main h1").first().innerText(), main: await page.locator("main").innerText() };
      const localized = path === "/" ? `/${code}` : `/${code}${path}`;
      await page.goto(localized);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      const nav = await page.getByRole("banner").getByRole("navigation").first().innerText();
      const h1 = await page.locator("main h1").first().innerText();
      const main = await page.locator("main").innerText();
      const ownText = code === "ru" ? cyrillic.test(h1) || cyrillic.test(main) : h1 !== english.h1;
      if (nav === englishNav || main === english.main || !ownText) {
        untranslated.push(`${localized}: h1 "${h1}" (English "${english.h1}")${nav === englishNav ? ", navigation in English" : ""}`);
      }
    }
    expect(untranslated).toEqual([]);
    expect(errorsAt).toEqual([]);
  });
}

test("the choice survives a reload and is remembered on an unprefixed URL", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  await choose(page, "العربية");
  await expect(page).toHaveURL(/\/ar\/about$/);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ar");
  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // An English URL (a bookmark, a link from elsewhere) follows the remembered choice.
  await page.goto("/faq");
  await expect(page).toHaveURL(/\/ar\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Choosing English goes back and stays.
  await hydrated(page);
  await choose(page, "English");
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.goto("/about");
  await hydrated(page);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a first visit from a French browser lands on French; choosing English then stays English", async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, baseURL, "fr-FR");
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    watchErrors(page, errors);
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await hydrated(page);
    await expect(picker(page)).toHaveAccessibleName(/Français/);

    await choose(page, "English");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/about");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // A French URL is still French: the URL says so.
    await page.goto("/fr/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);
});

test("a first visit from a browser preferring a language the site does not offer stays English", async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, baseURL, "de-DE");
  try {
    const page = await context.newPage();
    await page.goto("/about");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  } finally {
    await context.close();
  }
});

test("the prerendered HTML of /about and /fr/about links all five languages with absolute hreflang alternates", async ({
  request,
  baseURL,
}) => {
  const origin = baseURL!.replace(/\/+$/, "");
  const expected = [
    ["en", `${origin}/about`],
    ["fr", `${origin}/fr/about`],
    ["ru", `${origin}/ru/about`],
    ["ar", `${origin}/ar/about`],
    ["fa", `${origin}/fa/about`],
    ["x-default", `${origin}/about`],
  ];
  for (const path of ["/about", "/fr/about"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(/<link\b[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => /rel="alternate"/i.test(tag) && /hreflang=/i.test(tag))
      .map((tag) => [/hreflang="([^"]+)"/i.exec(tag)?.[1], /href="([^"]+)"/i.exec(tag)?.[1]]);
    expect(links, path).toEqual(expected);
  }
  // The French page is French in its HTML too.
  expect(await (await request.get("/fr/about")).text()).toMatch(/<html[^>]*lang="fr"/);
});

for (const path of ["/ar", "/ar/about"]) {
  test(`axe: no WCAG A/AA violations on ${path}`, async ({ page, axe }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.waitForLoadState("networkidle");
    await axe();
    await picker(page).click();
    await axe();
  });
}
