import type { Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { readsLeftToRight } from "./helpers/bidi.ts";

/* The public shell: header, mega-menu, login options, mobile menu, footer, 404, legal pages, webmail. */

const seed = loadSeed();
const settingsEntry = seed.entries.find((e) => e.sys.contentType === "siteSettings");
const phone = settingsEntry?.fields.phone?.["en-US"] as string;
const services = seed.entries
  .filter((e) => e.sys.contentType === "service")
  .map((e) => ({
    order: e.fields.order?.["en-US"] as number,
    name: e.fields.name?.["en-US"] as string,
    path: e.fields.path?.["en-US"] as string,
    group: e.fields.menuGroup?.["en-US"] as string,
    features: e.fields.features?.["en-US"] as string[],
  }))
  .sort((a, b) => a.order - b.order);
const core = services.filter((s) => s.group === "core");
const support = services.filter((s) => s.group === "support");

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const servicesButton = (page: Page) => mainNav(page).getByRole("button", { name: "SERVICES" });

/** The mega-menu panel is the element the SERVICES button controls. */
async function panelOf(page: Page, button: ReturnType<Page["getByRole"]>) {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Waits until React has hydrated the header (its buttons carry React's props). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

test("the prerendered HTML carries the footer's contact details from Contentful, and keeps them after load", async ({
  page,
  request,
}) => {
  expect(settingsEntry, "siteSettings in the seed").toBeTruthy();
  const html = await (await request.get("/privacy")).text();
  expect(html).toContain(phone);
  expect(html).toContain("<footer");
  expect(html).not.toContain("<body><p"); // not a loading placeholder

  // In the browser the root's clientLoader asks Contentful again (marketing edits appear without a rebuild).
  const refresh = page.waitForRequest((r) => /\/entries\?.*content_type=siteSettings/.test(r.url()));
  await page.goto("/privacy");
  await refresh;
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  const phoneLink = footer.getByRole("link", { name: phone });
  await expect(phoneLink).toBeVisible();
  await expect(phoneLink).toHaveAttribute("href", `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`);
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer).toContainText("North York, Toronto");
  for (const name of ["LinkedIn", "Instagram", "Twitter"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Privacy Policy", "Terms of Service", "Cookie Policy"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  // After the refresh the content is still there.
  await page.waitForLoadState("networkidle");
  await expect(phoneLink).toBeVisible();
});

test("moving between pages keeps the shell content without asking Contentful again", async ({ page }) => {
  const settingsRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/entries\?.*content_type=siteSettings/.test(r.url())) settingsRequests.push(r.url());
  });
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => settingsRequests.length).toBe(1); // the hydration refresh
  await mainNav(page).getByRole("link", { name: "ABOUT" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: phone })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(settingsRequests).toHaveLength(1);
});

test("skip link and landmarks", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(mainNav(page)).toBeVisible();
});

test("the services mega-menu opens on hover with the core and support services", async ({ page, axe }) => {
  await page.goto("/");
  await hydrated(page);
  const button = servicesButton(page);
  const panel = await panelOf(page, button);
  await expect(panel).toBeHidden();
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  expect(core).toHaveLength(3);
  for (const service of core) {
    await expect(panel.getByRole("link", { name: service.name })).toHaveAttribute("href", service.path);
    for (const feature of service.features.slice(0, 3)) await expect(panel).toContainText(feature);
    for (const feature of service.features.slice(3)) await expect(panel).not.toContainText(feature);
  }
  expect(support.map((s) => s.name)).toEqual(["Integrated Support", "Augmented Support", "Website Packages"]);
  for (const service of support) {
    await expect(panel.getByRole("link", { name: service.name })).toHaveAttribute("href", service.path);
  }
  await expect(panel.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
  await axe();
  await button.click(); // a click after the hover opened it keeps it open
  await expect(panel).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(panel).toBeHidden();
});

test("the services mega-menu works from the keyboard", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const button = servicesButton(page);
  const panel = await panelOf(page, button);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: core[0]!.name })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: core[0]!.name })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: core[1]!.name })).toBeFocused();
  await page.keyboard.press("End");
  await expect(panel.getByRole("link", { name: "View All Services" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services$/);
  await expect(panel).toBeHidden();
});

