/**
 * Appointments in Postgres (issue 28; decision 0036; migrations 20261128120001–3), through supabase-js
 * and SQL, on PGlite and on the Postgres server, written as attacks where a rule refuses something:
 *
 *   * availability: closed periods (admins only) and the weekly booking hours decide what is offered,
 *     and a booking outside them is refused whatever the client sends; times are timestamptz in
 *     Toronto, tested on the Sunday the clocks change;
 *   * manage links: single-purpose, hashed, expiring tokens cancel or move one appointment; a wrong,
 *     used or replayed token is refused, and an address that keeps trying is stopped (429);
 *   * reminders: queued once for a confirmed appointment 24 hours ahead (the clock given), never for
 *     a cancelled, declined or unconfirmed one;
 *   * staff feeds: a private, revocable token lists the confirmed appointments.
 */
import { createHash, randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firmDay, firmInstant } from "../../src/lib/date-time.ts";
import { weekdays } from "./helpers/appointment-days.ts";
import { clientFrom, newClientAddress, submitContact } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("appointment-rules");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

/** The next Sunday the clocks change in Toronto (the second Sunday of March or the first of November). */
function nextDstSunday(): string {
  const today = firmDay();
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const candidates = [
      [year, 2, 8],
      [year, 10, 1],
    ].map(([y, month, first]) => {
      const day = new Date(Date.UTC(y!, month!, first!));
      while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
      return day.toISOString().slice(0, 10);
    });
    const next = candidates.find((day) => day > today);
    if (next) return next;
  }
}

