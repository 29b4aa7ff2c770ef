import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { loadSeed } from "../../contentful/index.ts";
import { E2E_ADMIN, expect, localSecrets, test } from "./fixtures.ts";
import { E2E_DATA_DIR } from "./env.ts";
import { readsLeftToRight } from "./helpers/bidi.ts";

/* /website-packages: prerendered content, the discount, cards ↔ quote form, referral and quote submissions. */

const PATH = "/website-packages";
const SUBMISSIONS = "**/supabase/rest/v1/rpc/submit_contact**";
const ELIGIBLE = "🎉 Congratulations! You qualify for 15% new business discount!";
const INELIGIBLE = "Sorry, this discount is only for businesses registered within the last 12 months.";
const REFERRAL_OK = "Referral submitted! Both you and your friend will receive $50 off codes via email.";

/** The anon (public) key the SPA was built with, read from the built bundle (what a browser receives). */
function anonKeyFromBuild(): string {
  const dir = join(E2E_DATA_DIR, "build/client/assets");
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".js"))) {
    for (const match of readFileSync(join(dir, file), "utf8").matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      const payload = JSON.parse(Buffer.from(match[0].split(".")[1] ?? "", "base64url").toString("utf8"));
      if (payload.role === "anon") return match[0];
    }
  }
  throw new Error(`no anon key found in ${dir}`);
}

