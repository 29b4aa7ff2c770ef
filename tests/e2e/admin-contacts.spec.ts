import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./fixtures.ts";
import { field, fillAppointment, fillMessage, openAppointments, openContact, panel, weekday } from "./helpers/contact-form.ts";

/* The staff inbox (issue 9): what visitors send on the public site reaches /admin/contacts, where
   staff mark it read, answer it by e-mail (read back from the local mail catcher) or delete it. */

test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const VISITOR = { name: `Ada Inbox ${stamp}`, email: `e2e-inbox-${stamp}@example.com` };
const APPOINTMENT = { name: `Bea Agenda ${stamp}`, email: `e2e-agenda-${stamp}@example.com` };

interface CaughtMail {
  to: string[];
  subject: string;
  html?: string;
  text?: string;
}

const mailTo = async (request: APIRequestContext, address: string): Promise<CaughtMail[]> =>
  ((await (await request.get("/__local/mail/api/messages")).json()) as CaughtMail[]).filter((m) => m.to.includes(address));

const setOutage = (request: APIRequestContext, down: boolean) => request.post("/__local/mail/api/outage", { data: { down } });

async function signIn(page: Page) {
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Submissions" })).toBeVisible();
}

const search = async (page: Page, text: string) => {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /submission/ })).toHaveText(/^1 submission$/);
};