test("the active link is marked; SERVICES on any /services path", async ({ page }) => {
  await page.goto("/services/mel");
  await hydrated(page);
  await expect(servicesButton(page)).toHaveAttribute("aria-current", "page");
  await expect(mainNav(page).getByRole("link", { name: "HOME" })).not.toHaveAttribute("aria-current", "page");
  await page.goto("/blog");
  await expect(mainNav(page).getByRole("link", { name: "BLOG" })).toHaveAttribute("aria-current", "page");
  await expect(servicesButton(page)).not.toHaveAttribute("aria-current", "page");
});

test("the login options dropdown", async ({ page, axe }) => {
  await page.goto("/");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Login options" });
  const panel = await panelOf(page, button);
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByRole("link", { name: /Admin Portal/ })).toHaveAttribute("href", "/admin/login");
  await expect(panel).toContainText("Access to the administrative dashboard");
  await expect(panel.getByRole("link", { name: /Webmail/ })).toHaveAttribute("href", "/webmail");
  await expect(panel).toContainText("Access to your email account");
  await axe();

  await page.mouse.click(10, 500); // outside
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await panel.getByRole("link", { name: /Webmail/ }).click();
  await expect(page).toHaveURL(/\/webmail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Webmail Login" })).toBeVisible();
  await expect(panel).toBeHidden();
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens, lists the links, and closes when one is chosen or on Escape", async ({ page, axe }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("heading", { name: "Services" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
    for (const name of ["HOME", "RESOURCES", "BLOG", "ABOUT", "CONTACT", "ADMIN LOGIN"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "ADMIN LOGIN" })).toHaveAttribute("href", "/admin/login");
    await axe();

    await menu.getByRole("link", { name: "BLOG", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("main#main")).toBeFocused(); // focus moves to the new page's content
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("404: Page Not Found with its links, and Go Back returns to the previous page", async ({ page, axe, consoleErrors }) => {
  await page.goto("/about");
  await hydrated(page);
  const response = await page.goto("/no-such-page");
  // The host answers unknown paths with the prerendered 404 page and status 404; Chromium logs that status.
  expect(response?.status()).toBe(404);
  await expect.poll(() => consoleErrors).toContain("Failed to load resource: the server responded with a status of 404 (Not Found)");
  consoleErrors.splice(consoleErrors.indexOf("Failed to load resource: the server responded with a status of 404 (Not Found)"), 1);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  // The shell is there too.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: phone })).toBeVisible();
  await axe();
  await main.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("unknown paths get the prerendered 404 page of their language, readable before any script runs", async ({ request }) => {
  for (const [path, heading, lang] of [
    ["/no-such-page", "Page Not Found", "en"],
    ["/ar/no-such-page", "الصفحة غير موجودة", "ar"],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).not.toContain('rel="canonical"');
  }
});

test("legal pages show their Contentful entry: title, last-updated date and rich-text body", async ({ page }) => {
  for (const slug of ["privacy", "terms", "cookies"]) {
    const entry = seed.entries.find((e) => e.sys.contentType === "legalPage" && e.fields.slug?.["en-US"] === slug);
    expect(entry, `legalPage ${slug} in the seed`).toBeTruthy();
    const title = entry!.fields.title!["en-US"] as string;
    const lastUpdated = entry!.fields.lastUpdated!["en-US"] as string;
    const body = entry!.fields.body!["en-US"] as { content: Array<{ nodeType: string; content: Array<{ value?: string }> }> };
    const firstHeading = body.content.find((n) => n.nodeType.startsWith("heading-"));
    const expectedDate = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(lastUpdated));

    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole("main")).toContainText(`Last updated: ${expectedDate}`);
    if (firstHeading) {
      const text = firstHeading.content.map((c) => c.value ?? "").join("");
      await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
    }
  }
});

test("webmail: a real form POST of user and pass to the webmail endpoint, showing 'Signing in...'", async ({ page }) => {
  await page.goto("/webmail");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Webmail Login" })).toBeVisible();
  await expect(page.getByText("Need help? Contact your administrator")).toBeVisible();
  const form = page.locator("form");
  const action = await form.getAttribute("action");
  expect(action).toMatch(/^https?:\/\/.+\/__local\/webmail$/); // VITE_WEBMAIL_URL of the local stack
  await expect(form).toHaveAttribute("method", "post");

  const user = page.getByLabel("Email Address");
  const pass = page.getByLabel("Password");
  await expect(user).toHaveAttribute("type", "text");
  await expect(user).toHaveAttribute("name", "user");
  await expect(pass).toHaveAttribute("name", "pass");
  await expect(user).toHaveAttribute("required", "");
  await expect(pass).toHaveAttribute("required", "");

  // Hold the POST so the submitting state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const posted: Array<{ method: string; body: string | null }> = [];
  await page.route("**/__local/webmail", async (route) => {
    posted.push({ method: route.request().method(), body: route.request().postData() });
    await held;
    await route.continue();
  });

  await user.fill("someone@example.com");
  await pass.fill("s3cret pass");
  // Public forms keep drafts in sessionStorage; a password never goes there (nor to localStorage).
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))).not.toContain("s3cret");
  // While the POST is held, Playwright's locators and evaluate wait for the navigation:
  // the page reports its submit button's state through a binding instead.
  const states: Array<{ text: string | null; disabled: boolean }> = [];
  await page.exposeFunction("__reportSubmit", (state: { text: string | null; disabled: boolean }) => {
    states.push(state);
  });
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]")!;
    const report = (window as unknown as { __reportSubmit: (s: unknown) => void }).__reportSubmit;
    new MutationObserver(() => report({ text: button.textContent, disabled: button.disabled })).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  // The click waits for the navigation it starts, which is held: do not await it yet.
  const clicked = page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => posted.length).toBe(1);
  await expect.poll(() => states.at(-1)).toEqual({ text: "Signing in...", disabled: true });
  expect(posted[0]!.method).toBe("POST");
  expect(new URLSearchParams(posted[0]!.body ?? "").get("user")).toBe("someone@example.com");
  expect(new URLSearchParams(posted[0]!.body ?? "").get("pass")).toBe("s3cret pass");
  release();
  await clicked;
  await expect(page).toHaveURL(action!);
});

