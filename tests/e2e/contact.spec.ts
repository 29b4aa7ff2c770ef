import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { loadSeed } from "../../contentful/index.ts";
import { E2E_ADMIN, expect, localSecrets, test } from "./fixtures.ts";
import { E2E_DATA_DIR } from "./env.ts";
import { addressLines } from "./helpers/address-lines.ts";
import {
  answerFor, day, errorOf, field, fillAppointment, fillMessage, openAppointments, openContact, panel, plainSpaces, questionLabel, slotLabel, weekday,
} from "./helpers/contact-form.ts";

/* /contact: contact details and office hours, the message and appointment forms, verification,
   booked slots, failures that keep the typed text, and one stored row per filled form. */

const seed = loadSeed();
const en = (fields: Record<string, Record<string, unknown> | undefined>, key: string) => fields[key]?.["en-US"];
const hero = seed.entries.find((e) => e.sys.contentType === "pageSection" && en(e.fields, "key") === "contact.hero")!;
const heroTitle = en(hero.fields, "title") as string;
const settings = seed.entries.find((e) => e.sys.contentType === "siteSettings")!;
const officeHours = en(settings.fields, "officeHours") as string[];



/** A fresh address per test (the per-address limit is 5 an hour). */
const email = (tag: string) => `e2e-contact-${tag}-${Date.now().toString(36)}@example.com`;

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

/** The stored submissions matching a PostgREST filter, read as staff (visitors cannot read them). */
async function storedRows(request: APIRequestContext, filter: string): Promise<Record<string, unknown>[]> {
  const anonKey = anonKeyFromBuild();
  const token = await request.post("/supabase/auth/v1/token?grant_type=password", {
    headers: { apikey: anonKey },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token } = await token.json();
  const res = await request.get(`/supabase/rest/v1/contact_submissions?${filter}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${access_token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Drops the browser's own reports of requests this test made fail on purpose. */
function allowConsoleErrors(consoleErrors: string[], pattern: RegExp) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (pattern.test(consoleErrors[i] ?? "")) consoleErrors.splice(i, 1);
  }
}

const open = openContact;

const timeOptions = async (page: Page) => (await field(panel(page), "time").locator("option").allTextContents()).map(plainSpaces);

test("the prerendered HTML of /contact carries its heading and the office hours", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${heroTitle}</h1>`));
  for (const line of officeHours) expect(html).toContain(line);
  expect(officeHours).toEqual(["Mon-Fri 9:00 AM-6:00 PM", "Sat 10:00 AM-2:00 PM", "Sun closed"]);
  expect(html).toContain("Send Message");
  expect(html).toContain("Book Appointment");
});

