import type { BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { fillMessage, openContact } from "./helpers/contact-form.ts";

/*
 * Issue 27: site analytics without cookies (decision 0039). Visitors in two languages, from two
 * browsers of this machine, appear on the dashboard as page views and two unique visitors; a second
 * view by the same visitor the same day is not a new visitor; robots and signed-in staff are not
 * counted; the analytics write no cookie and no storage entry; a contact message is a goal that
 * raises the conversion rate and the contact goal.
 */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const EDGE = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const isView = (url: string) => url.includes("/rest/v1/rpc/record_page_view");

test.describe.configure({ timeout: 180_000 });

/** Records every cookie or storage write with the script that made it. */
async function watchWrites(context: BrowserContext) {
  await context.addInitScript(() => {
    const writes: { what: string; stack: string }[] = [];
    (window as unknown as { __writes: typeof writes }).__writes = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push({ what: `storage:${key}`, stack: new Error().stack ?? "" });
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        writes.push({ what: `cookie:${value.split("=")[0]}`, stack: new Error().stack ?? "" });
        cookie.set!.call(document, value);
      },
    });
  });
}

/** Opens `path` and waits for its page view to be stored; answers the view's id. */
async function viewed(page: Page, open: () => Promise<unknown>): Promise<string> {
  const answer = page.waitForResponse((r) => isView(r.url()) && r.request().method() === "POST");
  await open();
  const response = await answer;
  expect(response.status()).toBe(200);
  const id = (await response.json()) as string | null;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** The analytics writes of a page: none may come from the analytics chunk. */
async function analyticsWrites(page: Page) {
  const writes = await page.evaluate(() => (window as unknown as { __writes: { what: string; stack: string }[] }).__writes);
  return writes.filter((w) => /analytics/i.test(w.stack)).map((w) => w.what);
}

async function figure(page: Page, key: "pageViews" | "visitors"): Promise<number> {
  const text = (await page.getByTestId(`analytics-${key}-value`).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

/** The conversion rate shown, as a fraction (0 when there is none yet). */
async function conversionRate(page: Page): Promise<number> {
  const text = (await page.getByTestId("analytics-conversionRate-value").textContent()) ?? "";
  const value = Number(text.replace(/[^\d.]/g, ""));
  return Number.isFinite(value) ? value / 100 : 0;
}

/** The completions of a goal in the Goals table (0 when it has no row yet). */
async function completions(page: Page, goal: string): Promise<number> {
  const row = page.getByRole("table", { name: "Goals" }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: goal }) });
  if ((await row.count()) === 0) return 0;
  return Number(((await row.getByRole("cell").first().textContent()) ?? "").replace(/[^\d]/g, ""));
}

async function openDashboard(page: Page) {
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("analytics-pageViews-value")).toBeVisible();
}

test("page views in en and ar from two browsers: counted once per visitor and day, without cookies or storage; robots and staff are not counted", async ({ browser }) => {
  // Staff: signed in, with the dashboard as it is before the visits.
  const staffContext = await browser.newContext({ userAgent: EDGE, locale: "en-US" });
  const staff = await staffContext.newPage();
  const staffViews: string[] = [];
  staff.on("request", (r) => void (isView(r.url()) && staffViews.push(r.url())));
  await staff.goto("/admin/dashboard");
  await expect(staff).toHaveURL(/\/admin\/login/);
  await staff.getByLabel("Email").fill(E2E_ADMIN.email);
  await staff.getByLabel("Password").fill(E2E_ADMIN.password);
  await staff.getByRole("button", { name: "Sign in" }).click();
  await expect(staff.getByTestId("analytics-pageViews-value")).toBeVisible();
  const before = {
    views: await figure(staff, "pageViews"),
    visitors: await figure(staff, "visitors"),
    rate: await conversionRate(staff),
    contact: (await staff.getByTestId("analytics-goals").count()) ? await completions(staff, "Contact message") : 0,
  };

  // A robot: isbot keeps the beacon from leaving (and the database would not count it either).
  const botContext = await browser.newContext({ userAgent: GOOGLEBOT });
  const bot = await botContext.newPage();
  const botViews: string[] = [];
  bot.on("request", (r) => void (isView(r.url()) && botViews.push(r.url())));
  await bot.goto("/about");
  await expect(bot.getByRole("heading", { level: 1 })).toBeVisible();

  // Visitor 1, English: a landing page, a client navigation, then a second load the same day.
  const enContext = await browser.newContext({ userAgent: CHROME, locale: "en-US" });
  await watchWrites(enContext);
  const en = await enContext.newPage();
  const enRequests: string[] = [];
  en.on("request", (r) => void (isView(r.url()) && enRequests.push(r.headers()["cookie"] ?? "")));
  await viewed(en, () => en.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn"));
  await viewed(en, () => en.locator('a[href="/about"]:visible').first().click());
  await expect(en).toHaveURL(/\/about$/);
  await viewed(en, () => en.goto("/services"));

  // Visitor 2, Arabic.
  const arContext = await browser.newContext({ userAgent: FIREFOX, locale: "ar" });
  await watchWrites(arContext);
  const ar = await arContext.newPage();
  await viewed(ar, () => ar.goto("/ar"));

  // Visitor 1 writes to the firm: a page view of /contact, then a goal.
  await viewed(en, () => openContact(en));
  await fillMessage(en, { name: "Ada Analytics", email: `e2e-analytics-${Date.now().toString(36)}@example.com`, subject: "A goal", message: "Counted as a goal, not as a person." });
  await en.getByRole("button", { name: "Send Message" }).click();
  await expect(en.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();

  // No cookie, no storage entry from the analytics; the beacon carried no cookie.
  for (const [page, context] of [[en, enContext], [ar, arContext]] as const) {
    expect(await analyticsWrites(page)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  }
  expect(enRequests).toEqual(["", "", "", ""]);

  // Staff looking at a public page are not counted: the beacon never leaves.
  await staff.goto("/about");
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await staff.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));

  // The dashboard: 5 page views, 2 unique visitors more; the languages and pages tables show them;
  // the contact message raised the contact goal and the conversion rate.
  await openDashboard(staff);
  await expect.poll(() => figure(staff, "pageViews")).toBe(before.views + 5);
  expect(await figure(staff, "visitors")).toBe(before.visitors + 2);
  expect(await completions(staff, "Contact message")).toBe(before.contact + 1);
  expect(await conversionRate(staff)).toBeGreaterThan(before.rate);
  await expect(staff.getByRole("table", { name: "Last page before a goal" }).getByRole("rowheader", { name: "/contact" })).toBeVisible();
  await expect(staff.getByRole("table", { name: "Campaigns" }).getByRole("rowheader", { name: "newsletter / email / autumn" })).toBeVisible();
  await expect(staff.getByRole("table", { name: "Devices" }).getByRole("rowheader", { name: "Desktop" })).toBeVisible();
  const languages = staff.getByRole("table", { name: "Languages" });
  await expect(languages.getByRole("rowheader", { name: "Arabic" })).toBeVisible();
  await expect(languages.getByRole("rowheader", { name: "English" })).toBeVisible();
  await expect(staff.getByRole("table", { name: "Top pages" }).getByRole("rowheader", { name: "/services" })).toBeVisible();

  expect(botViews).toEqual([]);
  expect(staffViews).toEqual([]);

  for (const context of [staffContext, botContext, enContext, arContext]) await context.close();
});