test("the toast region is in every public page, top-end, with polite and assertive live regions", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const region = page.getByRole("region", { name: "Notifications" });
  await expect(region).toHaveCount(1);
  await expect(region.locator('[aria-live="polite"]')).toHaveCount(1);
  await expect(region.locator('[aria-live="assertive"]')).toHaveCount(1);
  const box = await region.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40); // at the end (right in LTR)
  // At the top, just below the sticky header (whose buttons it must not cover).
  const header = (await page.locator("header").first().boundingBox())!;
  expect(box!.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box!.y).toBeLessThan(header.y + header.height + 40);
  // Empty, it takes no room: the header publishing its height moves it after the first paint, and a box
  // that moves is a layout shift (0.0007 on every page when the empty lists had a gap between them).
  expect(box!.height).toBe(0);
});

test("a toast never covers the header's buttons, on a phone with extra-large text or on a desktop, in both directions", async ({ page }) => {
  for (const [language, width, fontSize] of [
    ["en", 390, "x-large"],
    ["ar", 390, "x-large"],
    ["en", 1366, "normal"],
    ["ar", 320, "normal"],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(language === "en" ? "/website-packages" : "/ar/website-packages");
    await page.evaluate((size) => localStorage.setItem("fontSize", size), fontSize);
    await page.reload();
    await hydrated(page);
    // The eligibility check answers with a toast.
    await page.locator("main button[aria-expanded]").first().click();
    await page.locator('main input[type="date"]').fill("2001-01-01");
    await page.locator('main input[type="date"]').press("Enter");
    const toast = page.locator("[data-toast-kind]").first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const buttons = page.locator("header").first().locator("a:visible, button:visible");
    for (const control of await buttons.all()) {
      const b = (await control.boundingBox())!;
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, `${language} ${width}px ${fontSize}: the toast covers "${await control.innerText()}"`).toBe(false);
    }
  }
});