test("a visitor's message and appointment reach the inbox; staff mark read and reply by e-mail, and Reply goes away", async ({ page, request, axe }) => {
  await openContact(page);
  await fillMessage(page, { name: VISITOR.name, email: VISITOR.email, subject: "Evaluation help", message: "We need an evaluation plan <soon>." });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await openContact(page);
  await openAppointments(page);
  await fillAppointment(page, { name: APPOINTMENT.name, email: APPOINTMENT.email, date: weekday(40), time: "02:00 PM" });
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // Each visitor is acknowledged in the language they wrote in, and the firm is told.
  await expect.poll(async () => (await mailTo(request, VISITOR.email)).map((m) => m.subject)).toEqual(["We received your message"]);
  await expect.poll(async () => (await mailTo(request, APPOINTMENT.email)).map((m) => m.subject)).toEqual(["We received your appointment request"]);
  const notifications = (await (await request.get("/__local/mail/api/messages")).json()) as (CaughtMail & { replyTo?: string })[];
  const notice = notifications.find((m) => m.subject === `New message from ${VISITOR.name}: Evaluation help`);
  expect(notice?.replyTo).toBe(VISITOR.email);
  expect(notice?.text).toContain("We need an evaluation plan <soon>.");
  expect(notice?.text).toMatch(/Open the inbox: http\S+\/admin\/contacts/);

  await signIn(page);
  const list = page.getByTestId("submission-list");
  await expect(list.getByRole("button", { name: new RegExp(VISITOR.name) })).toBeVisible();
  await expect(list.getByRole("button", { name: new RegExp(APPOINTMENT.name) })).toBeVisible();
  await expect(page.getByTestId("unread-count")).toBeVisible();
  const unreadBefore = Number((await page.getByTestId("unread-count").textContent())?.match(/\d+/)?.[0]);

  // The appointment shows its slot, in Toronto time.
  await list.getByRole("button", { name: new RegExp(APPOINTMENT.name) }).click();
  const detail = page.getByTestId("submission-detail");
  const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${weekday(40)}T12:00:00Z`));
  await expect(detail).toContainText(`${when} at 2:00 p.m. ET`);
  await expect(detail).toContainText("Requested");

  await list.getByRole("button", { name: new RegExp(VISITOR.name) }).click();
  await expect(detail.getByRole("heading", { name: "Evaluation help" })).toBeVisible();
  // The e-mails the submission caused went out (read from the outbox).
  await expect(detail.getByTestId("mail-status")).toContainText("Acknowledgement sent to the visitor");
  await expect(detail.getByTestId("mail-status")).toContainText("Team notified");
  await expect(detail).toContainText("We need an evaluation plan <soon>.");
  await axe();
  await detail.getByRole("button", { name: "Mark as Read" }).click();
  await expect(page.getByText("Marked as read")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
  await expect(page.getByTestId("unread-count")).toHaveText(new RegExp(String(unreadBefore - 1)));

  await detail.getByRole("button", { name: "Reply" }).click();
  await detail.getByRole("button", { name: "Send Response" }).click();
  await expect(detail.getByText("Please write a response.")).toBeVisible();
  await detail.getByRole("textbox").fill("Thank you, Ada. We can meet on Monday.");
  await detail.getByRole("button", { name: "Send Response" }).click();
  await expect(page.getByText("Response sent successfully")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Reply" })).toHaveCount(0);
  await expect(detail).toContainText("Our response");

  const mail = (await mailTo(request, VISITOR.email)).find((m) => m.subject === "Re: Evaluation help");
  expect(mail?.text).toContain("Thank you, Ada. We can meet on Monday.");
  expect(mail?.html).toContain("We need an evaluation plan &lt;soon&gt;.");

  // After a reload the stored status says the same.
  await page.reload();
  await search(page, VISITOR.email);
  await page.getByTestId("submission-list").getByRole("button").first().click();
  await expect(page.getByTestId("submission-detail")).toContainText("Replied");
  await expect(page.getByTestId("submission-detail").getByRole("button", { name: "Reply" })).toHaveCount(0);
});

test("a reply that cannot be sent says so and leaves the submission unreplied", async ({ page, request, consoleErrors }) => {
  await signIn(page);
  await search(page, APPOINTMENT.email);
  await page.getByTestId("submission-list").getByRole("button").first().click();
  const detail = page.getByTestId("submission-detail");
  await setOutage(request, true);
  try {
    await detail.getByRole("button", { name: "Reply" }).click();
    await detail.getByRole("textbox").fill("Your appointment is confirmed.");
    await detail.getByRole("button", { name: "Send Response" }).click();
    await expect(page.getByText("Failed to send response")).toBeVisible();
  } finally {
    await setOutage(request, false);
  }
  // Chromium logs the function's 502; that is the failure under test, nothing else may be logged.
  const expected = consoleErrors.findIndex((line) => line.includes("status of 502"));
  expect(expected).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(expected, 1);
  // Still answerable: nothing was marked replied, no e-mail went out.
  await expect(detail.getByRole("button", { name: "Send Response" })).toBeEnabled();
  expect((await mailTo(request, APPOINTMENT.email)).map((m) => m.subject)).toEqual(["We received your appointment request"]);
  await page.reload();
  await search(page, APPOINTMENT.email);
  await page.getByTestId("submission-list").getByRole("button").first().click();
  await expect(page.getByTestId("submission-detail")).toContainText("New");
});

test("deleting asks first; Cancel keeps the submission, Delete removes it", async ({ page }) => {
  await signIn(page);
  await search(page, APPOINTMENT.email);
  await page.getByTestId("submission-list").getByRole("button").first().click();
  const detail = page.getByTestId("submission-detail");
  await detail.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this submission?" });
  await expect(dialog).toContainText(APPOINTMENT.name);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Submission deleted")).toBeVisible();
  await page.reload();
  await page.getByRole("searchbox", { name: "Search" }).fill(APPOINTMENT.email);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No submissions match these filters.")).toBeVisible();
});

test("the agenda lists upcoming appointments by day in Toronto time; confirming and declining e-mail the visitor, and a declined slot is free again", async ({ page, request, axe }) => {
  const date = weekday(41);
  const confirmed = { name: `Cai Confirm ${stamp}`, email: `e2e-confirm-${stamp}@example.com` };
  const declined = { name: `Dov Decline ${stamp}`, email: `e2e-decline-${stamp}@example.com` };
  for (const [visitor, time] of [[confirmed, "10:00 AM"], [declined, "11:00 AM"]] as const) {
    await openContact(page);
    await openAppointments(page);
    await fillAppointment(page, { ...visitor, date, time });
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  }
  const slotOffered = async () => {
    // The form may restore the date from this tab's draft (issue 15) and ask for its slots as it opens,
    // or ask when the date is typed: wait for that answer either way.
    await openContact(page);
    await openAppointments(page);
    await field(panel(page), "date").fill(date);
    // The day's free times come from Postgres once the date is chosen: wait until they are applied.
    await expect(field(panel(page), "time").locator('option[value="09:00 AM"]')).toHaveCount(1);
    return field(panel(page), "time").locator('option[value="11:00 AM"]');
  };
  // The booked slot is not offered (once the form has applied booked_slots' answer).
  await expect(await slotOffered()).toHaveCount(0);

  await signIn(page);
  await page.getByRole("navigation", { name: "Contacts views" }).getByRole("link", { name: "Appointments" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\/appointments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  await expect(page.getByText("Times are the firm's local time (Toronto).")).toBeVisible();
  const dayHeading = new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const section = page.getByRole("region", { name: dayHeading });
  const itemOf = (name: string) => section.getByTestId("agenda-item").filter({ hasText: name });
  await expect(itemOf(confirmed.name)).toContainText("10:00 a.m. ET");
  await expect(itemOf(declined.name)).toContainText("11:00 a.m. ET");
  await expect(itemOf(confirmed.name)).toContainText("Requested");
  await axe();

  await itemOf(confirmed.name).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Appointment confirmed")).toBeVisible();
  await expect(itemOf(confirmed.name)).toContainText("Confirmed");
  await expect(itemOf(confirmed.name).getByRole("button", { name: "Confirm" })).toHaveCount(0);
  const confirmation = (await mailTo(request, confirmed.email)).find((m) => m.subject === "Your appointment is confirmed");
  expect(confirmation?.text).toContain("at 10:00 a.m. ET");

  await itemOf(declined.name).getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Decline this appointment?" });
  await expect(dialog).toContainText(declined.name);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByLabel("Note to the visitor (optional)").fill("We are travelling that day.");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Appointment declined")).toBeVisible();
  // Declined appointments leave the agenda unless asked for.
  await expect(itemOf(declined.name)).toContainText("Declined");
  await page.reload();
  await expect(itemOf(confirmed.name)).toBeVisible();
  await expect(itemOf(declined.name)).toHaveCount(0);
  await page.getByLabel("Show declined").check();
  await expect(itemOf(declined.name)).toContainText("Declined");
  const refusal = (await mailTo(request, declined.email)).find((m) => m.subject === "Your appointment request could not be accepted");
  expect(refusal?.text).toContain("We are travelling that day.");
  expect(refusal?.text).toMatch(/To book another time: http\S+\/contact/);

  const offered = await slotOffered();
  // The day's free times are applied (the confirmed 10:00 AM is gone) and 11:00 AM is offered again.
  await expect(field(panel(page), "time").locator('option[value="10:00 AM"]')).toHaveCount(0);
  await expect(offered).toHaveCount(1);
});

test("the portal speaks the chosen language, right to left in Arabic, and keeps it after a reload", async ({ page, axe }) => {
  await signIn(page);
  await page.getByLabel("Language").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "رسائل التواصل" })).toBeVisible();
  await page.getByRole("link", { name: "المواعيد" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "المواعيد" })).toBeVisible();
  await expect(page.getByText("الأوقات بالتوقيت المحلي للشركة (تورونتو).")).toBeVisible();
  await axe();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "المواعيد" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("اللغة").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});