describe.each(BACKENDS)("appointment rules on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  const nextDay = weekdays(3);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => s.emulator.context.db.query<T>(text, params);

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
  });
  afterAll(async () => {
    await s?.close();
  });

  async function staff(role: "admin" | "editor" | "author" | undefined): Promise<SupabaseClient> {
    const email = `${role ?? "member"}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    expect((await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} })).error).toBeNull();
    const client = createClient(s.url, s.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return client;
  }

  async function book(date: string, time = "10:00 AM", fields: Record<string, unknown> = {}) {
    const id = randomUUID();
    const { error } = await submitContact(clientFrom(s.url, s.anonKey), {
      id, kind: "appointment", name: "Layla", email: `layla-${id.slice(0, 6)}@example.com`, service: "Project Management",
      appointment_date: date, appointment_time: time, language: "ar", ...fields,
    });
    return { id, error };
  }

  async function row(id: string) {
    const { rows } = await sql<{ appointment_status: string; appointment_date: string; appointment_time: string; appointment_starts_at: Date; appointment_sequence: number; status: string }>(
      "select appointment_status, appointment_date::text, appointment_time, appointment_starts_at, appointment_sequence, status from public.contact_submissions where id = $1",
      [id],
    );
    return rows[0]!;
  }

  async function availability(date: string): Promise<Record<string, string | null>> {
    const { data, error } = await clientFrom(s.url, s.anonKey).rpc("appointment_availability", { from_date: date, to_date: date });
    expect(error).toBeNull();
    return Object.fromEntries((data as { slot_time: string; refusal: string | null }[]).map((slot) => [slot.slot_time, slot.refusal]));
  }

  /** A manage token as the mail worker issues it (service role). */
  async function token(id: string): Promise<string> {
    const { data, error } = await service.rpc("issue_appointment_token", { appointment: id });
    expect(error).toBeNull();
    return data as string;
  }

  describe("availability", () => {
    it("offers the weekly hours and refuses a booking outside them, in the past or beyond the horizon, whatever the client sends", async () => {
      const monday = nextDay();
      expect(Object.values(await availability(monday))).toEqual([null, null, null, null, null, null]);
      const saturday = new Date(`${monday}T12:00:00Z`);
      saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7));
      const sat = saturday.toISOString().slice(0, 10);
      const sunday = new Date(saturday.getTime() + 86_400_000).toISOString().slice(0, 10);
      // Saturday 10:00–14:00: 10 and 11 o'clock; Sunday closed.
      expect(await availability(sat)).toEqual({ "09:00 AM": "hours", "10:00 AM": null, "11:00 AM": null, "02:00 PM": "hours", "03:00 PM": "hours", "04:00 PM": "hours" });
      expect(new Set(Object.values(await availability(sunday)))).toEqual(new Set(["hours"]));

      for (const [date, time] of [[sunday, "10:00 AM"], [sat, "02:00 PM"], [sat, "09:00 AM"]] as const) {
        const { error } = await book(date, time);
        expect(error, `${date} ${time}`).toMatchObject({ code: "23514", message: expect.stringContaining("takes no appointment at that time (hours)") });
      }
      expect((await book(sat, "10:00 AM")).error).toBeNull();
      const far = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
      expect((await book(far)).error).toMatchObject({ code: "23514" });
      // Not even the service role stores one outside the hours.
      const direct = await service.from("contact_submissions").insert({ kind: "appointment", name: "X", email: "x@example.com", service: "Other", appointment_date: sunday, appointment_time: "10:00 AM" });
      expect(direct.error?.code).toBe("23514");
    });

    it("lets admins close a period in the portal: its days are not offered and a booking in it is refused, by the form or directly", async () => {
      const day = nextDay();
      const admin = await staff("admin");
      const closed = await admin
        .from("booking_closures")
        .insert({ starts_at: firmInstant(day).toISOString(), ends_at: firmInstant(day, 24 * 60).toISOString(), reason: "Holiday" })
        .select("id")
        .single();
      expect(closed.error).toBeNull();
      expect(new Set(Object.values(await availability(day)))).toEqual(new Set(["closed"]));
      expect((await book(day, "09:00 AM")).error).toMatchObject({ code: "23514", message: expect.stringContaining("(closed)") });
      const direct = await service.from("contact_submissions").insert({ kind: "appointment", name: "X", email: "x@example.com", service: "Other", appointment_date: day, appointment_time: "03:00 PM" });
      expect(direct.error?.code).toBe("23514");
      const { rows } = await sql<{ n: number }>("select count(*)::int n from public.contact_submissions where appointment_date = $1", [day]);
      expect(rows[0]!.n).toBe(0);

      // An afternoon only: the morning stays open.
      const other = nextDay();
      expect((await admin.from("booking_closures").insert({ starts_at: firmInstant(other, 12 * 60).toISOString(), ends_at: firmInstant(other, 18 * 60).toISOString() })).error).toBeNull();
      expect(await availability(other)).toEqual({ "09:00 AM": null, "10:00 AM": null, "11:00 AM": null, "02:00 PM": "closed", "03:00 PM": "closed", "04:00 PM": "closed" });

      // Removing the closure offers the day again.
      expect((await admin.from("booking_closures").delete().eq("id", closed.data!.id)).error).toBeNull();
      expect(Object.values(await availability(day))).toEqual([null, null, null, null, null, null]);
      // The audit log has the admin's insert and delete.
      const { rows: audit } = await sql<{ action: string }>("select action from public.audit_log where table_name = 'booking_closures' and row_id = $1 order by id", [closed.data!.id]);
      expect(audit.map((a) => a.action)).toEqual(["insert", "delete"]);
    });

    it("refuses closures from editors, authors, visitors and anonymous callers, and hides them from visitors", async () => {
      const day = nextDay();
      const span = { starts_at: firmInstant(day).toISOString(), ends_at: firmInstant(day, 24 * 60).toISOString() };
      for (const client of [await staff("editor"), await staff("author"), await staff(undefined), clientFrom(s.url, s.anonKey)]) {
        const { error } = await client.from("booking_closures").insert(span);
        expect(error?.code).toMatch(/42501/);
      }
      const admin = await staff("admin");
      const { data } = await admin.from("booking_closures").insert({ ...span, reason: "Private reason" }).select("id").single();
      for (const client of [await staff("author"), clientFrom(s.url, s.anonKey)]) {
        expect((await client.from("booking_closures").select("*")).data ?? []).toEqual([]);
        expect((await client.from("booking_closures").update({ reason: "x" }).eq("id", data!.id).select("id")).data ?? []).toEqual([]);
        expect((await client.from("booking_closures").delete().eq("id", data!.id).select("id")).data ?? []).toEqual([]);
      }
      expect((await (await staff("editor")).from("booking_closures").delete().eq("id", data!.id).select("id")).data ?? []).toEqual([]);
      expect((await (await staff("editor")).from("booking_closures").select("reason").eq("id", data!.id)).data).toEqual([{ reason: "Private reason" }]);
      // The booking hours are the sync's to set: nobody through the API but the service role.
      for (const client of [admin, clientFrom(s.url, s.anonKey)]) {
        expect((await client.rpc("set_booking_hours", { hours: { 7: ["09:00", "17:00"] } })).error?.code).toBe("42501");
        expect((await client.from("booking_hours").delete().eq("weekday", 1).select("weekday")).error?.code).toBe("42501");
      }
    });

    it("stores the slot as the Toronto moment, right on the Sunday the clocks change", async () => {
      const sunday = nextDstSunday();
      const saturday = new Date(Date.parse(`${sunday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // Sundays take appointments for this test; the DST Sunday may lie beyond the usual horizon.
      await sql("update public.appointment_settings set booking_horizon = interval '400 days'");
      expect((await service.rpc("set_booking_hours", { hours: { 6: ["09:00", "18:00"], 7: ["09:00", "18:00"] } })).error).toBeNull();
      try {
        const before = await book(saturday, "09:00 AM");
        const on = await book(sunday, "09:00 AM");
        expect(before.error).toBeNull();
        expect(on.error).toBeNull();
        const offsets = [(await row(before.id)).appointment_starts_at, (await row(on.id)).appointment_starts_at].map((at) => at.toISOString());
        expect(offsets).toEqual([firmInstant(saturday, 9 * 60).toISOString(), firmInstant(sunday, 9 * 60).toISOString()]);
        // 9:00 in Toronto is 13:00 UTC in summer time and 14:00 in winter: the two days differ by one clock hour.
        const hours = offsets.map((at) => new Date(at).getUTCHours());
        expect(sunday.slice(5, 7) === "03" ? hours : hours.reverse()).toEqual([14, 13]);
        const { rows } = await sql<{ local: string }>(
          "select to_char(appointment_starts_at at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI') as local from public.contact_submissions where id = $1",
          [on.id],
        );
        expect(rows[0]!.local).toBe(`${sunday} 09:00`);
      } finally {
        expect((await service.rpc("set_booking_hours", { hours: { 1: ["09:00", "18:00"], 2: ["09:00", "18:00"], 3: ["09:00", "18:00"], 4: ["09:00", "18:00"], 5: ["09:00", "18:00"], 6: ["10:00", "14:00"] } })).error).toBeNull();
        await sql("update public.appointment_settings set booking_horizon = interval '180 days'");
      }
    });
  });

  describe("manage links", () => {
    it("cancel once: the slot is free at once, the change is queued for the visitor and the firm and logged; the link then works no more", async () => {
      const day = nextDay();
      const { id } = await book(day, "02:00 PM");
      await sql("update public.contact_submissions set status = 'read' where id = $1", [id]);
      const link = await token(id);
      const visitor = clientFrom(s.url, s.anonKey);
      const shown = await visitor.rpc("manage_appointment", { token: link });
      expect(shown.data).toMatchObject({ status: "requested", date: day, time: "02:00 PM", service: "Project Management", language: "ar" });
      expect((await availability(day))["02:00 PM"]).toBe("booked");

      expect((await visitor.rpc("cancel_appointment", { token: link })).data).toEqual({ status: "cancelled", language: "ar" });
      expect(await row(id)).toMatchObject({ appointment_status: "cancelled", appointment_sequence: 1, status: "new" });
      expect((await availability(day))["02:00 PM"]).toBeNull();
      const { rows: outbox } = await sql<{ kind: string; sequence: number }>("select kind, sequence from public.mail_outbox where submission_id = $1 and kind like 'cancellation%' order by kind", [id]);
      expect(outbox).toEqual([{ kind: "cancellation", sequence: 1 }, { kind: "cancellation_notice", sequence: 1 }]);
      const { rows: audit } = await sql<{ actor_role: string; after: Record<string, unknown> }>(
        "select actor_role, after from public.audit_log where table_name = 'contact_submissions' and row_id = $1 order by id desc limit 1",
        [id],
      );
      expect(audit[0]).toMatchObject({ actor_role: "anon", after: { appointment_status: "cancelled", appointment_sequence: 1 } });

      // Replaying the link, or another one issued before the change, is refused and changes nothing.
      expect((await visitor.rpc("cancel_appointment", { token: link })).data).toEqual({ error: "invalid" });
      expect((await visitor.rpc("manage_appointment", { token: link })).data).toEqual({ error: "invalid" });
      expect((await visitor.rpc("reschedule_appointment", { token: link, new_date: nextDay(), new_time: "09:00 AM" })).data).toEqual({ error: "invalid" });
      expect((await service.rpc("issue_appointment_token", { appointment: id })).error?.code).toBe("PT404");
    });

    it("moves an appointment to a free slot: the old slot is free at once, the state stays, and a taken or closed slot is refused without spending the link", async () => {
      const day = nextDay();
      const other = nextDay();
      const { id } = await book(day, "09:00 AM");
      const editor = await staff("editor");
      expect((await editor.from("contact_submissions").update({ appointment_status: "confirmed" }).eq("id", id)).error).toBeNull();
      const taken = await book(other, "11:00 AM");
      expect(taken.error).toBeNull();
      const link = await token(id);
      const visitor = clientFrom(s.url, s.anonKey);

      expect((await visitor.rpc("reschedule_appointment", { token: link, new_date: other, new_time: "11:00 AM" })).error?.code).toBe("23505");
      const sunday = new Date(`${other}T12:00:00Z`);
      sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
      expect((await visitor.rpc("reschedule_appointment", { token: link, new_date: sunday.toISOString().slice(0, 10), new_time: "11:00 AM" })).error?.code).toBe("23514");
      expect((await visitor.rpc("reschedule_appointment", { token: link, new_date: other, new_time: "10:30 AM" })).error?.code).toBe("23514");

      const moved = await visitor.rpc("reschedule_appointment", { token: link, new_date: other, new_time: "03:00 PM" });
      expect(moved.data).toMatchObject({ status: "confirmed", date: other, time: "03:00 PM", starts_at: expect.any(String) });
      expect(await row(id)).toMatchObject({ appointment_status: "confirmed", appointment_date: other, appointment_time: "03:00 PM", appointment_sequence: 1 });
      expect((await row(id)).appointment_starts_at.toISOString()).toBe(firmInstant(other, 15 * 60).toISOString());
      expect((await availability(day))["09:00 AM"]).toBeNull();
      expect((await availability(other))["03:00 PM"]).toBe("booked");
      const { rows } = await sql<{ kind: string }>("select kind from public.mail_outbox where submission_id = $1 and sequence = 1 order by kind", [id]);
      expect(rows.map((r) => r.kind)).toEqual(["reschedule", "reschedule_notice"]);
      // Spent: the same link cannot move it again.
      expect((await visitor.rpc("reschedule_appointment", { token: link, new_date: day, new_time: "09:00 AM" })).data).toEqual({ error: "invalid" });
    });

    it("refuses to move or cancel by any other way: staff and the service role cannot change the day, visitors cannot update rows", async () => {
      const { id } = await book(nextDay(), "04:00 PM");
      const admin = await staff("admin");
      for (const client of [admin, service]) {
        const { error } = await client.from("contact_submissions").update({ appointment_date: nextDay() }).eq("id", id);
        expect(error?.code).toBe("42501");
        expect((await client.from("contact_submissions").update({ appointment_status: "cancelled" }).eq("id", id)).error?.code).toBe("23514");
        expect((await client.from("contact_submissions").update({ appointment_sequence: 9 }).eq("id", id)).error?.code).toBe("42501");
      }
      expect((await clientFrom(s.url, s.anonKey).from("contact_submissions").update({ appointment_status: "cancelled" }).eq("id", id).select("id")).data ?? []).toEqual([]);
      expect((await row(id)).appointment_status).toBe("requested");
    });

    it("keeps tokens out of reach: hashed only, not readable, issued only by the worker and staff, for one appointment only, expiring when it ends", async () => {
      const first = await book(nextDay(), "10:00 AM");
      const second = await book(nextDay(), "10:00 AM");
      const link = await token(first.id);
      const { rows } = await sql<{ token_hash: string; expires_at: Date }>("select token_hash, expires_at from public.appointment_tokens where submission_id = $1", [first.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash("sha256").update(link).digest("hex"));
      expect(rows[0]!.token_hash).not.toContain(link);
      expect(rows[0]!.expires_at.toISOString()).toBe(new Date((await row(first.id)).appointment_starts_at.getTime() + 3_600_000).toISOString());
      expect(link).toMatch(/^[0-9a-f]{64}$/);

      for (const client of [clientFrom(s.url, s.anonKey), await staff(undefined), await staff("admin")]) {
        expect((await client.from("appointment_tokens").select("*")).error?.code).toBe("42501");
      }
      for (const client of [clientFrom(s.url, s.anonKey), await staff(undefined), await staff("author")]) {
        expect((await client.rpc("issue_appointment_token", { appointment: first.id })).error?.code).toBe("42501");
      }
      // The link of one appointment shows and changes that one only: nothing else can be named.
      const visitor = clientFrom(s.url, s.anonKey);
      expect((await visitor.rpc("manage_appointment", { token: link })).data).toMatchObject({ date: (await row(first.id)).appointment_date });
      expect((await row(second.id)).appointment_status).toBe("requested");
      // Expired (the appointment is over): refused.
      await sql("update public.appointment_tokens set expires_at = now() - interval '1 minute' where submission_id = $1", [first.id]);
      expect((await visitor.rpc("cancel_appointment", { token: link })).data).toEqual({ error: "invalid" });
      expect((await row(first.id)).appointment_status).toBe("requested");
    });

    it("stops an address that guesses links (429, even with a right one), while other visitors keep theirs", async () => {
      const { id } = await book(nextDay(), "11:00 AM");
      const link = await token(id);
      const address = newClientAddress();
      const guesser = clientFrom(s.url, s.anonKey, address);
      for (let i = 0; i < 10; i++) {
        const guess = randomUUID().replace(/-/g, "") + randomUUID().replace(/-/g, "");
        expect((await guesser.rpc("cancel_appointment", { token: guess })).data).toEqual({ error: "invalid" });
      }
      const stopped = await guesser.rpc("manage_appointment", { token: link });
      expect(stopped.error).toMatchObject({ code: "PT429" });
      expect((await guesser.rpc("cancel_appointment", { token: link })).error).toMatchObject({ code: "PT429" });
      // Forging X-Forwarded-For does not help: the gateway's own entry counts.
      const forged = clientFrom(s.url, s.anonKey, address, { "X-Forwarded-For": "203.0.113.9" });
      expect((await forged.rpc("manage_appointment", { token: link })).error).toMatchObject({ code: "PT429" });
      expect((await row(id)).appointment_status).toBe("requested");
      // The visitor, from their own address, still manages their appointment.
      expect((await clientFrom(s.url, s.anonKey).rpc("manage_appointment", { token: link })).data).toMatchObject({ status: "requested" });
    });
  });

  describe("reminders", () => {
    it("queues a reminder to the visitor and the firm once, 24 hours ahead of a confirmed appointment, by the clock given", async () => {
      const day = nextDay();
      const confirmed = await book(day, "09:00 AM");
      const cancelled = await book(day, "10:00 AM");
      const requested = await book(day, "11:00 AM");
      const declined = await book(day, "02:00 PM");
      const editor = await staff("editor");
      for (const id of [confirmed.id, cancelled.id]) {
        expect((await editor.from("contact_submissions").update({ appointment_status: "confirmed" }).eq("id", id)).error).toBeNull();
      }
      expect((await editor.from("contact_submissions").update({ appointment_status: "declined" }).eq("id", declined.id)).error).toBeNull();
      expect((await clientFrom(s.url, s.anonKey).rpc("cancel_appointment", { token: await token(cancelled.id) })).data).toMatchObject({ status: "cancelled" });

      const nine = firmInstant(day, 9 * 60);
      const queue = async (at: Date) => (await service.rpc("queue_appointment_reminders", { at: at.toISOString() })).data as number;
      const reminders = async () =>
        (await sql<{ submission_id: string; kind: string }>("select submission_id, kind from public.mail_outbox where kind like 'reminder%' and submission_id = any($1) order by kind", [[confirmed.id, cancelled.id, requested.id, declined.id]])).rows;

      // 25 hours ahead: not yet. 23 hours 59 minutes ahead: once. Later runs: nothing more.
      expect(await queue(new Date(nine.getTime() - 25 * 3_600_000))).toBe(0);
      expect(await reminders()).toEqual([]);
      await queue(new Date(nine.getTime() - 24 * 3_600_000 + 60_000));
      expect(await reminders()).toEqual([{ submission_id: confirmed.id, kind: "reminder" }, { submission_id: confirmed.id, kind: "reminder_notice" }]);
      await queue(new Date(nine.getTime() - 23 * 3_600_000));
      await queue(new Date(nine.getTime() - 3_600_000));
      expect(await reminders()).toHaveLength(2);
      // Not for a cancelled one, a declined one or one never confirmed, nor after the start.
      expect((await reminders()).every((r) => r.submission_id === confirmed.id)).toBe(true);

      // Only the scheduler (the service role, pg_cron as the owner) runs it.
      for (const client of [clientFrom(s.url, s.anonKey), await staff("admin")]) {
        expect((await client.rpc("queue_appointment_reminders", { at: new Date().toISOString() })).error?.code).toBe("42501");
      }
    });

    it("gives up a reminder queued before the appointment was cancelled", async () => {
      const day = nextDay();
      const { id } = await book(day, "03:00 PM");
      expect((await (await staff("editor")).from("contact_submissions").update({ appointment_status: "confirmed" }).eq("id", id)).error).toBeNull();
      await service.rpc("queue_appointment_reminders", { at: new Date(firmInstant(day, 15 * 60).getTime() - 3_600_000).toISOString() });
      expect((await clientFrom(s.url, s.anonKey).rpc("cancel_appointment", { token: await token(id) })).data).toMatchObject({ status: "cancelled" });
      const claimed = (await service.rpc("claim_mail_outbox", { batch: 100 })).data as { kind: string; submission: { id: string } }[];
      const kinds = claimed.filter((c) => c.submission.id === id).map((c) => c.kind);
      expect(kinds).toEqual(expect.arrayContaining(["cancellation", "cancellation_notice"]));
      expect(kinds).not.toContain("reminder");
      expect(kinds).not.toContain("reminder_notice");
      const { rows } = await sql<{ failed_at: Date | null; last_error: string }>("select failed_at, last_error from public.mail_outbox where submission_id = $1 and kind = 'reminder'", [id]);
      expect(rows[0]).toMatchObject({ failed_at: expect.any(Date), last_error: expect.stringContaining("no longer due") });
    });
  });

  describe("staff calendar feeds", () => {
    it("lists the confirmed appointments for an editor's token until it is revoked or the editor loses the role", async () => {
      const day = nextDay();
      const confirmed = await book(day, "09:00 AM");
      const waiting = await book(day, "10:00 AM");
      const editor = await staff("editor");
      expect((await editor.from("contact_submissions").update({ appointment_status: "confirmed" }).eq("id", confirmed.id)).error).toBeNull();
      const { data: feedToken, error } = await editor.rpc("issue_staff_calendar_token");
      expect(error).toBeNull();
      const calendarApp = clientFrom(s.url, s.anonKey);
      const feed = (await calendarApp.rpc("staff_calendar_feed", { token: feedToken })).data as { valid: boolean; appointments: { id: string }[] };
      expect(feed.valid).toBe(true);
      const ids = feed.appointments.map((a) => a.id);
      expect(ids).toContain(confirmed.id);
      expect(ids).not.toContain(waiting.id);

      expect((await editor.rpc("revoke_staff_calendar_token")).data).toBe(true);
      expect((await calendarApp.rpc("staff_calendar_feed", { token: feedToken })).data).toEqual({ valid: false });

      // A new token works; once the person is no longer an editor, it does not.
      const { data: again } = await editor.rpc("issue_staff_calendar_token");
      expect(((await calendarApp.rpc("staff_calendar_feed", { token: again })).data as { valid: boolean }).valid).toBe(true);
      const user = (await editor.auth.getUser()).data.user!;
      expect((await service.auth.admin.updateUserById(user.id, { app_metadata: { role: "author" } })).error).toBeNull();
      await sql("update public.profiles set role = 'author' where id = $1", [user.id]);
      expect((await calendarApp.rpc("staff_calendar_feed", { token: again })).data).toEqual({ valid: false });
    });

    it("gives authors, visitors and anonymous callers no feed, and keeps the tokens unreadable", async () => {
      for (const client of [await staff("author"), await staff(undefined), clientFrom(s.url, s.anonKey)]) {
        expect((await client.rpc("issue_staff_calendar_token")).error?.code).toBe("42501");
        expect((await client.from("staff_calendar_tokens").select("*")).error?.code).toBe("42501");
      }
      expect((await clientFrom(s.url, s.anonKey).rpc("staff_calendar_feed", { token: "0".repeat(64) })).data).toEqual({ valid: false });
    });
  });
});
