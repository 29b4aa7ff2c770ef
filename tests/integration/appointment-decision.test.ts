/**
 * Appointments confirmed or declined by staff (edge function appointment-decision and the
 * database's rules for appointment_status), through supabase-js against the Supabase emulator and
 * the local mail catcher.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { weekdays } from "./helpers/appointment-days.ts";
import { submitContact } from "./helpers/client-address.ts";
import { parseCalendar } from "./helpers/calendar.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;

/** A free future weekday (each test books its own; the booking hours take appointments on weekdays). */
const futureDay = weekdays(randomInt(3, 20));

async function book(fields: Record<string, unknown> = {}): Promise<{ id: string; date: string; email: string }> {
  const id = randomUUID();
  const date = typeof fields.appointment_date === "string" ? fields.appointment_date : futureDay();
  const email = `amal-${id.slice(0, 6)}@example.com`;
  const { error } = await submitContact(stack.anon(), {
    id,
    kind: "appointment",
    name: "Amal <i>Haddad</i>",
    email,
    service: "Project Management",
    appointment_time: "02:00 PM",
    notes: "About our <b>programme</b>",
    language: "ar",
    ...fields,
    appointment_date: date,
  });
  expect(error).toBeNull();
  return { id, date, email };
}

async function stored(id: string) {
  const { data } = await stack.service.from("contact_submissions").select("appointment_status, appointment_decided_at").eq("id", id).single();
  return data as { appointment_status: string | null; appointment_decided_at: string | null };
}

async function bookedOn(date: string): Promise<string[]> {
  const { data, error } = await stack.anon().rpc("booked_slots", { from_date: date });
  expect(error).toBeNull();
  return (data as { appointment_date: string; appointment_time: string }[]).filter((s) => s.appointment_date === date).map((s) => s.appointment_time);
}

const decide = (client: SupabaseClient, body: unknown) => stack.invoke(client, "appointment-decision", body);

beforeAll(async () => {
  stack = await startFunctionsStack();
});

afterAll(async () => {
  await stack?.close();
});

describe("appointment decisions in the database", () => {
  it("stores every new appointment as requested: a visitor cannot send a decision, and no other path can store one", async () => {
    const forgedId = randomUUID();
    const forged = await submitContact(stack.anon(), {
      id: forgedId, kind: "appointment", name: "F", email: "f@example.com", service: "Other", appointment_date: futureDay(), appointment_time: "09:00 AM",
      appointment_status: "confirmed",
    });
    expect(forged.error).toMatchObject({ code: "42501", message: "a submission cannot set appointment_status" });
    expect((await stack.service.from("contact_submissions").select("id").eq("id", forgedId)).data).toEqual([]);

    const booked = await book();
    expect(await stored(booked.id)).toEqual({ appointment_status: "requested", appointment_decided_at: null });
    // Even a direct insert by the service role starts as requested.
    const imported = randomUUID();
    expect((await stack.service.from("contact_submissions").insert({
      id: imported, kind: "appointment", name: "I", email: "i@example.com", service: "Other", appointment_date: futureDay(), appointment_time: "11:00 AM",
      appointment_status: "confirmed", appointment_decided_at: "2020-01-01T00:00:00Z",
    })).error).toBeNull();
    expect(await stored(imported)).toEqual({ appointment_status: "requested", appointment_decided_at: null });

    const message = randomUUID();
    const { error } = await submitContact(stack.anon(), { id: message, kind: "message", name: "M", email: "m@example.com", subject: "S", message: "Hi" });
    expect(error).toBeNull();
    expect(await stored(message)).toEqual({ appointment_status: null, appointment_decided_at: null });
  });

  it("refuses visitors, signed-in non-staff and authors who try to decide an appointment directly", async () => {
    const { id } = await book();
    for (const client of [stack.anon(), await stack.userClient(undefined), await stack.userClient("author")]) {
      const { data } = await client.from("contact_submissions").update({ appointment_status: "declined" }).eq("id", id).select("id");
      expect(data ?? []).toEqual([]);
    }
    expect((await stored(id)).appointment_status).toBe("requested");
  });

  it("decides once: a confirmed appointment cannot be declined or sent back to requested", async () => {
    const { id } = await book();
    const editor = await stack.userClient("editor");
    const confirm = await editor.from("contact_submissions").update({ appointment_status: "confirmed" }).eq("id", id).select("appointment_status, appointment_decided_at");
    expect(confirm.error).toBeNull();
    expect(confirm.data?.[0]?.appointment_status).toBe("confirmed");
    expect(confirm.data?.[0]?.appointment_decided_at).toEqual(expect.any(String));
    for (const next of ["declined", "requested", null]) {
      const { error } = await editor.from("contact_submissions").update({ appointment_status: next }).eq("id", id);
      expect(error?.code).toBe("23514");
    }
    expect((await stored(id)).appointment_status).toBe("confirmed");
  });
});

