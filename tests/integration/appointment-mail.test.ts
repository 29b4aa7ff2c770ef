/**
 * An appointment's e-mails and calendar entries end to end through the functions (issue 28; decision
 * 0036): the acknowledgement's manage link, the confirmation's .ics, the firm's notices, the reminder
 * sent exactly once by the reminders job's function on a controlled clock (none once cancelled), the
 * cancellation's .ics with the same UID and a higher SEQUENCE, the booking hours copied from
 * Contentful, and a staff member's calendar feed until it is revoked.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firmInstant } from "../../src/lib/date-time.ts";
import type { CaughtMail } from "../../scripts/lib/mail-catcher.ts";
import { weekdays } from "./helpers/appointment-days.ts";
import { parseCalendar, parseIcs } from "./helpers/calendar.ts";
import { clientFrom, submitContact } from "./helpers/client-address.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;
/** The reminders' clock: the test moves it. */
let now = new Date();
const nextDay = weekdays(4);

async function run(name: string) {
  const response = await fetch(`${stack.supabase.url}/functions/v1/${name}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${stack.supabase.serviceRoleKey}`, apikey: stack.supabase.anonKey },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const runOutbox = () => run("mail-outbox");
/** What the appointment-reminders job runs (public.scheduled_jobs), at the test's clock. */
const queueReminders = () =>
  stack.supabase.emulator.context.db.query("select public.queue_appointment_reminders($1::timestamptz)", [now.toISOString()]);
/** What the booking-hours-sync job does: call the function. */
async function syncHours() {
  const answer = await run("booking-hours-sync");
  if (answer.status !== 200) throw new Error(`booking-hours-sync answered ${answer.status}`);
}
const to = (address: string) => stack.catcher.messages().filter((m) => m.to.includes(address)).reverse();
const manageToken = (mail: CaughtMail) => /\/appointment#([0-9a-f]{64})/.exec(mail.text ?? "")?.[1];

beforeAll(async () => {
  stack = await startFunctionsStack();
  await syncHours();
  await runOutbox();
});

afterAll(async () => {
  await stack?.close();
});

describe("an appointment's e-mails", () => {
  it("acknowledges with a manage link, confirms with a calendar entry, reminds once 24 hours ahead, and cancels with the same UID", async () => {
    const day = nextDay();
    const id = randomUUID();
    const email = `layla-${id.slice(0, 6)}@example.com`;
    expect((await submitContact(clientFrom(stack.supabase.url, stack.supabase.anonKey), {
      id, kind: "appointment", name: "Layla Haddad", email, service: "Project Management", appointment_date: day, appointment_time: "10:00 AM", language: "ar",
    })).error).toBeNull();
    await runOutbox();
    const [acknowledgement] = to(email);
    expect(acknowledgement?.subject).toBe("استلمنا طلب موعدكم");
    expect(manageToken(acknowledgement!)).toBeTruthy();
    expect(acknowledgement?.attachments).toBeUndefined();

    // Staff confirm: the visitor's entry, at the booked Toronto time; the firm's own notice.
    const editor = await stack.userClient("editor");
    expect((await stack.invoke(editor, "appointment-decision", { id, decision: "confirmed" })).status).toBe(200);
    const confirmation = to(email).find((m) => m.subject === "تم تأكيد موعدكم")!;
    const request = parseCalendar(confirmation);
    expect(request).toMatchObject({ method: "REQUEST", start: `${day}T10:00:00`, tzid: "America/Toronto", sequence: 0, status: "CONFIRMED" });
    expect(request.startsAt).toBe(firmInstant(day, 10 * 60).toISOString());
    expect(confirmation.text).toContain("https://calendar.google.com/calendar/render?");
    await runOutbox();
    const notice = stack.catcher.messages().find((m) => m.to.includes("team@firm.example") && m.subject.startsWith("Appointment confirmed: Layla Haddad"));
    expect(parseCalendar(notice!)).toMatchObject({ method: "PUBLISH", uid: request.uid });

    // The reminder: nothing 25 hours ahead; one e-mail to each 23 hours ahead, however often the job runs.
    const start = firmInstant(day, 10 * 60).getTime();
    now = new Date(start - 25 * 3_600_000);
    await queueReminders();
    await runOutbox();
    expect(to(email).filter((m) => m.subject.startsWith("تذكير"))).toEqual([]);
    now = new Date(start - 23 * 3_600_000);
    for (let i = 0; i < 3; i++) {
      await queueReminders();
      await runOutbox();
    }
    const reminders = to(email).filter((m) => m.subject === "تذكير: موعدكم يقترب");
    expect(reminders).toHaveLength(1);
    expect(parseCalendar(reminders[0]!)).toMatchObject({ method: "REQUEST", uid: request.uid });
    expect(stack.catcher.messages().filter((m) => m.to.includes("team@firm.example") && m.subject.startsWith("Reminder: appointment with Layla Haddad"))).toHaveLength(1);

    // The visitor cancels with the reminder's link: a cancellation entry with the same UID and a higher SEQUENCE.
    const token = manageToken(reminders[0]!)!;
    expect((await clientFrom(stack.supabase.url, stack.supabase.anonKey).rpc("cancel_appointment", { token })).data).toMatchObject({ status: "cancelled" });
    await runOutbox();
    const cancellation = to(email).find((m) => m.subject === "تم إلغاء موعدكم")!;
    const cancel = parseCalendar(cancellation);
    expect(cancel).toMatchObject({ method: "CANCEL", uid: request.uid, status: "CANCELLED", start: `${day}T10:00:00` });
    expect(cancel.sequence).toBeGreaterThan(request.sequence);
    expect(cancellation.text).not.toMatch(/\/appointment#/);
    const firmCancel = stack.catcher.messages().find((m) => m.to.includes("team@firm.example") && m.subject.startsWith("Cancelled by the visitor"));
    expect(parseCalendar(firmCancel!)).toMatchObject({ method: "CANCEL", uid: request.uid });
  });

  it("sends no reminder for a cancelled appointment, and moves one with a new entry and link", async () => {
    const day = nextDay();
    const later = nextDay();
    const id = randomUUID();
    const email = `omar-${id.slice(0, 6)}@example.com`;
    expect((await submitContact(clientFrom(stack.supabase.url, stack.supabase.anonKey), {
      id, kind: "appointment", name: "Omar", email, service: "Other", appointment_date: day, appointment_time: "03:00 PM", language: "fr",
    })).error).toBeNull();
    const editor = await stack.userClient("editor");
    expect((await stack.invoke(editor, "appointment-decision", { id, decision: "confirmed" })).status).toBe(200);
    const token = manageToken(to(email).find((m) => m.subject === "Votre rendez-vous est confirmé")!)!;
    const moved = await clientFrom(stack.supabase.url, stack.supabase.anonKey).rpc("reschedule_appointment", { token, new_date: later, new_time: "09:00 AM" });
    expect(moved.data).toMatchObject({ status: "confirmed", date: later });
    await runOutbox();
    const rescheduled = to(email).find((m) => m.subject === "Votre rendez-vous a été déplacé")!;
    expect(parseCalendar(rescheduled)).toMatchObject({ method: "REQUEST", start: `${later}T09:00:00`, sequence: 1 });
    const newToken = manageToken(rescheduled)!;
    expect(newToken).not.toBe(token);
    expect((await clientFrom(stack.supabase.url, stack.supabase.anonKey).rpc("cancel_appointment", { token: newToken })).data).toMatchObject({ status: "cancelled" });
    now = new Date(firmInstant(later, 9 * 60).getTime() - 3_600_000);
    await queueReminders();
    await runOutbox();
    expect(to(email).filter((m) => m.subject.startsWith("Rappel"))).toEqual([]);
  });
});

describe("the booking hours come from the site settings in Contentful", () => {
  it("copies the seed's appointment hours into Postgres", async () => {
    await stack.supabase.emulator.context.db.query("delete from public.booking_hours where weekday = 3");
    await syncHours();
    const { rows } = await stack.supabase.emulator.context.db.query<{ weekday: number; opens: string; closes: string }>(
      "select weekday, opens::text, closes::text from public.booking_hours order by weekday",
    );
    expect(rows).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "09:00:00", closes: "18:00:00" })),
      { weekday: 6, opens: "10:00:00", closes: "14:00:00" },
    ]);
    // Only the service role may run the sync.
    const editor = await stack.userClient("editor");
    expect((await stack.invoke(editor, "booking-hours-sync", {})).status).toBe(403);
  });
});

