import { readFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/*
 * Issue 24, decision 0032: a tap from the first paint takes effect — at once where the platform does
 * it (popovers, <details>, links, the CSS services menu), or once the code is ready, replayed exactly
 * once. And with scripts off, the header, the FAQ and the contact page still work or say why not.
 *
 * To make "before the code is ready" certain rather than a race, every script of the page is held back
 * (the module chunks are answered only when the test releases them) on a throttled phone profile
 * (Lighthouse's mobile: 150 ms, 1.6 Mbit/s, 4× CPU); the tap lands on the painted HTML while the page
 * is provably not hydrated.
 */

type Strings = Record<string, Record<string, unknown>>;
const strings = (language: string, namespace: string): Strings =>
  JSON.parse(readFileSync(`src/locales/${language}/${namespace}.json`, "utf8")) as Strings;
const text = (language: string, namespace: string, path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], strings(language, namespace)) as string;

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 }, reducedMotion: "reduce" };

/** Opens `path` with its scripts held; returns the page and a function that lets them through. */
async function openWithScriptsHeld(browser: Browser, path: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    page,
    release: async () => {
      release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
    },
    close: () => context.close(),
  };
}

async function notHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated") || document.documentElement.hasAttribute("data-hydrating"))).toBe(false);
}

const isPopoverOpen = (page: Page, button: string) =>
  page.evaluate((selector) => {
    const target = document.querySelector(selector)?.getAttribute("popovertarget");
    return target ? document.getElementById(target)!.matches(":popover-open") : null;
  }, button);

