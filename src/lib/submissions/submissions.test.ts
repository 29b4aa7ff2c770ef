import { describe, expect, it, vi } from "vitest";
import { appointmentAvailability, freeSlots } from "./appointment-availability";
import { classifyInsertError } from "./classify-insert-error";
import type { DbError, SubmissionsClient } from "./client";
import type { MessageFields } from "./kinds";
import { submit } from "./submit";
import { toFormData } from "./to-form-data";
import { toRow } from "./to-row";

/**
 * A fake of the submit_contact function: the primary-key and slot uniqueness of the table, and the
 * server's honeypot (a filled one is answered as stored, and nothing is stored).
 */
function fakeClient(opts: { failNext?: "network-after-store" | "network-before-store"; error?: DbError; status?: number } = {}) {
  const rows = new Map<string, Record<string, unknown>>();
  let failNext = opts.failNext;
  const calls: { submission: Record<string, unknown>; website: string | null }[] = [];
  const submitContact = async (args: { submission: Record<string, unknown>; website: string | null }) => {
    calls.push(args);
    if (opts.error) return { error: opts.error, status: opts.status };
    if (failNext === "network-before-store") {
      failNext = undefined;
      return { error: { code: "", message: "TypeError: Failed to fetch" }, status: 0 };
    }
    if (args.website?.trim()) return { error: null, status: 204 };
    const id = String(args.submission.id);
    if (!rows.has(id)) rows.set(id, args.submission);
    if (failNext === "network-after-store") {
      failNext = undefined;
      return { error: { code: "", message: "TypeError: Failed to fetch" }, status: 0 };
    }
    return { error: null, status: 204 };
  };
  const client = {
    rpc: async (fn: string, args: Record<string, unknown>) => {
      if (fn === "submit_contact") return submitContact(args as { submission: Record<string, unknown>; website: string | null });
      // appointment_availability: 2 January has two taken slots and the afternoon closed; 3 January is closed.
      const slot = (date: string, time: string, refusal: string | null) => ({ slot_date: date, slot_time: time, starts_at: `${date}T14:00:00Z`, refusal });
      return {
        data: [
          slot("2030-01-02", "09:00 AM", "booked"), slot("2030-01-02", "10:00 AM", null), slot("2030-01-02", "11:00 AM", "booked"),
          slot("2030-01-02", "02:00 PM", "closed"), slot("2030-01-03", "09:00 AM", "closed"), slot("2030-01-03", "26:00 PM", null),
        ],
        error: null,
      };
    },
  } as SubmissionsClient;
  return { client, rows, calls };
}

const message: MessageFields = { name: " Ada ", email: "ada@example.com", subject: "Hello", message: "Hi there", phone: "" };