test("a failed then successful sign-in leaves only the welcome, not the stale failure beside it", async ({ page, consoleErrors }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator('[data-toast-kind="error"]')).toHaveText("Failed to sign in");
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator('[data-toast-kind="success"]')).toHaveText("Welcome back!");
  await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  // The refused password answers 400, which Chromium logs.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
});

test("in Arabic the footer's phone number and e-mail read left to right, as on the contact card", async ({ page }) => {
  await page.goto("/ar/privacy");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const footer = page.getByRole("contentinfo");
  const phoneLink = footer.getByTestId("footer-phone");
  await expect(phoneLink).toHaveText(phone);
  // "+1 (416) 555-0142", not "555-0142 (416) 1+".
  expect(await readsLeftToRight(phoneLink, "+1", "(416)")).toBe(true);
  expect(await readsLeftToRight(phoneLink, "(416)", phone.slice(-4))).toBe(true);
  const mail = footer.locator('a[href^="mailto:"]');
  const address = (await mail.textContent())!;
  expect(await readsLeftToRight(mail, address.split("@")[0]!, "@")).toBe(true);
});

test("the firm's name is shown whole in the header, on at most two lines and never broken inside a word: phones, tablets and desktops, every language, normal and extra-large text", async ({ page }) => {
  test.setTimeout(120_000); // 5 languages × 2 sizes (a load each) × 4 widths
  const name = settingsEntry?.fields.firmName?.["en-US"] as string;
  expect(name).toBeTruthy();
  for (const language of ["en", "fr", "ru", "ar", "fa"]) {
    for (const fontSize of ["normal", "x-large"]) {
      // One load per language and size; the widths are then the same page resized.
      await page.goto(language === "en" ? "/faq" : `/${language}/faq`);
      await page.evaluate((size) => localStorage.setItem("fontSize", size), fontSize);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-font-size", fontSize);
      for (const width of [320, 390, 1024, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${language} ${width}px ${fontSize}`;
        const shown = page.locator("header [data-testid=firm-name]");
        await expect(shown, where).toHaveText(name);
        const fits = await shown.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { clipped: el.scrollWidth > el.clientWidth + 1, left: box.left, right: box.right, width: box.width, page: document.documentElement.clientWidth };
        });
        expect(fits.clipped, where).toBe(false);
        expect(fits.width, where).toBeGreaterThan(40);
        expect(fits.left, where).toBeGreaterThanOrEqual(0);
        expect(fits.right, where).toBeLessThanOrEqual(fits.page);
        // At most two lines (it took three on Arabic phones, four at 1024 px with extra-large text),
        // and each word on one line (no "Northbridg|e").
        const lines = await shown.evaluate((el) => {
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
          const text = el.firstChild!;
          const split: string[] = [];
          for (const match of text.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split.push(match[0]);
          }
          return { count: el.getBoundingClientRect().height / lineHeight, split };
        });
        expect(lines.count, where).toBeLessThanOrEqual(2.05);
        expect(lines.split, where).toEqual([]);
        // No ellipsis anywhere up the header's brand link either.
        expect(await shown.evaluate((el) => getComputedStyle(el).textOverflow), where).not.toBe("ellipsis");
      }
    }
  }
});