for (const language of ["en", "ar"] as const) {
  const prefix = language === "en" ? "" : `/${language}`;

  test.describe(`${language}: a tap before the code is ready`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("the phone's Menu opens at once, stays open after hydration, and its links are there", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/`, PHONE);
      const menu = page.getByRole("button", { name: text(language, "shell", "mobile.toggle"), exact: true });
      await menu.tap();
      await notHydrated(page);
      const drawer = page.getByRole("navigation", { name: text(language, "shell", "mobile.label") });
      await expect(drawer).toBeVisible();
      await release();
      expect(await isPopoverOpen(page, ".site-menu-button")).toBe(true);
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await expect(drawer.getByRole("link", { name: text(language, "shell", "nav.blog"), exact: true })).toBeVisible();
      await close();
    });

    test("the login options and the language choice open at once and stay open after hydration", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/`, DESKTOP);
      const login = page.getByRole("button", { name: text(language, "shell", "login.button") });
      await login.click();
      await notHydrated(page);
      await expect(page.getByRole("link", { name: new RegExp(text(language, "shell", "login.webmail")) })).toBeVisible();
      await release();
      await expect(login).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(login).toHaveAttribute("aria-expanded", "false");
      await close();

      const second = await openWithScriptsHeld(browser, `${prefix}/`, PHONE);
      const picker = second.page.getByTestId("language-picker");
      await picker.tap();
      await notHydrated(second.page);
      const list = second.page.getByRole("list", { name: text(language, "language", "picker.menu") });
      await expect(list.getByRole("link", { name: "Français" })).toBeVisible();
      await second.release();
      await expect(picker).toHaveAttribute("aria-expanded", "true");
      await expect(list).toBeVisible();
      await second.close();
    });

    test("SERVICES opens on hover at once; a click before the code is ready opens it once hydrated", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/`, DESKTOP);
      const services = page.locator(".services-menu > button");
      const panel = page.locator(".services-panel");
      await services.hover();
      await expect(panel).toBeVisible();
      await services.click();
      await notHydrated(page);
      await page.mouse.move(5, 800);
      await release();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      await close();
    });

    test("the hero's Next slide, tapped twice before the code is ready, moves one slide once hydrated", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/`, PHONE);
      const next = page.getByRole("button", { name: text(language, "home", "hero.next"), exact: true });
      const goTo = (n: number) => page.getByRole("button", { name: text(language, "home", "hero.goTo").replace("{{n}}", String(n)) });
      await expect(goTo(1)).toHaveAttribute("aria-current", "true");
      await next.tap();
      await next.tap();
      await notHydrated(page);
      await expect(next).toHaveAttribute("data-early", "");
      await release();
      await expect(goTo(2)).toHaveAttribute("aria-current", "true");
      await expect(goTo(3)).not.toHaveAttribute("aria-current", "true");
      await expect(next).not.toHaveAttribute("data-early", "");
      await close();
    });

    test("a FAQ question opens at once and stays open after hydration", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/faq`, PHONE);
      const first = page.locator("main details").first();
      await first.locator("summary").tap();
      await notHydrated(page);
      await expect(first).toHaveAttribute("open", "");
      await expect(first.getByRole("region")).toBeVisible();
      await release();
      await expect(first).toHaveAttribute("open", "");
      await close();
    });

    test("'/' and Ctrl+K before the code is ready: the search page opens (once), and there its box takes the focus and keeps it after hydration", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/faq`, DESKTOP);
      const searches: string[] = [];
      page.on("request", (request) => request.isNavigationRequest() && searches.push(new URL(request.url()).pathname));
      // '/' typed in a field is a character, and Ctrl+K there edits the text: neither leaves the page.
      const filter = page.getByRole("main").getByRole("searchbox").first();
      await filter.click();
      await notHydrated(page);
      await page.keyboard.type("a/b");
      await page.keyboard.press("Control+k");
      await expect(filter).toHaveValue("a/b");
      expect(searches).toEqual([]);
      // Outside a field, '/' follows the header's link; pressed again while the next page loads, nothing more.
      await page.locator("h1").click();
      await notHydrated(page);
      await page.keyboard.press("/");
      await page.keyboard.press("/");
      await expect(page).toHaveURL(new RegExp(`${prefix}/search$`));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      expect(searches).toEqual([`${prefix}/search`]);
      // On the search page, still before its code: Ctrl+K puts the focus in the box, where '/' is a character.
      await page.locator("h1").click();
      await notHydrated(page);
      await page.keyboard.press("Control+k");
      const box = page.locator("[data-site-search]");
      await expect(box).toBeFocused();
      expect(searches).toEqual([`${prefix}/search`]);
      await release();
      await expect(box).toBeFocused();
      await page.keyboard.type("a/b");
      await expect(box).toHaveValue("a/b");
      await expect(page.getByRole("banner").locator("a[data-search-link]")).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
      expect(searches).toEqual([`${prefix}/search`]);
      await close();

      // ⌘K on a phone-sized page before its code (the Menu's drawer closed): the search page, once.
      const phone = await openWithScriptsHeld(browser, `${prefix}/contact`, PHONE);
      await notHydrated(phone.page);
      await phone.page.keyboard.press("Meta+k");
      await expect(phone.page).toHaveURL(new RegExp(`${prefix}/search$`));
      await phone.close();
    });

    test("a link to a FAQ question (a site-search hit) opens it before the code is ready, and it stays open after hydration", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/faq#faq-pricing-payment-terms`, PHONE);
      const question = page.locator("#faq-pricing-payment-terms");
      await expect(page.locator("details").filter({ has: question })).toHaveAttribute("open", "");
      await notHydrated(page);
      await expect(question).toBeInViewport();
      await expect(page.locator("main details[open]")).toHaveCount(1);
      await release();
      await expect(page.locator("details").filter({ has: question })).toHaveAttribute("open", "");
      await expect(page.locator("main details[open]")).toHaveCount(1);
      await close();
    });

    test("the contact page's Book Appointment tab, tapped before the code is ready, is selected once hydrated", async ({ browser }) => {
      const { page, release, close } = await openWithScriptsHeld(browser, `${prefix}/contact`, PHONE);
      const tab = page.getByRole("tab", { name: text(language, "contact", "tabs.appointment") });
      await tab.scrollIntoViewIfNeeded();
      await tab.tap();
      await notHydrated(page);
      await release();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: text(language, "contact", "tabs.appointment") })).toBeVisible();
      await close();
    });
  });

  test.describe(`${language}: with scripts off`, () => {
    test.use({ javaScriptEnabled: false });

    test("the phone menu opens and its links lead to their pages", async ({ browser }) => {
      const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${prefix}/`);
      await page.getByRole("button", { name: text(language, "shell", "mobile.toggle"), exact: true }).tap();
      const drawer = page.getByRole("navigation", { name: text(language, "shell", "mobile.label") });
      await expect(drawer).toBeVisible();
      await drawer.getByRole("link", { name: text(language, "shell", "nav.blog"), exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
      await expect(page.locator("h1")).toBeVisible();
      await context.close();
    });

    test("the login options, the language choice and the services menu open; FAQ answers open", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${prefix}/`);
      await page.getByRole("button", { name: text(language, "shell", "login.button") }).click();
      await expect(page.getByRole("link", { name: new RegExp(text(language, "shell", "login.webmail")) })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByTestId("language-picker").click();
      await expect(page.getByRole("list", { name: text(language, "language", "picker.menu") }).getByRole("link", { name: "Русский" })).toBeVisible();
      await page.keyboard.press("Escape");
      // Services: by hover, and from the keyboard (focus on SERVICES, then Tab into its links).
      const panel = page.locator(".services-panel");
      await expect(panel).toBeHidden();
      await page.locator(".services-menu > button").hover();
      await expect(panel).toBeVisible();
      await page.mouse.move(5, 800);
      await expect(panel).toBeHidden();
      await page.locator(".services-menu > button").focus();
      await expect(panel).toBeVisible();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest(".services-panel") !== null)).toBe(true);

      await page.goto(`${prefix}/faq`);
      const first = page.locator("main details").first();
      await first.locator("summary").click();
      await expect(first.getByRole("region")).toBeVisible();
    });

    test("the contact page shows both forms, each saying it needs JavaScript", async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      await expect(page.getByRole("tablist")).toBeHidden();
      const forms = page.locator("main form");
      await expect(forms).toHaveCount(2);
      for (const form of await forms.all()) {
        await expect(form).toBeVisible();
        await expect(form.getByRole("note")).toHaveText(text(language, "common", "ui.needsScript"));
        expect(await form.getAttribute("method")).toBe("post");
      }
    });
  });
}

test("with scripts on, the needs-JavaScript note is never shown", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("note").filter({ hasText: text("en", "common", "ui.needsScript") })).toHaveCount(0);
  await expect(page.locator(".needs-script-note").first()).toBeHidden();
});