describe("submit", () => {
  it("stores the row with the given id through submit_contact, without forwarding when no form endpoint is set", async () => {
    const { client, rows, calls } = fakeClient();
    const result = await submit("message", message, { id: "id-1", client, formEndpoint: null });
    expect(result).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.website).toBeNull();
    expect(rows.get("id-1")).toEqual({
      id: "id-1",
      kind: "message",
      name: "Ada",
      email: "ada@example.com",
      phone: null,
      subject: "Hello",
      message: "Hi there",
      language: "en",
    });
  });

  it("stores the language the visitor writes in, so the reply can be written in it", async () => {
    const { client, rows } = fakeClient();
    await submit("message", message, { id: "id-ar", client, formEndpoint: null, language: "ar" });
    expect(rows.get("id-ar")).toMatchObject({ language: "ar" });
  });

  it("is idempotent: a retry after a lost answer stores nothing twice and succeeds", async () => {
    const { client, rows, calls } = fakeClient({ failNext: "network-after-store" });
    const first = await submit("message", message, { id: "id-2", client, formEndpoint: null });
    expect(first).toMatchObject({ ok: false, reason: "network" });
    const retry = await submit("message", message, { id: "id-2", client, formEndpoint: null });
    expect(retry).toEqual({ ok: true });
    expect(calls.map((c) => c.submission.id)).toEqual(["id-2", "id-2"]);
    expect(rows.size).toBe(1);
  });

  it("leaves a filled honeypot to the server to judge and forwards nothing", async () => {
    const { client, rows, calls } = fakeClient();
    const fetchSpy = vi.fn<typeof fetch>();
    const result = await submit("message", message, {
      id: "id-3",
      client,
      honeypot: "http://spam.example",
      formEndpoint: "https://forms.example/f",
      fetch: fetchSpy,
    });
    expect(result).toEqual({ ok: true });
    expect(calls.map((c) => c.website)).toEqual(["http://spam.example"]);
    expect(rows.size).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("forwards a multipart POST accepting JSON to the form endpoint after storing", async () => {
    const { client, rows } = fakeClient();
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    const result = await submit("message", message, { id: "id-4", client, formEndpoint: "https://forms.example/f", fetch: fetchSpy });
    expect(result).toEqual({ ok: true });
    expect(rows.size).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://forms.example/f");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    const body = init?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: " Ada ",
      email: "ada@example.com",
      phone: "",
      subject: "Hello",
      message: "Hi there",
    });
  });

  it("maps a non-ok answer of the form service to rejected and a thrown fetch to network", async () => {
    const { client } = fakeClient();
    const notOk = await submit("message", message, {
      id: "id-5",
      client,
      formEndpoint: "https://forms.example/f",
      fetch: async () => new Response("no", { status: 500 }),
    });
    expect(notOk).toMatchObject({ ok: false, reason: "rejected" });
    const offline = await submit("message", message, {
      id: "id-6",
      client,
      formEndpoint: "https://forms.example/f",
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(offline).toMatchObject({ ok: false, reason: "network" });
  });

  it("maps a taken slot, the rate limit and a CHECK violation to their reasons", async () => {
    const slot = fakeClient({
      error: {
        code: "23505",
        message: 'duplicate key value violates unique constraint "contact_submissions_appointment_slot_key"',
      },
      status: 409,
    });
    const appointment = {
      name: "Ada",
      email: "ada@example.com",
      service: "Other",
      date: "2030-01-02",
      time: "09:00 AM",
    } as const;
    expect(await submit("appointment", appointment, { id: "a", client: slot.client, formEndpoint: null })).toMatchObject({
      ok: false,
      reason: "slot-taken",
    });
    const limited = fakeClient({ error: { code: "PT429", message: "too many submissions" }, status: 429 });
    expect(await submit("message", message, { id: "b", client: limited.client, formEndpoint: null })).toMatchObject({
      ok: false,
      reason: "rate-limited",
    });
    const invalid = fakeClient({ error: { code: "23514", message: "violates check constraint" }, status: 400 });
    expect(await submit("message", message, { id: "c", client: invalid.client, formEndpoint: null })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("classifyInsertError", () => {
  it("counts a stored id as success, and tells refusals and other unique violations apart from it", () => {
    expect(classifyInsertError({ code: "23505", message: 'unique constraint "contact_submissions_pkey"' }, 409)).toEqual({ ok: true });
    expect(classifyInsertError({ code: "PT400", message: "one submission per request" }, 400)).toMatchObject({ reason: "rejected" });
    expect(classifyInsertError({ code: "42501", message: "row-level security" }, 401)).toMatchObject({ reason: "rejected" });
    expect(classifyInsertError({ code: "23505", message: 'unique constraint "other_key"' }, 409)).toMatchObject({ reason: "rejected" });
    expect(classifyInsertError({ code: "", message: "TypeError: Failed to fetch" }, 0)).toMatchObject({ reason: "network" });
  });
});

describe("rows and payloads", () => {
  it("maps quote and referral fields to the table's columns and the spec's form fields", () => {
    const quote = {
      name: "Bo",
      email: "bo@example.com",
      businessName: "Bo's",
      selectedPackage: "premium",
      discountApplied: 15,
      projectDetails: "",
    } as const;
    expect(toRow("quote", quote, "q")).toEqual({
      id: "q",
      kind: "quote",
      name: "Bo",
      email: "bo@example.com",
      phone: null,
      business_name: "Bo's",
      selected_package: "premium",
      discount_applied: 15,
      project_details: null,
    });
    expect(Object.fromEntries(toFormData("quote", quote).entries())).toMatchObject({
      form_type: "website_package",
      selected_package: "premium",
      package: "premium",
      discount_applied: "15",
    });
    const referral = { referrerName: "A", referrerEmail: "a@example.com", refereeName: "B", refereeEmail: "b@example.com" };
    expect(toRow("referral", referral, "r")).toEqual({
      id: "r",
      kind: "referral",
      referrer_name: "A",
      referrer_email: "a@example.com",
      referee_name: "B",
      referee_email: "b@example.com",
    });
    expect(Object.fromEntries(toFormData("referral", referral).entries())).toEqual({
      form_type: "referral",
      referrer_name: "A",
      referrer_email: "a@example.com",
      referee_name: "B",
      referee_email: "b@example.com",
    });
  });
});

describe("appointment availability", () => {
  it("reads the RPC by day, keeps only the site's slots, and leaves the free ones of a date", async () => {
    const { client } = fakeClient();
    const days = await appointmentAvailability("2030-01-01", "2030-01-31", { client });
    expect(Object.keys(days)).toEqual(["2030-01-02", "2030-01-03"]);
    expect(days["2030-01-03"]).toEqual([{ date: "2030-01-03", time: "09:00 AM", startsAt: "2030-01-03T14:00:00Z", refusal: "closed" }]);
    expect(freeSlots(days, "2030-01-02").map((slot) => slot.time)).toEqual(["10:00 AM"]);
    expect(freeSlots(days, "2030-01-03")).toEqual([]);
    expect(freeSlots(days, "2030-01-04")).toEqual([]);
  });
});
