import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { firmInstant } from "../../src/lib/date-time.ts";
import { parseIcs } from "../integration/helpers/calendar.ts";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { field, panel, weekday } from "./helpers/contact-form.ts";
import { e2eAnonKey } from "./helpers/service-role.ts";

/*
 * Issue 28, done when: book in Arabic → confirm in the portal → the visitor's e-mail in the mail
 * catcher has a valid .ics (parsed back: it starts at the booked Toronto time) → the manage link
 * cancels → the slot is offered again → a cancellation .ics with the same UID went out. And a closed
 * day added in the portal is not offered (and Postgres refuses it).
 */

test.describe.configure({ mode: "serial" });

const ar = JSON.parse(readFileSync("src/locales/ar/contact.json", "utf8")) as {
  tabs: { appointment: string };
  form: { bookAppointment: string };
  verification: { questions: Record<string, { question: string; answers: string }> };
};
const stamp = Date.now().toString(36);

interface CaughtMail {
  to: string[];
  subject: string;
  text?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}
const mailTo = async (request: APIRequestContext, address: string): Promise<CaughtMail[]> =>
  ((await (await request.get("/__local/mail/api/messages")).json()) as CaughtMail[]).filter((m) => m.to.includes(address));
const ics = (mail: CaughtMail) => parseIcs(Buffer.from(mail.attachments!.find((a) => a.filename.endsWith(".ics"))!.content, "base64").toString("utf8"))[0]!;

async function openArabicAppointments(page: Page) {
  await page.goto("/ar/contact");
  await page.waitForFunction(() => {
    const button = document.querySelector('main form button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  await page.getByRole("tab", { name: ar.tabs.appointment }).click();
}

/** The calendar's button for a day (in any month ahead): turns the pages until it is shown. */
async function calendarDay(page: Page, date: string) {
  const button = panel(page).locator(`[data-day="${date}"]`);
  for (let page_ = 0; page_ < 6 && (await button.count()) === 0; page_++) {
    await panel(page).getByTestId("month-calendar").getByRole("button", { name: "الشهر التالي" }).click();
  }
  return button;
}

async function signIn(page: Page) {
  await page.goto("/admin/contacts/appointments");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
}

test("book in Arabic, confirm in the portal, a valid .ics at the Toronto time, cancel with the manage link, the slot is free again and a CANCEL with the same UID goes out", async ({
  page,
  request,
  axe,
}) => {
  const date = weekday(9);
  const visitor = { name: `ليلى ${stamp}`, email: `e2e-ar-appt-${stamp}@example.com` };

  // Book on the Arabic contact page, choosing the day on the calendar.
  await openArabicAppointments(page);
  const form = panel(page);
  await field(form, "name").fill(visitor.name);
  await field(form, "email").fill(visitor.email);
  await field(form, "service").selectOption("Project Management");
  await (await calendarDay(page, date)).click();
  await expect(field(form, "date")).toHaveValue(date);
  await expect(field(form, "time").locator('option[value="10:00 AM"]')).toHaveCount(1);
  await field(form, "time").selectOption("10:00 AM");
  const question = ((await form.locator('label[for$="-answer"]').textContent()) ?? "").replace(/\s*\*\s*$/, "").trim();
  const answer = Object.values(ar.verification.questions).find((q) => q.question === question)!.answers.split("|")[0]!;
  await field(form, "answer").fill(answer);
  await page.getByRole("button", { name: ar.form.bookAppointment }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect.poll(async () => (await mailTo(request, visitor.email)).map((m) => m.subject)).toEqual(["استلمنا طلب موعدكم"]);

  // Staff confirm it in the portal's agenda.
  await signIn(page);
  const item = page.getByTestId("agenda-item").filter({ hasText: visitor.name });
  await expect(item).toContainText("10:00 a.m. ET");
  await item.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Appointment confirmed")).toBeVisible();

  // The visitor's confirmation carries a calendar entry at the booked Toronto time.
  await expect.poll(async () => (await mailTo(request, visitor.email)).some((m) => m.subject === "تم تأكيد موعدكم")).toBe(true);
  const confirmation = (await mailTo(request, visitor.email)).find((m) => m.subject === "تم تأكيد موعدكم")!;
  const request_ = ics(confirmation);
  expect(request_).toMatchObject({ method: "REQUEST", start: `${date}T10:00:00`, tzid: "America/Toronto", status: "CONFIRMED" });
  expect(request_.startsAt).toBe(firmInstant(date, 10 * 60).toISOString());
  expect(confirmation.text).toContain("فريق Northbridge Consulting Group");

  // The manage link (token in the fragment) opens the Arabic page, which drops it from the address bar.
  const link = /(http\S+\/ar\/appointment#[0-9a-f]{64})/.exec(confirmation.text ?? "")![1]!;
  await page.goto(link);
  await expect(page.getByTestId("manage-when")).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await axe();
  await page.getByRole("button", { name: "إلغاء الموعد" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "نعم، ألغوه" }).click();
  await expect(page.getByText("تم إلغاء موعدكم. أرسلنا إليكم رسالة لتأكيد ذلك.")).toBeVisible();

  // The same link again (a fresh load, not a jump within the page): refused.
  await page.goto("about:blank");
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("لا يمكن استخدام هذا الرابط");

  // The slot is offered again at once.
  await openArabicAppointments(page);
  await field(panel(page), "date").fill(date);
  await expect(field(panel(page), "time").locator('option[value="10:00 AM"]')).toHaveCount(1);

  // A cancellation entry with the same UID and a higher SEQUENCE went out.
  await expect.poll(async () => (await mailTo(request, visitor.email)).some((m) => m.subject === "تم إلغاء موعدكم")).toBe(true);
  const cancel = ics((await mailTo(request, visitor.email)).find((m) => m.subject === "تم إلغاء موعدكم")!);
  expect(cancel).toMatchObject({ method: "CANCEL", uid: request_.uid, status: "CANCELLED" });
  expect(cancel.sequence).toBeGreaterThan(request_.sequence);
});

test("a closed day added in the portal is not offered, and a direct booking of it is refused", async ({ page, request, axe }) => {
  const date = weekday(16);
  await signIn(page);
  const closures = page.getByRole("region", { name: "Closed periods" });
  await closures.getByLabel("From (date)").fill(date);
  await closures.getByLabel("Reason (staff only)").fill(`Holiday ${stamp}`);
  await closures.getByRole("button", { name: "Add closed period" }).click();
  await expect(page.getByText("Closed period added")).toBeVisible();
  await expect(closures.getByTestId("closures")).toContainText(`Holiday ${stamp}`);
  await axe();

  // The form offers no time that day, and its calendar says the day is closed.
  await openArabicAppointments(page);
  await field(panel(page), "date").fill(date);
  await expect(field(panel(page), "time").locator("option")).toHaveCount(1);
  await expect(panel(page).locator(`[data-day="${date}"]`)).toHaveAttribute("aria-disabled", "true");

  // Whatever a client sends, Postgres refuses it.
  const anonKey = await e2eAnonKey();
  const direct = await request.post("/supabase/rest/v1/rpc/submit_contact", {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    data: { submission: { kind: "appointment", name: "Direct", email: `e2e-direct-${stamp}@example.com`, service: "Other", appointment_date: date, appointment_time: "09:00 AM" } },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({ code: "23514", message: expect.stringContaining("(closed)") });
});