describe("a staff member's calendar feed", () => {
  it("serves the confirmed appointments as iCalendar to a calendar application, until revoked", async () => {
    const day = nextDay();
    const id = randomUUID();
    expect((await submitContact(clientFrom(stack.supabase.url, stack.supabase.anonKey), {
      id, kind: "appointment", name: "Feed Person", email: `feed-${id.slice(0, 6)}@example.com`, service: "Sustainability Management", appointment_date: day, appointment_time: "11:00 AM",
    })).error).toBeNull();
    const editor = await stack.userClient("editor");
    expect((await stack.invoke(editor, "appointment-decision", { id, decision: "confirmed" })).status).toBe(200);
    const { data: token } = await editor.rpc("issue_staff_calendar_token");
    const url = `${stack.supabase.url}/functions/v1/staff-calendar?token=${token as string}`;

    // A calendar application sends no session.
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const entries = parseIcs(await feed.text());
    const entry = entries.find((e) => e.uid === `appointment-${id}@site.example`);
    expect(entry).toMatchObject({ method: "PUBLISH", start: `${day}T11:00:00`, summary: "Sustainability Management: Feed Person" });

    expect((await editor.rpc("revoke_staff_calendar_token")).data).toBe(true);
    const revoked = await fetch(url);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toContain("No such calendar");
    expect((await fetch(`${stack.supabase.url}/functions/v1/staff-calendar?token=${"f".repeat(64)}`)).status).toBe(404);
  });
});