/** The stored submissions matching a column value, read as staff (visitors cannot read them). */
async function rowsAsStaff(baseURL: string, column: string, value: string): Promise<Record<string, unknown>[]> {
  const supabase = createClient(`${baseURL}/supabase`, anonKeyFromBuild(), { auth: { persistSession: false } });
  const { error: signInError } = await supabase.auth.signInWithPassword(E2E_ADMIN);
  if (signInError) throw signInError;
  const { data, error } = await supabase.from("contact_submissions").select("*").eq(column, value);
  await supabase.auth.signOut();
  if (error) throw error;
  return data ?? [];
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Today's date `months` months ago in local time (the last day of the month when the day does not exist). */
function monthsAgo(months: number): string {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return iso(new Date(first.getFullYear(), first.getMonth(), Math.min(now.getDate(), last)));
}
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Waits until React has hydrated the page (its buttons carry React's props). */
async function openPage(page: Page) {
  await page.goto(PATH);
  await page.waitForFunction(() => {
    const button = Array.from(document.querySelectorAll("main button")).find((b) => b.textContent?.includes("Refer & Earn"));
    return button !== undefined && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

const card = (page: Page, name: string) => page.getByRole("article", { name });
const price = (page: Page, name: string) => card(page, name).getByTestId("price");
const quoteForm = (page: Page) => page.getByRole("form", { name: "Request Your Free Quote" });
const packageDropdown = (page: Page) => page.getByRole("combobox", { name: "Package (optional)" });

async function panelOf(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Drops the browser's own report of requests a test made fail on purpose. */
function allowAbortedRequests(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes("net::ERR_FAILED")) consoleErrors.splice(i, 1);
  }
}

test("the prerendered HTML carries the packages, prices, included items and FAQ", async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  for (const text of ["Starter", "Professional", "Premium", "$399", "$699", "$999", "Most Popular", "SSL Security", "Mobile Ready"]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain("How long does it take to build my website?");
  expect(html).toContain("The Starter package is delivered in 5 business days");
  expect(html).toContain("<title>Website Packages");
  expect(html).not.toContain("Package details could not be loaded");
});

test("an eligible registration date applies 15 % off; exactly one year ago does not", async ({ page, axe }) => {
  await openPage(page);
  const toggle = page.getByRole("button", { name: "New Business? Get 15% Off" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = await panelOf(page, toggle);
  const check = panel.getByRole("button", { name: "Check Eligibility" });
  await expect(check).toBeDisabled();

  await panel.getByLabel("Business Registration Date").fill(monthsAgo(3));
  await expect(check).toBeEnabled();
  await check.click();
  await expect(page.getByText(ELIGIBLE)).toBeVisible();
  await expect(page.getByText("15% New Business Discount Applied!")).toBeVisible();
  const expected: [string, string, string, string][] = [
    ["Starter", "$339", "$399", "Save $60!"],
    ["Professional", "$594", "$699", "Save $105!"],
    ["Premium", "$849", "$999", "Save $150!"],
  ];
  for (const [name, now, was, save] of expected) {
    await expect(price(page, name)).toContainText(now);
    const original = card(page, name).getByTestId("original-price");
    await expect(original).toHaveText(`Original price ${was}`);
    await expect(original).toHaveCSS("text-decoration-line", "line-through");
    await expect(card(page, name).getByText(save)).toBeVisible();
  }
  await axe();

  await panel.getByLabel("Business Registration Date").fill(monthsAgo(12));
  await check.click();
  await expect(page.getByText(INELIGIBLE)).toBeVisible();
  await expect(page.getByText("15% New Business Discount Applied!")).toHaveCount(0);
  await expect(price(page, "Starter")).toContainText("$399");
  await expect(card(page, "Starter").getByTestId("original-price")).toHaveCount(0);
  await expect(card(page, "Starter").getByText(/^Save/)).toHaveCount(0);
});

test("Get Started preselects the package and scrolls to the focused quote form; the dropdown and cards stay in sync", async ({
  page,
}) => {
  await openPage(page);
  const form = quoteForm(page);
  await expect(form).not.toBeInViewport();
  await card(page, "Premium").getByRole("button", { name: "Get Started with Premium" }).click();
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  await expect(packageDropdown(page)).toHaveValue("premium");
  await expect(card(page, "Premium").getByText("Selected")).toBeVisible();
  await expect(card(page, "Starter").getByText("Selected")).toHaveCount(0);

  await packageDropdown(page).selectOption("starter");
  await expect(card(page, "Starter").getByText("Selected")).toBeVisible();
  await expect(card(page, "Premium").getByText("Selected")).toHaveCount(0);

  await card(page, "Professional").getByRole("button", { name: /Get Started/ }).click();
  await expect(packageDropdown(page)).toHaveValue("professional");
  await packageDropdown(page).selectOption("");
  await expect(page.getByText("Selected", { exact: true })).toHaveCount(0);
});

test("a referral with a bad e-mail is refused; a good one is stored, closes the panel and resets", async ({
  page,
  baseURL,
  axe,
}) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/rest/v1/rpc/submit_contact")) sent.push(r.method());
  });
  await openPage(page);
  const toggle = page.getByRole("button", { name: "Refer & Earn $50" });
  await toggle.click();
  const panel = await panelOf(page, toggle);
  const referrerEmail = unique("referrer");
  await panel.getByLabel(/^Your Name/).fill("Ana Referrer");
  await panel.getByLabel(/^Your Email/).fill(referrerEmail);
  await panel.getByLabel(/^Friend's Name/).fill("Bo Friend");
  await panel.getByLabel(/^Friend's Email/).fill("bo-at-example");
  await panel.getByRole("button", { name: "Submit Referral" }).click();
  const friendEmail = panel.getByLabel(/^Friend's Email/);
  await expect(friendEmail).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(friendEmail).toBeFocused();
  await axe();
  expect(sent).toEqual([]);

  await friendEmail.fill("bo@example.com");
  await panel.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.locator('[data-toast-kind="success"]')).toHaveText(REFERRAL_OK);
  await expect(page.getByTestId("referral-confirmation")).toHaveText(REFERRAL_OK);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(page.getByTestId("referral-confirmation")).toHaveCount(0);
  await expect(panel.getByLabel(/^Your Name/)).toHaveValue("");
  await expect(panel.getByLabel(/^Friend's Email/)).toHaveValue("");

  const rows = await rowsAsStaff(baseURL ?? "", "referrer_email", referrerEmail);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: "referral",
    referrer_name: "Ana Referrer",
    referee_name: "Bo Friend",
    referee_email: "bo@example.com",
    status: "new",
  });
});

test("a quote request is stored with the package and the discount", async ({ page, baseURL, axe }) => {
  await openPage(page);
  await page.getByRole("button", { name: "New Business? Get 15% Off" }).click();
  await page.getByLabel("Business Registration Date").fill(monthsAgo(1));
  await page.getByRole("button", { name: "Check Eligibility" }).click();
  await expect(page.getByText(ELIGIBLE)).toBeVisible();
  await card(page, "Premium").getByRole("button", { name: /Get Started/ }).click();

  const form = quoteForm(page);
  await form.getByRole("button", { name: "Request Quote" }).click();
  await expect(form.getByText("This field is required.")).toHaveCount(2);
  await axe();

  const email = unique("quote");
  await form.getByLabel(/^Full Name/).fill("Ana Quote");
  await form.getByLabel(/^Email Address/).fill(email);
  await form.getByLabel(/^Phone/).fill("+1 416 555 0100");
  await form.getByLabel(/^Business Name/).fill("Ana's Bakery");
  await form.getByLabel(/^Project Details/).fill("Five pages and online ordering.");
  await form.getByRole("button", { name: "Request Quote" }).click();
  await expect(form.getByRole("status")).toHaveText(/Your quote request has been sent/);
  await expect(form.getByLabel(/^Full Name/)).toHaveValue("");

  const rows = await rowsAsStaff(baseURL ?? "", "email", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: "quote",
    name: "Ana Quote",
    phone: "+1 416 555 0100",
    business_name: "Ana's Bakery",
    selected_package: "premium",
    discount_applied: 15,
    project_details: "Five pages and online ordering.",
  });
});

test("failed submissions keep the typed values, with the spec's messages", async ({ page, consoleErrors }) => {
  await openPage(page);
  await page.route(SUBMISSIONS, (route) => route.abort("failed"));

  const form = quoteForm(page);
  await form.getByLabel(/^Full Name/).fill("Ana Offline");
  await form.getByLabel(/^Email Address/).fill("ana.offline@example.com");
  await form.getByLabel(/^Business Name/).fill("Offline Co");
  await form.getByRole("button", { name: "Request Quote" }).click();
  await expect(page.getByText("Failed to send message.")).toBeVisible();
  await expect(form.getByLabel(/^Full Name/)).toHaveValue("Ana Offline");
  await expect(form.getByLabel(/^Email Address/)).toHaveValue("ana.offline@example.com");
  await expect(form.getByLabel(/^Business Name/)).toHaveValue("Offline Co");
  await expect(form.getByRole("status")).toHaveText("");

  const toggle = page.getByRole("button", { name: "Refer & Earn $50" });
  await toggle.click();
  const panel = await panelOf(page, toggle);
  await panel.getByLabel(/^Your Name/).fill("Ana");
  await panel.getByLabel(/^Your Email/).fill("ana.offline@example.com");
  await panel.getByLabel(/^Friend's Name/).fill("Bo");
  await panel.getByLabel(/^Friend's Email/).fill("bo.offline@example.com");
  await panel.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByText("Failed to submit referral.")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByLabel(/^Friend's Email/)).toHaveValue("bo.offline@example.com");

  // A non-ok answer (the service refuses) gives the generic message.
  await page.unroute(SUBMISSIONS);
  await page.route(SUBMISSIONS, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"XX000","message":"boom"}' }),
  );
  await panel.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
  await expect(panel.getByLabel(/^Your Name/)).toHaveValue("Ana");

  allowAbortedRequests(consoleErrors);
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes("status of 500")) consoleErrors.splice(i, 1);
  }
});

test("the FAQ answers open as an accordion and the page has no axe violations", async ({ page, axe }) => {
  await openPage(page);
  // Each question is the <summary> of its answer's <details> (decision 0032).
  const questions = page.getByRole("region", { name: "Frequently Asked Questions" }).locator("summary");
  await expect(questions).toHaveCount(5);
  const question = questions.filter({ hasText: "Do you provide hosting and domain registration?" });
  const details = question.locator("xpath=..");
  await expect(details).not.toHaveAttribute("open");
  await question.click();
  await expect(details).toHaveAttribute("open", "");
  const answer = page.getByRole("region", { name: "Do you provide hosting and domain registration?" });
  await expect(answer).toContainText("free hosting for 1 year");
  await page.getByRole("button", { name: "New Business? Get 15% Off" }).click();
  await page.getByRole("button", { name: "Refer & Earn $50" }).click();
  await axe();
  await question.click();
  await expect(answer).toBeHidden();
});

test("a price edited in Contentful appears without a rebuild", async ({ page, request }) => {
  const entry = loadSeed().entries.find((e) => e.sys.id === "package-premium");
  expect(entry).toBeTruthy();
  const headers = { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` };
  const put = (fields: unknown) => request.put(`/contentful/__emulator/entries/package-premium`, { headers, data: { fields } });
  expect((await put({ ...entry?.fields, price: { "en-US": 1099 } })).ok()).toBe(true);
  try {
    await openPage(page);
    await expect(price(page, "Premium")).toContainText("$1,099");
  } finally {
    expect((await put(entry?.fields)).ok()).toBe(true);
  }
});

test("offline from the start, the quote and the referral fail with the spec's messages; back online they go through without a reload", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await openPage(page);
  // The connection drops once the page has fetched what it fetches by itself (its content refresh, the
  // chat button): a drop in the middle of a chunk's own imports cannot be undone without a reload.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  const form = quoteForm(page);
  const address = unique("quote-offline");
  await form.getByLabel(/^Full Name/).fill("Ana Tunnel");
  await form.getByLabel(/^Email Address/).fill(address);
  await form.getByRole("button", { name: "Request Quote" }).click();
  await expect(page.locator('[data-toast-kind="error"]')).toHaveText("Failed to send message.");
  await expect(form.getByLabel(/^Full Name/)).toHaveValue("Ana Tunnel");

  const toggle = page.getByRole("button", { name: "Refer & Earn $50" });
  await toggle.click();
  const panel = await panelOf(page, toggle);
  const referrer = unique("referrer-offline");
  await panel.getByLabel(/^Your Name/).fill("Ana");
  await panel.getByLabel(/^Your Email/).fill(referrer);
  await panel.getByLabel(/^Friend's Name/).fill("Bo");
  await panel.getByLabel(/^Friend's Email/).fill(unique("friend-offline"));
  await panel.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByText("Failed to submit referral.")).toBeVisible();

  await context.setOffline(false);
  await panel.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByTestId("referral-confirmation")).toHaveText(REFERRAL_OK);
  await expect(page.getByText("Failed to submit referral.")).toHaveCount(0);
  await form.getByRole("button", { name: "Request Quote" }).click();
  await expect(form.getByRole("status")).toContainText("Your quote request has been sent");
  await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  expect(await rowsAsStaff(baseURL!, "email", address)).toHaveLength(1);
  expect(await rowsAsStaff(baseURL!, "referrer_email", referrer)).toHaveLength(1);
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]?.includes("ERR_INTERNET_DISCONNECTED")) consoleErrors.splice(i, 1);
});

test("the quote form keeps what was typed across a reload, and checks the phone number as the database does", async ({ page }) => {
  await openPage(page);
  const form = quoteForm(page);
  await form.getByLabel(/^Full Name/).fill("Ana Reload");
  await form.getByLabel(/^Phone/).fill("call me");
  await form.getByLabel(/^Project Details/).fill("Kept across a reload.");
  await page.reload();
  await openPage(page);
  await expect(form.getByLabel(/^Full Name/)).toHaveValue("Ana Reload");
  await expect(form.getByLabel(/^Project Details/)).toHaveValue("Kept across a reload.");
  await form.getByLabel(/^Email Address/).fill("ana.reload@example.com");
  await form.getByRole("button", { name: "Request Quote" }).click();
  await expect(form.getByText("Please enter a phone number of 4 to 15 digits, or leave it empty.")).toBeVisible();
  await expect(form.getByLabel(/^Phone/)).toBeFocused();
});

test("a registration date in the future does not qualify for the new-business discount", async ({ page }) => {
  await openPage(page);
  const toggle = page.getByRole("button", { name: "New Business? Get 15% Off" });
  await toggle.click();
  const panel = await panelOf(page, toggle);
  const date = panel.getByLabel("Business Registration Date");
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  await expect(date).toHaveAttribute("max", iso(new Date()));
  await date.fill(iso(tomorrow));
  await panel.getByRole("button", { name: "Check Eligibility" }).click();
  await expect(page.getByText(INELIGIBLE)).toBeVisible();
  await expect(card(page, "Starter").getByTestId("original-price")).toHaveCount(0);
});

test("in Arabic a price names its currency once, and its sign reads CA$, discounted or struck through", async ({ page }) => {
  await page.goto("/ar/website-packages");
  await page.waitForFunction(() => Object.keys(document.querySelector("main button") ?? {}).some((k) => k.startsWith("__reactProps")));
  const prices = page.getByTestId("price");
  await expect(prices).toHaveCount(3);
  const checkPrice = async (where: ReturnType<Page["getByTestId"]>) => {
    const text = (await where.textContent())!;
    expect(text.match(/CA/g), text).toHaveLength(1); // "CA$ 399", not "CA$ CAD 399"
    expect(await readsLeftToRight(where, "CA", "$"), text).toBe(true); // not "$CA"
  };
  for (const p of await prices.all()) await checkPrice(p);
  // The discount shows the old price struck through.
  await page.locator("main button[aria-expanded]").first().click();
  await page.locator('main input[type="date"]').fill(monthsAgo(2));
  await page.locator('main input[type="date"]').press("Enter");
  const originals = page.getByTestId("original-price");
  await expect(originals).toHaveCount(3);
  for (const p of await originals.all()) await checkPrice(p);
  for (const p of await prices.all()) await checkPrice(p);
});

/** The viewport box of a locator, and whether it lies wholly on screen below the sticky header. */
async function onScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      visible: box.height > 0 && box.top >= header - 1 && box.bottom <= window.innerHeight + 1,
    };
  });
}

for (const language of ["en", "ar"] as const) {
  test(`on a 390 px phone in ${language}, the referral's and the quote's confirmations show where the visitor is looking`, async ({
    page,
  }) => {
    const strings = JSON.parse(readFileSync(`src/locales/${language}/packages.json`, "utf8")) as {
      hero: { referralToggle: string };
      referral: Record<"referrerName" | "referrerEmail" | "refereeName" | "refereeEmail" | "success", string>;
      quote: Record<"name" | "email" | "success", string>;
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(language === "en" ? PATH : `/${language}${PATH}`);
    const toggle = page.getByRole("button", { name: strings.hero.referralToggle });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.waitForFunction(
      (name) => {
        const button = Array.from(document.querySelectorAll("main button")).find((b) => b.textContent?.includes(name));
        return button !== undefined && Object.keys(button).some((key) => key.startsWith("__reactProps"));
      },
      strings.hero.referralToggle,
    );

    // The referral: the panel closes after the send; its confirmation stays on screen after the 2 s toast.
    await toggle.click();
    const panel = await panelOf(page, toggle);
    await panel.getByLabel(new RegExp(`^${strings.referral.referrerName}`)).fill("Ana Referrer");
    await panel.getByLabel(new RegExp(`^${strings.referral.referrerEmail}`)).fill(unique(`referrer-${language}`));
    await panel.getByLabel(new RegExp(`^${strings.referral.refereeName}`)).fill("Bo Friend");
    await panel.getByLabel(new RegExp(`^${strings.referral.refereeEmail}`)).fill(unique(`friend-${language}`));
    const send = panel.locator('button[type="submit"]');
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const toast = page.locator('[data-toast-kind="success"]');
    await expect(toast).toHaveText(strings.referral.success);
    await expect(panel).toBeHidden();
    await expect(toast).toHaveCount(0);
    const confirmation = page.getByTestId("referral-confirmation");
    await expect(confirmation).toHaveText(strings.referral.success);
    await expect.poll(async () => onScreen(confirmation)).toMatchObject({ visible: true });
    await expect(toggle).toBeFocused();
    expect(await onScreen(toggle)).toMatchObject({ visible: true });

    // The quote: the confirmation beside the button is on screen, and the next Tab continues from the form.
    const form = page.locator("form:has(textarea)");
    await form.getByLabel(new RegExp(`^${strings.quote.name}`)).fill("Ana Quote");
    await form.getByLabel(new RegExp(`^${strings.quote.email}`)).fill(unique(`quote-${language}`));
    const request = form.locator('button[type="submit"]');
    await request.scrollIntoViewIfNeeded();
    await request.click();
    const status = form.getByRole("status");
    await expect(status).toHaveText(strings.quote.success);
    await expect.poll(async () => onScreen(status)).toMatchObject({ visible: true });
    await expect(status).toBeFocused();
  });
}
