/**
 * dashboard_summary(): the portal's figures, computed by Postgres under the caller's RLS, equal the
 * rows they count; visitors cannot call it and authors get no submission figures.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weekdayAhead } from "./helpers/appointment-days.ts";
import { submitContact } from "./helpers/client-address.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;

beforeAll(async () => {
  stack = await startFunctionsStack();
});

afterAll(async () => {
  await stack?.close();
});

interface Summary {
  new_submissions: number | null;
  upcoming_appointments: number | null;
  pending_posts: number;
  resources: number;
  partners: number;
  services: number;
  recent: { type: string; detail: string; title: string | null; at: string }[];
}

const count = async (sql: string) => Number((await stack.supabase.emulator.context.db.query<{ n: string }>(`select count(*)::text n from ${sql}`)).rows[0]?.n);

describe("dashboard_summary", () => {
  it("gives editors the real counts of what they manage, and the latest events newest first", async () => {
    const day = weekdayAhead(9);
    await submitContact(stack.anon(), { kind: "message", name: "Dash", email: `dash-${randomUUID().slice(0, 6)}@example.com`, subject: "Dashboard check", message: "Hi" });
    await submitContact(stack.anon(), { kind: "appointment", name: "Appt", email: `appt-${randomUUID().slice(0, 6)}@example.com`, service: "Other", appointment_date: day, appointment_time: "04:00 PM" });
    const editor = await stack.userClient("editor");
    const { data, error } = await editor.rpc("dashboard_summary");
    expect(error).toBeNull();
    const summary = data as Summary;
    expect(summary).toMatchObject({
      new_submissions: await count("public.contact_submissions where status = 'new'"),
      upcoming_appointments: await count(
        "public.contact_submissions where kind = 'appointment' and appointment_status <> 'declined' and appointment_date >= (now() at time zone 'America/Toronto')::date",
      ),
      pending_posts: await count("public.blog_posts where status = 'pending'"),
      resources: await count("public.resources"),
      partners: await count("public.partners"),
      services: await count("public.services"),
    });
    expect(summary.new_submissions).toBeGreaterThanOrEqual(2);
    expect(summary.upcoming_appointments).toBeGreaterThanOrEqual(1);
    expect(summary.recent[0]).toMatchObject({ type: "submission", detail: "appointment" });
    const times = summary.recent.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives authors no submission figures or events, and refuses visitors", async () => {
    const author = await stack.userClient("author");
    const summary = (await author.rpc("dashboard_summary")).data as Summary;
    expect(summary.new_submissions).toBeNull();
    expect(summary.upcoming_appointments).toBeNull();
    expect(summary.recent.filter((e) => e.type === "submission")).toEqual([]);
    expect((await stack.anon().rpc("dashboard_summary")).error).not.toBeNull();
  });
});
