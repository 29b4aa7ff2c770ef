/**
 * The public forms under attack (issue 12, item 5; decision 0026; migration
 * 20261127002601_public_form_gate.sql), through supabase-js and raw HTTP the way a script would,
 * each client from its own loopback address (the address the emulator's socket sees, as Supabase's
 * gateway reports it): what a security probe did, now refused — and what real visitors keep.
 *
 *   * 50 messages from one client in under a second, varied e-mails -> 10 stored, the rest 429;
 *   * an array of 30 rows in one POST, any way in                  -> nothing stored;
 *   * no Authorization header to skip the per-session limit          -> the address limit holds;
 *   * every appointment slot of a day booked by one client           -> 2 pending per client and day;
 *   * someone else's e-mail address used to lock them out            -> the owner still submits;
 *   * a honeypot checked only in the browser                        -> the server drops the submission.
 *
 * Runs on PGlite and on the Postgres server (the harness's backends).
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionsClient } from "../../src/lib/submissions/client.ts";
import { submit } from "../../src/lib/submissions/submit.ts";
import { weekdays } from "./helpers/appointment-days.ts";
import { clientFrom, fetchFrom, newClientAddress, submitContact } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("rls-submission-limits");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

const tag = () => randomUUID().slice(0, 8);

const message = (email: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: "message",
  name: "Lim",
  email,
  subject: "Limits",
  message: "Hello",
  language: "en",
  ...over,
});

/** A weekday some weeks ahead, distinct per call (slots are unique per date and time; weekdays take appointments). */
const nextDay = weekdays(20);

const appointment = (date: string, time: string, email = `appt-${tag()}@example.com`) => ({
  id: randomUUID(),
  kind: "appointment",
  name: "Booker",
  email,
  service: "Other",
  appointment_date: date,
  appointment_time: time,
});