test("the hero edited in Contentful shows on /contact after a reload, without a rebuild", async ({ page, request }) => {
  const put = async (fields: unknown) => {
    const response = await request.put(`/contentful/__emulator/entries/${hero.sys.id}`, {
      headers: { Authorization: `Bearer ${localSecrets().contentfulManagementToken}` },
      data: { fields },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const edited = "Talk to Our Consultants";
  try {
    await put({ ...hero.fields, title: { ...hero.fields.title, "en-US": edited } });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  } finally {
    await put(hero.fields);
  }
});

test("a message is sent once, the confirmation shows it and its OK goes home", async ({ page, request, axe }) => {
  await open(page);
  await expect(page).toHaveTitle(/^Contact Us/);
  await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
  const info = page.getByRole("complementary", { name: "Contact Information" });
  for (const line of officeHours) await expect(info.getByText(line)).toBeVisible();
  await expect(page.getByRole("tablist")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Send Message" })).toHaveAttribute("aria-selected", "true");
  await axe();

  const address = email("msg");
  const country = field(panel(page), "phone-country");
  await expect(country).toHaveValue("CA");
  await expect(panel(page).getByText("Enter your local number without spaces.")).toBeVisible();
  await fillMessage(page, { name: "Ada Lovelace", email: address, phone: "4165550100", subject: "Evaluation help", message: "We need an evaluation plan." });
  // An impatient double click still sends once.
  await page.getByRole("button", { name: "Send Message" }).dblclick();

  const dialog = page.getByRole("dialog", { name: "Message Sent!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  for (const text of ["Ada Lovelace", address, "+1 4165550100", "Evaluation help", "We need an evaluation plan."]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  // Focus stays in the dialog.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await axe();

  const rows = await storedRows(request, `email=eq.${encodeURIComponent(address)}&select=kind,name,phone,subject,message,status`);
  expect(rows).toEqual([
    { kind: "message", name: "Ada Lovelace", phone: "+1 4165550100", subject: "Evaluation help", message: "We need an evaluation plan.", status: "new" },
  ]);

  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
});

test("the message counter counts live and the message stops at 1000 characters", async ({ page }) => {
  await open(page);
  const message = field(panel(page), "message");
  await expect(panel(page).getByText("0/1000 characters")).toBeVisible();
  await message.pressSequentially("Hello");
  await expect(panel(page).getByText("5/1000 characters")).toBeVisible();
  await expect(message).toHaveAttribute("maxlength", "1000");
  await message.fill("x".repeat(1000));
  await message.press("End");
  await message.pressSequentially("yz");
  await expect(message).toHaveValue("x".repeat(1000));
  await expect(panel(page).getByText("1000/1000 characters")).toBeVisible();
});

test("missing fields are linked to their errors and focus goes to the first; a wrong answer brings a new, empty question", async ({
  page,
  axe,
}) => {
  await open(page);
  const form = panel(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(field(form, "name")).toBeFocused();
  await expect(field(form, "name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(form, "name")).toHaveAttribute("aria-describedby", /-name-error/);
  await expect(errorOf(form, "name")).toHaveText("Please enter your name.");
  await expect(errorOf(form, "answer")).toHaveText("Please answer the verification question.");
  await axe();

  await field(form, "name").fill("Grace");
  await field(form, "email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(field(form, "email")).toBeFocused();
  await expect(errorOf(form, "email")).toContainText("valid email address");

  await fillMessage(page, { name: "Grace", email: email("wrong"), subject: "Hi", message: "Hello" });
  const before = await questionLabel(form).textContent();
  await field(form, "answer").fill("definitely wrong");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(errorOf(form, "answer")).toHaveText("Incorrect verification answer. Please try again.");
  await expect(page.locator('[data-toast-kind="error"]')).toContainText("Incorrect verification answer. Please try again.");
  await expect(field(form, "answer")).toHaveValue("");
  await expect(field(form, "answer")).toBeFocused();
  await expect(questionLabel(form)).not.toHaveText(before ?? "");
  // The rest of the form is kept.
  await expect(field(form, "subject")).toHaveValue("Hi");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an appointment date before today is refused", async ({ page, axe }) => {
  await open(page);
  // Keyboard: the arrow key moves to the next tab.
  await page.getByRole("tab", { name: "Send Message" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Book Appointment" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Book Appointment" })).toHaveAttribute("aria-selected", "true");
  const form = panel(page);
  await expect(field(form, "date")).toHaveAttribute("min", day(0));
  const services = await field(form, "service").locator("option").allTextContents();
  expect(services.slice(1)).toEqual([
    "Monitoring, Evaluation, and Learning (MEL)",
    "Sustainability Management",
    "Project Management",
    "Integrated Support Services",
    "Augmented Support Services",
    "Other",
  ]);

  await fillAppointment(page, { name: "Past Visitor", email: email("past"), date: day(-1), time: "09:00 AM" });
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(errorOf(form, "date")).toHaveText("The appointment date cannot be before today.");
  await expect(field(form, "date")).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await axe();
});

test("a booked slot is not offered again, and a slot taken meanwhile is refused with a clear message", async ({
  page,
  request,
  consoleErrors,
}) => {
  const date = weekday(45);
  await open(page);
  await openAppointments(page);
  expect(await timeOptions(page)).toEqual(["Choose a date first"]);
  await fillAppointment(page, { name: "First Booker", email: email("book"), date, time: "10:00 AM" });
  expect(await timeOptions(page)).toEqual(["Select a time", ...["09:00 AM", "10:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"].map(slotLabel)]);
  await page.getByRole("button", { name: "Book Appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "Appointment Requested!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(slotLabel("10:00 AM"), { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);

  // A fresh page: the slot is gone from the choices of that date.
  await open(page);
  await openAppointments(page);
  await fillAppointment(page, { name: "Second Booker", email: email("again"), date });
  // The free times of that date arrive from Postgres after the date is chosen.
  await expect.poll(() => timeOptions(page)).toEqual(["Select a time", ...["09:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"].map(slotLabel)]);

  // The race: 11:00 AM is free when chosen, then someone else books it before this visitor sends.
  await field(panel(page), "time").selectOption("11:00 AM");
  const anonKey = anonKeyFromBuild();
  const other = await request.post("/supabase/rest/v1/rpc/submit_contact", {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    data: { submission: { kind: "appointment", name: "Quick", email: email("quick"), service: "Other", appointment_date: date, appointment_time: "11:00 AM" } },
  });
  expect(other.status()).toBe(204);
  await page.getByRole("button", { name: "Book Appointment" }).click();
  const form = panel(page);
  await expect(errorOf(form, "time")).toHaveText("That time was just booked by someone else. Please choose another time.");
  await expect(field(form, "time")).toBeFocused();
  await expect(field(form, "time")).toHaveValue("");
  await expect.poll(() => timeOptions(page)).toEqual(["Select a time", ...["09:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"].map(slotLabel)]);
  await expect(field(form, "name")).toHaveValue("Second Booker");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  allowConsoleErrors(consoleErrors, /status of 409/);

  const rows = await storedRows(request, `appointment_date=eq.${date}&select=name,appointment_time&order=appointment_time`);
  expect(rows).toEqual([
    { name: "First Booker", appointment_time: "10:00 AM" },
    { name: "Quick", appointment_time: "11:00 AM" },
  ]);
});

test("a send whose answer is lost keeps everything typed, and the retry stores it exactly once", async ({
  page,
  request,
  consoleErrors,
}) => {
  await open(page);
  const address = email("retry");
  await fillMessage(page, { name: "Retry Visitor", email: address, subject: "Dropped", message: "Sent on a shaky connection." });

  // The first attempt reaches the database, but its answer never comes back.
  let attempts = 0;
  await page.route("**/supabase/rest/v1/rpc/submit_contact*", async (route) => {
    attempts++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator('[data-toast-kind="error"]')).toContainText("Failed to send message.");
  expect(attempts).toBe(1);
  const form = panel(page);
  await expect(field(form, "name")).toHaveValue("Retry Visitor");
  await expect(field(form, "email")).toHaveValue(address);
  await expect(field(form, "subject")).toHaveValue("Dropped");
  await expect(field(form, "message")).toHaveValue("Sent on a shaky connection.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await storedRows(request, `email=eq.${encodeURIComponent(address)}&select=id`)).toHaveLength(1);

  // The connection is back: the retry succeeds and does not store a second row.
  await page.unroute("**/supabase/rest/v1/rpc/submit_contact*");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
  expect(await storedRows(request, `email=eq.${encodeURIComponent(address)}&select=id`)).toHaveLength(1);
  allowConsoleErrors(consoleErrors, /ERR_CONNECTION_RESET|ERR_FAILED/);
});

test("offline from the start, Send fails with the spec's toast and keeps everything; back online, Send goes through without a reload", async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  await open(page);
  // The connection drops once the page has fetched what it fetches by itself (its content refresh, the
  // chat button): a drop in the middle of a chunk's own imports cannot be undone without a reload.
  await page.waitForLoadState("networkidle");
  // The connection drops before the form is touched: its submit code cannot even load.
  await context.setOffline(true);
  const address = email("offline");
  await fillMessage(page, { name: "Offline Visitor", email: address, subject: "On a train", message: "Sent from a tunnel." });
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  const error = page.locator('[data-toast-kind="error"]');
  await expect(error).toHaveText("Failed to send message.");
  const form = panel(page);
  await expect(field(form, "name")).toHaveValue("Offline Visitor");
  await expect(field(form, "message")).toHaveValue("Sent from a tunnel.");
  await send.click();
  await expect(error).toHaveCount(1); // still offline: the same toast, not a second one

  await context.setOffline(false);
  await send.click();
  await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
  await expect(error).toHaveCount(0); // the failure's toast does not stay beside the success
  expect(await storedRows(request, `email=eq.${encodeURIComponent(address)}&select=name,message`)).toEqual([
    { name: "Offline Visitor", message: "Sent from a tunnel." },
  ]);
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("what was typed survives a reload until it is sent, and is forgotten once sent", async ({ page, request }) => {
  await open(page);
  const form = panel(page);
  const address = email("draft");
  await field(form, "name").fill("Draft Visitor");
  await field(form, "email").fill(address);
  await field(form, "phone-country").selectOption("FR");
  await field(form, "phone").fill("612345678");
  await field(form, "subject").fill("Typed before a crash");
  await field(form, "message").fill("Nothing typed is lost.");

  await page.reload();
  await openContact(page);
  await expect(field(form, "name")).toHaveValue("Draft Visitor");
  await expect(field(form, "email")).toHaveValue(address);
  await expect(field(form, "phone-country")).toHaveValue("FR");
  await expect(field(form, "phone")).toHaveValue("612345678");
  await expect(field(form, "subject")).toHaveValue("Typed before a crash");
  await expect(field(form, "message")).toHaveValue("Nothing typed is lost.");

  await field(form, "answer").fill(await answerFor(form));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog", { name: "Message Sent!" })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("form-draft:")))).toEqual([]);
  expect(await storedRows(request, `email=eq.${encodeURIComponent(address)}&select=phone`)).toEqual([{ phone: "+33 612345678" }]);
  await page.reload();
  await openContact(page);
  await expect(field(form, "name")).toHaveValue("");
});

test("the phone's country list is in the page's language, in that language's order (Arabic and French)", async ({ page }) => {
  for (const language of ["ar", "fr"] as const) {
    await page.goto(`/${language}/contact`);
    const country = field(panel(page), "phone-country");
    // Localized after hydration (the prerendered HTML has the English names): wait for Germany's name
    // in the page's language ("ألمانيا", "Allemagne"), as the browser's own Intl data gives it.
    const germany = await page.evaluate((lang) => new Intl.DisplayNames([lang], { type: "region" }).of("DE")!, language);
    await expect(country.locator('option[value="DE"]')).toContainText(germany);
    await expect(country).toHaveValue("CA");
    const check = await country.evaluate((select, lang) => {
      const names = new Intl.DisplayNames([lang], { type: "region" });
      const english = new Intl.DisplayNames(["en"], { type: "region" });
      const options = [...(select as HTMLSelectElement).options].filter((o) => o.value !== "XK"); // Kosovo: a user-assigned code
      const wrong = options.filter((o) => !o.text.includes(` ${names.of(o.value)} (`)).map((o) => `${o.value}: ${o.text}`);
      const inEnglish = options.filter((o) => names.of(o.value) !== english.of(o.value) && o.text.includes(` ${english.of(o.value)} (`)).length;
      const order = options.map((o) => names.of(o.value)!);
      const sorted = [...order].sort(new Intl.Collator(lang).compare);
      return { wrong, inEnglish, inOrder: order.every((name, i) => name === sorted[i]), count: options.length };
    }, language);
    expect(check.count, language).toBeGreaterThan(150);
    expect(check.wrong, language).toEqual([]);
    expect(check.inEnglish, language).toBe(0);
    expect(check.inOrder, language).toBe(true);
  }
});

/* E-mail addresses stay on one line where they fit, and where they do not they break after the "@"
   or before a "." only — in the contact details and the footer with the largest text, and in the
   confirmation dialog (the message's and the appointment's are one dialog). */
test("e-mail addresses break only where they must, and only after @ or before a dot", async ({ page }) => {
  test.setTimeout(90_000);
  const check = async (where: string, locator: Parameters<typeof addressLines>[0], oneLine: boolean) => {
    const layout = await addressLines(locator);
    expect({ where, bad: layout.badBreaks, needless: layout.needlessBreaks }).toEqual({ where, bad: [], needless: [] });
    if (oneLine) expect({ where, lines: layout.lines }).toEqual({ where, lines: [layout.lines.join("")] });
    return layout;
  };

  // The firm's address with extra-large text and the widest spacing (stored as the toolbar stores them).
  await page.goto("/contact");
  await page.evaluate(() => {
    localStorage.setItem("fontSize", "x-large");
    localStorage.setItem("lineSpacing", "wider");
  });
  for (const language of ["en", "ar"] as const) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(language === "en" ? "/contact" : `/${language}/contact`);
      await expect(page.locator("html")).toHaveAttribute("data-font-size", "x-large");
      await check(`contact details, ${language} at ${width} px`, page.locator('main aside a[href^="mailto:"]'), false);
      await check(`footer, ${language} at ${width} px`, page.locator('footer a[href^="mailto:"]'), false);
    }
  }
  await page.evaluate(() => {
    localStorage.removeItem("fontSize");
    localStorage.removeItem("lineSpacing");
  });

  // The confirmation dialog at 1366 px: an address of ordinary length on one line.
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page);
  const short = `walk.appt+${stamp}@example.com`;
  await fillMessage(page, { name: "Walk Tester", email: short, subject: "Addresses", message: "One line, please." });
  await page.getByRole("button", { name: "Send Message" }).click();
  let dialog = page.getByRole("dialog", { name: "Message Sent!" });
  await expect(dialog).toBeVisible();
  await check("dialog at 1366 px", dialog.locator("dd", { hasText: short }), true);

  // At 390 px an address longer than the line breaks only after the @ or before a dot — not at its hyphens.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const long = `walk.appointments.reception+${stamp}@example-consulting-firm.com`;
  await fillMessage(page, { name: "Walk Tester", email: long, subject: "Addresses", message: "Break it kindly." });
  await page.getByRole("button", { name: "Send Message" }).click();
  dialog = page.getByRole("dialog", { name: "Message Sent!" });
  await expect(dialog).toBeVisible();
  const layout = await check("dialog at 390 px", dialog.locator("dd", { hasText: long }), false);
  expect(layout.lines.length).toBeGreaterThan(1);
});
