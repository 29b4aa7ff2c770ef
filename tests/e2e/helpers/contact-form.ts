/** Filling /contact's message and appointment forms like a visitor (shared by contact and inbox specs). */
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";

const strings = JSON.parse(readFileSync("src/locales/en/contact.json", "utf8")) as {
  verification: { questions: Record<string, { question: string; answers: string }> };
};
export const questions = Object.values(strings.verification.questions);

/** yyyy-mm-dd, `days` from today in Toronto. */
export function day(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first Monday–Friday at least `days` from today in Toronto: the seed's booking hours take every slot then. */
export function weekday(days: number): string {
  for (let n = days; ; n++) {
    const candidate = day(n);
    const weekdayNumber = new Date(`${candidate}T12:00:00Z`).getUTCDay();
    if (weekdayNumber !== 0 && weekdayNumber !== 6) return candidate;
  }
}

/** A slot's label in the form (en, spaces as one plain space): the firm's time with its zone named, "2:00 p.m. ET" for "02:00 PM" (decision 0035). */
export function slotLabel(slot: string): string {
  const [, hh, mm, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(slot)!;
  return `${Number(hh)}:${mm} ${half === "AM" ? "a.m." : "p.m."} ET`;
}

/** Text with every kind of space as one plain space (Intl writes no-break spaces in times). */
export const plainSpaces = (text: string) => text.replace(/\s+/g, " ").trim();

export async function openContact(page: Page) {
  await page.goto("/contact");
  await page.waitForFunction(() => {
    const button = document.querySelector('main form button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

export const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
export const field = (scope: Locator, name: string) => scope.locator(`[id$="-${name}"]`).first();
export const errorOf = (scope: Locator, name: string) => scope.locator(`[id$="-${name}-error"]`);
export const questionLabel = (scope: Locator) => scope.locator('label[for$="-answer"]');

export async function answerFor(scope: Locator): Promise<string> {
  const text = ((await questionLabel(scope).textContent()) ?? "").replace(/\s*\*\s*$/, "").trim();
  const found = questions.find((q) => q.question === text);
  expect(found, `a known verification question: "${text}"`).toBeTruthy();
  return found!.answers.split("|")[0]!;
}

export async function fillMessage(page: Page, values: { name: string; email: string; subject: string; message: string; phone?: string }) {
  const form = panel(page);
  await field(form, "name").fill(values.name);
  await field(form, "email").fill(values.email);
  if (values.phone) await field(form, "phone").fill(values.phone);
  await field(form, "subject").fill(values.subject);
  await field(form, "message").fill(values.message);
  await field(form, "answer").fill(await answerFor(form));
}

export async function openAppointments(page: Page) {
  await page.getByRole("tab", { name: "Book Appointment" }).click();
  await expect(page.getByRole("tab", { name: "Book Appointment" })).toHaveAttribute("aria-selected", "true");
  // The form renders when its tab is first shown (its code may still be on its way: a loading line).
  await expect(field(panel(page), "date")).toBeVisible();
}

export async function fillAppointment(page: Page, values: { name: string; email: string; date: string; time?: string }) {
  const form = panel(page);
  await field(form, "name").fill(values.name);
  await field(form, "email").fill(values.email);
  await field(form, "service").selectOption("Project Management");
  await field(form, "date").fill(values.date);
  // The day's free times come from Postgres (appointment_availability) once the date is chosen; a day
  // before today has none (the form refuses it before sending).
  if (values.time && values.date >= day(0)) {
    await expect(field(form, "time").locator(`option[value="${values.time}"]`)).toHaveCount(1);
    await field(form, "time").selectOption(values.time);
  }
  await field(form, "answer").fill(await answerFor(form));
}