describe("appointment-decision", () => {
  it("refuses callers without a session, visitors, signed-in non-staff and authors, and sends nothing", async () => {
    const { id } = await book();
    const before = stack.catcher.messages().length;
    const noAuth = await fetch(`${stack.supabase.url}/functions/v1/appointment-decision`, {
      method: "POST",
      headers: { apikey: stack.supabase.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ id, decision: "declined" }),
    });
    expect(noAuth.status).toBe(401);
    for (const client of [stack.anon(), await stack.userClient(undefined), await stack.userClient("author")]) {
      expect((await decide(client, { id, decision: "declined" })).status).toBe(403);
    }
    expect((await stored(id)).appointment_status).toBe("requested");
    expect(stack.catcher.messages()).toHaveLength(before);
  });

  it("confirms: the visitor gets an escaped e-mail in their language with the Toronto time named, a calendar entry and a manage link; the slot stays taken, a second decision is refused", async () => {
    const { id, date, email } = await book();
    const editor = await stack.userClient("editor");
    const result = await decide(editor, { id, decision: "confirmed", note: "Bring the <logframe>." });
    expect(result.status).toBe(200);
    expect(result.body.appointment).toMatchObject({ id, appointment_status: "confirmed" });
    expect((await stored(id)).appointment_status).toBe("confirmed");
    expect(await bookedOn(date)).toEqual(["02:00 PM"]);

    const mail = stack.catcher.messages().find((m) => m.to.includes(email));
    expect(mail?.subject).toBe("تم تأكيد موعدكم");
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(mail?.html).toContain("إدارة المشاريع");
    expect(mail?.html).toContain("توقيت تورونتو");
    expect(mail?.from).toBe("Northbridge Consulting Group <hello@example.com>");
    expect(mail?.text).toMatch(/فريق Northbridge Consulting Group$/);
    expect(mail?.text).toMatch(/https:\/\/site\.example\/ar\/appointment#[0-9a-f]{64}/);
    // The calendar entry, parsed back: the booked Toronto time, METHOD:REQUEST.
    const entry = parseCalendar(mail!);
    expect(entry.method).toBe("REQUEST");
    expect(entry.start).toBe(`${date}T14:00:00`);
    expect(entry.tzid).toBe("America/Toronto");
    expect(entry.uid).toBe(`appointment-${id}@site.example`);
    expect(mail?.html).toContain("Amal &lt;i&gt;Haddad&lt;/i&gt;");
    expect(mail?.html).toContain("Bring the &lt;logframe&gt;.");
    expect(mail?.html).not.toMatch(/<i>|<logframe>/);
    expect(mail?.text).toContain("Bring the <logframe>.");

    expect(await decide(editor, { id, decision: "declined" })).toMatchObject({ status: 409, body: { error: "already_decided" } });
    expect(stack.catcher.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("declines: the visitor is invited to choose another time and the slot is free again for the next visitor", async () => {
    const first = await book({ language: "fr" });
    expect(await bookedOn(first.date)).toEqual(["02:00 PM"]);
    const taken = await submitContact(stack.anon(), {
      kind: "appointment", name: "B", email: `b-${randomUUID().slice(0, 6)}@example.com`, service: "Other", appointment_date: first.date, appointment_time: "02:00 PM",
    });
    expect(taken.error?.code).toBe("23505");

    const admin = await stack.userClient("admin");
    expect((await decide(admin, { id: first.id, decision: "declined" })).status).toBe(200);
    const mail = stack.catcher.messages().find((m) => m.to.includes(first.email));
    expect(mail?.subject).toBe("Votre demande de rendez-vous n'a pas pu être acceptée");
    expect(mail?.html).toContain('href="https://site.example/fr/contact"');
    expect(mail?.text).toContain(" HE");
    expect(mail?.attachments).toBeUndefined();

    expect(await bookedOn(first.date)).toEqual([]);
    await book({ appointment_date: first.date });
    expect(await bookedOn(first.date)).toEqual(["02:00 PM"]);
  });

  it("leaves the appointment undecided and says so when the provider is down", async () => {
    const { id, email } = await book();
    const editor = await stack.userClient("editor");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await stack.setOutage(true);
    try {
      expect(await decide(editor, { id, decision: "confirmed" })).toMatchObject({ status: 502, body: { error: "send_failed" } });
    } finally {
      await stack.setOutage(false);
      logged.mockRestore();
    }
    expect(await stored(id)).toEqual({ appointment_status: "requested", appointment_decided_at: null });
    expect(stack.catcher.messages().filter((m) => m.to.includes(email))).toEqual([]);
  });

  it("refuses a bad decision, a malformed id, an unknown id and a submission that is not an appointment", async () => {
    const admin = await stack.userClient("admin");
    const { id } = await book();
    expect((await decide(admin, { id, decision: "maybe" })).status).toBe(400);
    expect((await decide(admin, { id: "x' or 1=1", decision: "confirmed" })).status).toBe(400);
    expect((await decide(admin, { id, decision: "confirmed", note: "x".repeat(2001) })).status).toBe(400);
    expect((await decide(admin, { id: randomUUID(), decision: "confirmed" })).status).toBe(404);
    const message = randomUUID();
    await submitContact(stack.anon(), { id: message, kind: "message", name: "M", email: "m2@example.com", subject: "S", message: "Hi" });
    expect((await decide(admin, { id: message, decision: "confirmed" })).status).toBe(404);
  });
});