describe.each(BACKENDS)("public form limits on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
  });

  afterAll(async () => {
    await s?.close();
  });

  const visitor = (address?: string, headers?: Record<string, string>) => clientFrom(s.url, s.anonKey, address, headers);

  async function stored(filter: string, value: string): Promise<number> {
    const { rows } = await s.emulator.context.db.query<{ n: number }>(`select count(*)::int n from public.contact_submissions where ${filter}`, [value]);
    return rows[0]!.n;
  }

  it("stores 10 of 50 messages sent at once by one client with varied e-mails, refuses the rest with 429, whatever X-Forwarded-For it forges", async () => {
    const address = newClientAddress();
    const run = tag();
    const plain = visitor(address);
    const forged = visitor(address, { "X-Forwarded-For": "203.0.113.7" });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submitContact(i % 2 ? forged : plain, message(`flood-${run}-${i}@example.com`))),
    );
    expect(answers.filter((a) => a.error === null && a.status === 204)).toHaveLength(10);
    const refused = answers.filter((a) => a.error !== null);
    expect(refused).toHaveLength(40);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.error).toMatchObject({ code: "PT429", message: expect.stringContaining("too many submissions from this address") });
    }
    expect(await stored("email like $1", `flood-${run}-%`)).toBe(10);

    // The address the database recorded is the socket's, not the forged one.
    const { rows } = await s.emulator.context.db.query<{ client_key: string }>(
      "select distinct s.client_key from public.submission_sources s join public.contact_submissions c on c.id = s.submission_id where c.email like $1",
      [`flood-${run}-%`],
    );
    expect(rows).toEqual([{ client_key: address }]);

    // Another client is not affected.
    expect((await submitContact(visitor(), message(`flood-${run}-other@example.com`))).error).toBeNull();
  });

  it("stores nothing from one POST carrying an array of 30 rows, however it is sent", async () => {
    const run = tag();
    const rows = Array.from({ length: 30 }, (_, i) => message(`array-${run}-${i}@example.com`));

    // Straight into the table as anon: visitors may not insert at all.
    const address = newClientAddress();
    const direct = await fetchFrom(address)(`${s.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: s.anonKey, Authorization: `Bearer ${s.anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(rows),
    });
    expect(direct.status).toBe(401);
    expect(await direct.json()).toMatchObject({ code: "42501" });

    // As an anonymous session (the live chat's): no direct INSERT either, not even into its own
    // conversation (its offline message goes through submit_contact; decision 0028).
    const session = visitor();
    expect((await session.auth.signInAnonymously()).error).toBeNull();
    const asSession = await session.from("contact_submissions").insert(rows);
    expect(asSession.status).toBe(403);
    expect(asSession.error).toMatchObject({ code: "42501" });
    const conversation = await session.from("chat_conversations").insert({ status: "pending", metadata: { name: "Vera", email: "vera@example.test" } }).select("id").single();
    expect(conversation.error).toBeNull();
    const chatId = (conversation.data as { id: string }).id;
    const linked = await session.from("contact_submissions").insert(rows.slice(0, 2).map((r) => ({ ...r, chat_conversation_id: chatId })));
    expect(linked.status).toBe(403);
    expect(linked.error).toMatchObject({ code: "42501" });

    // Through the function: an array is not a submission …
    const rpcArray = await fetchFrom(address)(`${s.url}/rest/v1/rpc/submit_contact`, {
      method: "POST",
      headers: { apikey: s.anonKey, Authorization: `Bearer ${s.anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(rows.map((submission) => ({ submission }))),
    });
    expect(rpcArray.status).toBe(400);
    const wrapped = await submitContact(visitor(), rows as unknown as Record<string, unknown>);
    expect(wrapped.status).toBe(400);
    expect(wrapped.error).toMatchObject({ code: "22023", message: "a submission is one JSON object" });

    // … and a bulk call (PostgREST's multiple-objects calls, one transaction) stores none of them.
    const bulk = s.emulator.context.db.transaction(
      async (tx) => {
        for (const row of rows) await tx.query("select public.submit_contact($1::jsonb)", [JSON.stringify(row)]);
      },
      { role: "anon", claims: { role: "anon" }, headers: { "x-forwarded-for": newClientAddress() } },
    );
    await expect(bulk).rejects.toMatchObject({ code: "PT400" });

    expect(await stored("email like $1", `array-${run}-%`)).toBe(0);
  });

  it("limits a client that drops the Authorization header (no session) by its address all the same", async () => {
    const address = newClientAddress();
    const run = tag();
    const post = (row: Record<string, unknown>) =>
      fetchFrom(address)(`${s.url}/rest/v1/rpc/submit_contact`, {
        method: "POST",
        headers: { apikey: s.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify({ submission: row }),
      });
    // Half of them with an anonymous session, half without: one address, one count.
    const session = visitor(address);
    expect((await session.auth.signInAnonymously()).error).toBeNull();
    for (let i = 0; i < 5; i++) expect((await submitContact(session, message(`noauth-${run}-s${i}@example.com`))).error).toBeNull();
    for (let i = 0; i < 5; i++) expect((await post(message(`noauth-${run}-${i}@example.com`))).status).toBe(204);
    const eleventh = await post(message(`noauth-${run}-10@example.com`));
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ code: "PT429" });
    expect(await stored("email like $1", `noauth-${run}-%`)).toBe(10);
  });

  it("lets one client hold at most 2 pending slots of a day, so real visitors can still book the others", async () => {
    const date = nextDay();
    const attacker = visitor();
    expect((await submitContact(attacker, appointment(date, "09:00 AM"))).error).toBeNull();
    expect((await submitContact(attacker, appointment(date, "10:00 AM"))).error).toBeNull();
    for (const time of ["11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"]) {
      const third = await submitContact(attacker, appointment(date, time));
      expect(third.status).toBe(429);
      expect(third.error).toMatchObject({ code: "PT429", message: expect.stringContaining("too many pending appointments") });
    }
    // Another day is another day.
    expect((await submitContact(attacker, appointment(nextDay(), "09:00 AM"))).error).toBeNull();

    // A real visitor books a free slot; a taken one is still a 409 (one booking per slot).
    const real = visitor();
    expect((await submitContact(real, appointment(date, "11:00 AM"))).error).toBeNull();
    const taken = await submitContact(real, appointment(date, "09:00 AM"));
    expect(taken.status).toBe(409);
    expect(taken.error).toMatchObject({ code: "23505", message: expect.stringContaining("contact_submissions_appointment_slot_key") });

    const { data } = await service.rpc("booked_slots", { from_date: date });
    expect((data as { appointment_date: string; appointment_time: string }[]).filter((b) => b.appointment_date === date).map((b) => b.appointment_time)).toEqual([
      "09:00 AM",
      "10:00 AM",
      "11:00 AM",
    ]);

    // Once the firm declines one of the attacker's requests, that client may request another.
    expect((await service.from("contact_submissions").update({ appointment_status: "declined" }).eq("appointment_date", date).eq("appointment_time", "10:00 AM")).error).toBeNull();
    expect((await submitContact(attacker, appointment(date, "02:00 PM"))).error).toBeNull();
  });

  it("never locks the owner of an e-mail address out: a stranger's submissions with it count against the stranger's address only", async () => {
    const victim = `victim-${tag()}@example.com`;
    const attacker = visitor();
    for (let i = 0; i < 5; i++) expect((await submitContact(attacker, message(victim))).error).toBeNull();
    const sixth = await submitContact(attacker, message(` ${victim.toUpperCase()} `));
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({ code: "PT429", message: expect.stringContaining("with this e-mail address") });

    // The owner, from their own address, sends as usual (and is held to 5 an hour like anyone).
    const owner = visitor();
    for (let i = 0; i < 5; i++) expect((await submitContact(owner, message(victim, { subject: `Mine ${i}` }))).error).toBeNull();
    expect((await submitContact(owner, message(victim))).error).toMatchObject({ code: "PT429" });
    expect(await stored("email = $1 and subject like 'Mine %'", victim)).toBe(5);

    // What the old per-address limit also did: strangers cannot fill the owner's mailbox. Every
    // submission reaches the team; at most 5 acknowledgements an hour go to one address.
    const second = visitor();
    for (let i = 0; i < 5; i++) expect((await submitContact(second, message(victim))).error).toBeNull();
    const { rows } = await s.emulator.context.db.query<{ kind: string; n: number }>(
      `select o.kind, count(*)::int n from public.mail_outbox o join public.contact_submissions c on c.id = o.submission_id
        where c.email = $1 group by o.kind order by o.kind`,
      [victim],
    );
    expect(rows).toEqual([
      { kind: "acknowledgement", n: 5 },
      { kind: "notification", n: 15 },
    ]);
  });

  it("checks the honeypot on the server: a filled one is answered as stored and nothing is stored", async () => {
    const email = `honey-${tag()}@example.com`;
    const bot = visitor();
    const trapped = await submitContact(bot, message(email), "http://spam.example");
    expect(trapped).toMatchObject({ error: null, status: 204 });
    // Through the site's own code (the form passes the field's value along).
    const client = bot as unknown as SubmissionsClient;
    const fields = { name: "Bot", email, subject: "Buy", message: "Cheap things" };
    expect(await submit("message", fields, { id: randomUUID(), client, honeypot: "filled", formEndpoint: null })).toEqual({ ok: true });
    expect(await stored("email = $1", email)).toBe(0);
    // The same submission with the honeypot left empty is stored.
    expect(await submit("message", fields, { id: randomUUID(), client, honeypot: "", formEndpoint: null })).toEqual({ ok: true });
    expect(await stored("email = $1", email)).toBe(1);
  });

  it("maps the refusal to the site's rate-limited reason, and a retry of a stored id to success, stored once (src/lib/submissions/submit.ts)", async () => {
    const client = visitor() as unknown as SubmissionsClient;
    const email = `lib-${tag()}@example.com`;
    const fields = { name: "Sub", email, subject: "Lib", message: "Through the library" };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      expect(await submit("message", fields, { id, client, formEndpoint: null })).toEqual({ ok: true });
    }
    expect(await submit("message", fields, { id: randomUUID(), client, formEndpoint: null })).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(await submit("message", fields, { id: ids[0]!, client, formEndpoint: null })).toEqual({ ok: true });
    expect(await stored("email = $1", email)).toBe(5);
  });

  it("refuses a visitor's direct insert, fields only staff or the database set, and unknown fields", async () => {
    const email = `direct-${tag()}@example.com`;
    const anon = visitor();
    const direct = await anon.from("contact_submissions").insert(message(email));
    expect(direct.status).toBe(401);
    expect(direct.error).toMatchObject({ code: "42501" });
    const session = visitor();
    expect((await session.auth.signInAnonymously()).error).toBeNull();
    expect((await session.from("contact_submissions").insert(message(email))).error).toMatchObject({ code: "42501" });

    for (const field of ["status", "admin_response", "submitted_by", "appointment_status", "created_at"]) {
      const forged = await submitContact(anon, message(email, { [field]: field === "submitted_by" ? randomUUID() : "replied" }));
      expect(forged.error).toMatchObject({ code: "42501", message: `a submission cannot set ${field}` });
    }
    const unknown = await submitContact(anon, message(email, { website_url: "x" }));
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: "22023", message: "a submission has no field website_url" });
    // The table's rules still decide the rest.
    expect((await submitContact(anon, message(email, { email: "not-an-email" }))).error).toMatchObject({ code: "23514" });
    expect(await stored("email = $1", email)).toBe(0);
  });

  it("limits one session to 20 submissions an hour across addresses, and records the session itself", async () => {
    const first = visitor();
    const { data, error } = await first.auth.signInAnonymously();
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const uid = data.user!.id;
    const run = tag();
    const from = [first, ...[1, 2].map(() => visitor(undefined, { Authorization: `Bearer ${token}` }))];
    for (let i = 0; i < 20; i++) {
      expect((await submitContact(from[Math.floor(i / 8)]!, message(`session-${run}-${i}@example.com`))).error).toBeNull();
    }
    const twentyFirst = await submitContact(from[2]!, message(`session-${run}-20@example.com`));
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.error).toMatchObject({ code: "PT429", message: expect.stringContaining("from this session: at most 20") });
    expect(await stored("submitted_by = $1", uid)).toBe(20);
    // Without the session, from a fresh address, the same visitor goes through.
    expect((await submitContact(visitor(), message(`session-${run}-20@example.com`))).error).toBeNull();
  });

  it("counts an IPv6 client by its /64, and one without any address in a shared count", async () => {
    const as = (address: string | undefined, row: Record<string, unknown>) =>
      s.emulator.context.db.transaction((tx) => tx.query("select public.submit_contact($1::jsonb)", [JSON.stringify(row)]), {
        role: "anon",
        claims: { role: "anon" },
        headers: address === undefined ? {} : { "x-forwarded-for": address },
      });
    const run = tag();
    const net = `2001:db8:${randomUUID().slice(0, 4)}:1`;
    for (let i = 1; i <= 10; i++) await as(`${net}::${i.toString(16)}`, message(`v6-${run}-${i}@example.com`));
    await expect(as(`${net}::ffff`, message(`v6-${run}-11@example.com`))).rejects.toMatchObject({ code: "PT429" });
    await as(`${net.slice(0, -1)}2::1`, message(`v6-${run}-next@example.com`));
    expect(await stored("email like $1", `v6-${run}-%`)).toBe(11);

    for (let i = 0; i < 10; i++) await as(undefined, message(`noaddr-${run}-${i}@example.com`));
    await expect(as(undefined, message(`noaddr-${run}-10@example.com`))).rejects.toMatchObject({ code: "PT429" });
  });

  it("does not limit the service role, forgets submissions older than the window, and keeps addresses and limits from every API role", async () => {
    const address = newClientAddress();
    const staffImport = clientFrom(s.url, s.serviceRoleKey, address);
    for (let i = 0; i < 12; i++) expect((await submitContact(staffImport, message(`import-${tag()}@example.com`))).error).toBeNull();

    const run = tag();
    const client = visitor(address);
    for (let i = 0; i < 10; i++) expect((await submitContact(client, message(`aged-${run}-${i}@example.com`))).error).toBeNull();
    expect((await submitContact(client, message(`aged-${run}-10@example.com`))).error).toMatchObject({ code: "PT429" });
    await s.emulator.context.db.query("update public.submission_sources set created_at = now() - interval '2 hours' where client_key = $1", [address]);
    expect((await submitContact(client, message(`aged-${run}-10@example.com`))).error).toBeNull();

    const session = visitor();
    expect((await session.auth.signInAnonymously()).error).toBeNull();
    for (const who of [client, session, service]) {
      for (const table of ["submission_sources", "submission_limits"]) {
        const read = await who.from(table).select("*");
        expect(read.data).toBeNull();
        expect(read.error).toMatchObject({ code: "42501" });
      }
    }
    expect((await session.rpc("submission_client_key", { address: "192.0.2.1" })).error).toMatchObject({ code: "42501" });
  });
});
