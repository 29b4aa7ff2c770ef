/**
 * Site analytics without cookies under attack (issue 27; decision 0039; migration
 * 20261128400001_page_views.sql), through supabase-js the way a script would, each client from its
 * own loopback address: what a visitor can do (record a view, report its engagement) and what they
 * cannot (read anything, forge a stored field, flood, inject a path or referrer, report engagement
 * while analytics are switched off), and that the
 * figures staff read are the rows stored. Runs on PGlite and on the Postgres server.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("analytics");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

const view = (path: string, over: Record<string, unknown> = {}) => ({ path, template: "home", language: "en", device: "desktop", ...over });

interface Summary {
  days: number;
  current: { views: number; visitors: number; average_seconds: number | null };
  previous: { views: number; visitors: number; average_seconds: number | null };
  pages: { path: string; views: number; visitors: number }[];
  languages: { language: string; views: number; visitors: number; converted: number }[];
}

describe.each(BACKENDS)("analytics on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let staff: SupabaseClient;
  let member: SupabaseClient;

  const visitor = (address = newClientAddress(), agent = BROWSER) => clientFrom(s.url, s.anonKey, address, { "User-Agent": agent });
  const db = <T,>(sql: string, params: unknown[] = []) => s.emulator.context.db.query<T>(sql, params);

  async function signedIn(role?: "admin" | "editor"): Promise<SupabaseClient> {
    const email = `${role ?? "member"}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    expect((await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} })).error).toBeNull();
    const client = createClient(s.url, s.anonKey, { ...noSession, global: { headers: { "User-Agent": BROWSER } } });
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return client;
  }

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
    staff = await signedIn("admin");
    member = await signedIn();
  });

  afterAll(async () => {
    await s?.close();
  });

  const viewsOf = async (path: string) =>
    (await db<{ n: number }>("select count(*)::int n from public.page_views where path = $1", [path])).rows[0]!.n;

  it("records a view with its fields and a daily visitor hash, never the address, and counts one visitor once a day", async () => {
    const address = newClientAddress();
    const path = `/hash-${randomUUID().slice(0, 8)}`;
    const a = visitor(address);
    const first = await a.rpc("record_page_view", { page: view(path, { referrer: "Search.Example.org", utm_source: "news", utm_medium: "email", utm_campaign: "autumn", language: "ar", device: "mobile" }) });
    expect(first.error).toBeNull();
    expect(typeof first.data).toBe("string");
    expect((await a.rpc("record_page_view", { page: view(path) })).error).toBeNull();
    // The same address with another browser is another visitor; so is another address.
    expect((await visitor(address, OTHER_BROWSER).rpc("record_page_view", { page: view(path) })).error).toBeNull();
    expect((await visitor().rpc("record_page_view", { page: view(path) })).error).toBeNull();

    const { rows } = await db<Record<string, unknown>>("select * from public.page_views where path = $1 order by viewed_at", [path]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ template: "home", language: "ar", referrer_host: "search.example.org", utm_source: "news", utm_medium: "email", utm_campaign: "autumn", device: "mobile" });
    expect(new Set(rows.map((r) => r.visitor_hash)).size).toBe(3);
    // The address is nowhere: not in a view, not in the rate counts.
    const everything = JSON.stringify([
      (await db("select * from public.page_views")).rows,
      (await db("select * from public.page_view_rate")).rows,
    ]);
    expect(everything).not.toContain(address);
    // One salt, today's.
    expect((await db<{ n: number }>("select count(*)::int n from public.analytics_salts")).rows[0]!.n).toBe(1);
  });

  it("deletes yesterday's salt when today's is made: yesterday's hashes cannot be recomputed", async () => {
    await db("delete from public.analytics_salts");
    await db("insert into public.analytics_salts (day, salt) values (current_date - 1, '\\x00'::bytea)");
    const path = `/salt-${randomUUID().slice(0, 8)}`;
    expect((await visitor().rpc("record_page_view", { page: view(path) })).error).toBeNull();
    const { rows } = await db<{ day: string }>("select day::text from public.analytics_salts");
    expect(rows).toEqual([{ day: (await db<{ d: string }>("select ((now() at time zone 'UTC')::date)::text d")).rows[0]!.d }]);
  });

  it("lets nobody outside the database read or change views, salts or counts through the API, staff included", async () => {
    await visitor().rpc("record_page_view", { page: view("/readable") });
    for (const who of [visitor(), member, staff]) {
      for (const table of ["page_views", "analytics_salts", "page_view_rate", "analytics_settings", "analytics_goals"]) {
        const read = await who.from(table).select("*");
        expect(read.data ?? []).toEqual([]);
        expect(read.error?.code).toBe("42501");
        const write = await who.from(table).insert({});
        expect(write.error?.code).toBe("42501");
      }
      expect((await who.from("page_views").delete().neq("path", "")).error?.code).toBe("42501");
    }
    expect(await viewsOf("/readable")).toBe(1);
  });

  it("refuses the dashboard's figures to visitors and signed-in non-staff", async () => {
    for (const who of [visitor(), member]) {
      const { data, error } = await who.rpc("analytics_summary", { days: 7 });
      expect(data).toBeNull();
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    }
  });

  it("refuses a forged stored field (time, hash, engagement, id) and an unknown field, storing nothing", async () => {
    const path = `/forged-${randomUUID().slice(0, 8)}`;
    for (const extra of [{ viewed_at: "2001-01-01T00:00:00Z" }, { visitor_hash: "0".repeat(64) }, { engaged_seconds: 1800 }, { id: randomUUID() }, { ip: "1.2.3.4" }]) {
      const { error } = await visitor().rpc("record_page_view", { page: view(path, extra) });
      expect(error?.code).toBe("22023");
    }
    expect(await viewsOf(path)).toBe(0);
  });

  it("refuses a path or referrer that could break the dashboard, and any value outside the allowed set", async () => {
    const bad: Record<string, unknown>[] = [
      view("/contact?email=someone@example.com"),
      view("/a#frag"),
      view("/<script>alert(1)</script>"),
      view("javascript:alert(1)"),
      view(`/${"a".repeat(300)}`),
      view("/ok", { referrer: "<img src=x onerror=alert(1)>" }),
      view("/ok", { referrer: "https://evil.example/path" }),
      view("/ok", { utm_campaign: "<b>x</b>" }),
      view("/ok", { utm_source: "a\u0007b" }),
      view("/ok", { utm_source: "x".repeat(101) }),
      view("/ok", { language: "de" }),
      view("/ok", { device: "fridge" }),
      view("/ok", { template: "Home Page" }),
      view("/ok", { path: 5 }),
    ];
    for (const page of bad) {
      const { error } = await visitor().rpc("record_page_view", { page });
      expect(error?.code, JSON.stringify(page)).toBe("22023");
    }
    expect(await viewsOf("/ok")).toBe(0);
  });

  it("stops a flood from one address at the per-minute limit (429), whatever X-Forwarded-For it forges; others are not affected", async () => {
    await db("update public.analytics_settings set views_per_address_per_minute = 5");
    try {
      const address = newClientAddress();
      const path = `/flood-${randomUUID().slice(0, 8)}`;
      const forged = clientFrom(s.url, s.anonKey, address, { "User-Agent": BROWSER, "X-Forwarded-For": "203.0.113.9" });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? forged : visitor(address)).rpc("record_page_view", { page: view(path) })));
      expect(answers.filter((a) => a.error === null)).toHaveLength(5);
      for (const a of answers.filter((x) => x.error !== null)) {
        expect(a.status).toBe(429);
        expect(a.error?.code).toBe("PT429");
      }
      expect(await viewsOf(path)).toBe(5);
      expect((await visitor().rpc("record_page_view", { page: view(path) })).error).toBeNull();
    } finally {
      await db("update public.analytics_settings set views_per_address_per_minute = 60");
    }
  });

  it("does not count robots or signed-in staff, but counts a signed-in visitor", async () => {
    const path = `/who-${randomUUID().slice(0, 8)}`;
    for (const agent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", ""]) {
      const { data, error } = await visitor(newClientAddress(), agent).rpc("record_page_view", { page: view(path) });
      expect(error).toBeNull();
      expect(data).toBeNull();
    }
    const own = await staff.rpc("record_page_view", { page: view(path) });
    expect(own.error).toBeNull();
    expect(own.data).toBeNull();
    expect(await viewsOf(path)).toBe(0);
    expect((await member.rpc("record_page_view", { page: view(path) })).error).toBeNull();
    expect(await viewsOf(path)).toBe(1);
  });

  it("takes an engagement time once per view, capped, and gives staff the period's figures against the previous period", async () => {
    await db("delete from public.page_views");
    const a = visitor();
    const b = visitor();
    const one = (await a.rpc("record_page_view", { page: view("/", { language: "en" }) })).data as string;
    await a.rpc("record_page_view", { page: view("/about", { template: "about", language: "en" }) });
    const two = (await b.rpc("record_page_view", { page: view("/ar", { language: "ar" }) })).data as string;
    expect((await a.rpc("record_page_engagement", { view_id: one, seconds: 40 })).error).toBeNull();
    // A second report, or another's forged one, changes nothing; a huge one is capped.
    await b.rpc("record_page_engagement", { view_id: one, seconds: 9999 });
    await b.rpc("record_page_engagement", { view_id: two, seconds: 99_999 });
    // A view of the previous 7 days (dated by the database owner: a visitor cannot).
    await db("insert into public.page_views (viewed_at, path, template, language, device, visitor_hash) values (now() - interval '10 days', '/old', 'home', 'fr', 'desktop', $1)", ["a".repeat(64)]);

    const { data, error } = await staff.rpc("analytics_summary", { days: 7 });
    expect(error).toBeNull();
    const summary = data as Summary;
    expect(summary.current).toEqual({ views: 3, visitors: 2, average_seconds: Math.round((40 + 1800) / 2), goals: 0, converted: 0, conversion_rate: 0 });
    expect(summary.previous).toEqual({ views: 1, visitors: 1, average_seconds: null, goals: 0, converted: 0, conversion_rate: 0 });
    expect(summary.languages).toEqual([
      { language: "en", views: 2, visitors: 1, converted: 0 },
      { language: "ar", views: 1, visitors: 1, converted: 0 },
    ]);
    expect(summary.pages.map((p) => p.path).sort()).toEqual(["/", "/about", "/ar"]);
    expect((await staff.rpc("analytics_summary", { days: 3 })).error?.code).toBe("22023");
  });

  it("stores no engagement time while analytics are switched off, even for a view recorded before, and stores it again once switched on", async () => {
    const a = visitor();
    const path = `/switch-${randomUUID().slice(0, 8)}`;
    const id = (await a.rpc("record_page_view", { page: view(path) })).data as string;
    expect(typeof id).toBe("string");
    const engaged = async () =>
      (await db<{ engaged_seconds: number | null }>("select engaged_seconds from public.page_views where id = $1", [id])).rows[0]!.engaged_seconds;
    await db("update public.analytics_settings set enabled = false");
    try {
      // The visitor's report is accepted (nothing tells a script the switch is off) and changes nothing.
      expect((await a.rpc("record_page_engagement", { view_id: id, seconds: 120 })).error).toBeNull();
      expect(await engaged()).toBeNull();
    } finally {
      await db("update public.analytics_settings set enabled = true");
    }
    expect((await a.rpc("record_page_engagement", { view_id: id, seconds: 120 })).error).toBeNull();
    expect(await engaged()).toBe(120);
  });
});
