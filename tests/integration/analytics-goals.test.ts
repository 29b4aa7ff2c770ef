/**
 * Site analytics goals, country and the dashboard's full figures, under attack (issue 27; decision
 * 0039; migration 20261128402701_analytics_goals.sql), through supabase-js as the site and a script
 * would, each visitor from its own loopback address. Runs on PGlite and on the Postgres server.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("analytics-goals");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const view = (path: string, over: Record<string, unknown> = {}) => ({ path, template: "home", language: "en", device: "desktop", ...over });
const message = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: "message",
  name: "Goal",
  email: `goal-${randomUUID().slice(0, 8)}@example.com`,
  subject: "Hello",
  message: "Hello",
  language: "en",
  ...over,
});

interface Row { views?: number; visitors: number; converted?: number }
interface Summary {
  language: string | null;
  current: { views: number; visitors: number; goals: number; converted: number; conversion_rate: number | null };
  previous: { views: number; visitors: number; goals: number; converted: number; conversion_rate: number | null };
  daily: { day: string; views: number; visitors: number }[];
  pages: ({ path: string } & Row)[];
  languages: ({ language: string } & Row)[];
  sources: ({ source: string } & Row)[];
  campaigns: ({ utm_source: string; utm_medium: string; utm_campaign: string } & Row)[];
  devices: ({ device: string } & Row)[];
  countries: ({ country: string } & Row)[];
  goals: { goal: string; completions: number; visitors: number; rate: number | null }[];
  goal_pages: { path: string; completions: number; visitors: number }[];
}

describe.each(BACKENDS)("analytics goals on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;
  let staff: SupabaseClient;
  let member: SupabaseClient;

  const visitor = (address = newClientAddress(), headers: Record<string, string> = {}) =>
    clientFrom(s.url, s.anonKey, address, { "User-Agent": BROWSER, ...headers });
  const db = <T,>(sql: string, params: unknown[] = []) => s.emulator.context.db.query<T>(sql, params);
  const goals = async () => (await db<Record<string, unknown>>("select * from public.analytics_goals order by occurred_at")).rows;
  const submissions = async (email: string) =>
    (await db<{ n: number }>("select count(*)::int n from public.contact_submissions where email = $1 or referrer_email = $1", [email])).rows[0]!.n;

  async function signedIn(role?: "admin"): Promise<SupabaseClient> {
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

  beforeEach(async () => {
    await db("delete from public.analytics_goals");
    await db("delete from public.page_views");
    await db("delete from public.analytics_daily");
    await db("update public.analytics_settings set enabled = true, rolled_through = null, raw_days = 90");
  });

  afterAll(async () => {
    await s?.close();
  });

  it("records each goal kind with the visitor's day hash, language and last page — no submission id, e-mail or address", async () => {
    const address = newClientAddress();
    const a = visitor(address);
    expect((await a.rpc("record_page_view", { page: view("/fr/contact", { language: "fr", template: "contact" }) })).error).toBeNull();
    const hash = (await db<{ visitor_hash: string }>("select visitor_hash from public.page_views")).rows[0]!.visitor_hash;

    const contact = message({ language: "fr" });
    expect((await a.rpc("submit_contact", { submission: contact })).error).toBeNull();
    const quote = { id: randomUUID(), kind: "quote", name: "Q", email: "q@example.com", selected_package: "professional", discount_applied: 15, business_name: "Q Inc", language: "ar" };
    expect((await a.rpc("submit_contact", { submission: quote })).error).toBeNull();
    const referral = { id: randomUUID(), kind: "referral", referrer_name: "R", referrer_email: "r@example.com", referee_name: "F", referee_email: "f@example.com", language: "ru" };
    expect((await a.rpc("submit_contact", { submission: referral })).error).toBeNull();
    // A live chat started by an anonymous session of the same browser.
    const chatter = visitor(address);
    expect((await chatter.auth.signInAnonymously()).error).toBeNull();
    expect((await chatter.from("chat_conversations").insert({ status: "pending", metadata: { name: "Vera", email: "vera@example.test" } })).error).toBeNull();

    const rows = await goals();
    expect(rows.map((g) => [g.goal, g.language, g.path, g.visitor_hash])).toEqual([
      ["contact", "fr", "/fr/contact", hash],
      ["quote", "ar", "/fr/contact", hash],
      ["referral", "ru", "/fr/contact", hash],
      ["chat", "fr", "/fr/contact", hash],
    ]);
    const stored = JSON.stringify(rows);
    for (const secret of [address, contact.id, contact.email, quote.id, "q@example.com", "r@example.com", "vera@example.test"]) {
      expect(stored).not.toContain(secret);
    }
    expect(Object.keys(rows[0]!).sort()).toEqual(["goal", "id", "language", "occurred_at", "path", "visitor_hash"]);
  });

  it("records no goal for staff, robots, Do-Not-Track, Global Privacy Control, or analytics switched off — and the submission is stored all the same", async () => {
    const cases: [string, SupabaseClient][] = [
      ["robot", visitor(newClientAddress(), { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })],
      ["dnt", visitor(newClientAddress(), { DNT: "1" })],
      ["gpc", visitor(newClientAddress(), { "Sec-GPC": "1" })],
      ["staff", staff],
    ];
    for (const [name, who] of cases) {
      const row = message();
      expect((await who.rpc("submit_contact", { submission: row })).error, name).toBeNull();
      expect(await submissions(row.email), name).toBe(1);
      // Their page views are not counted either.
      const recorded = await who.rpc("record_page_view", { page: view("/") });
      expect(recorded.error, name).toBeNull();
      expect(recorded.data, name).toBeNull();
    }
    await db("update public.analytics_settings set enabled = false");
    const off = visitor();
    const row = message();
    expect((await off.rpc("submit_contact", { submission: row })).error).toBeNull();
    expect(await submissions(row.email)).toBe(1);
    expect((await off.rpc("record_page_view", { page: view("/") })).data).toBeNull();
    expect(await goals()).toEqual([]);
    expect((await db<{ n: number }>("select count(*)::int n from public.page_views")).rows[0]!.n).toBe(0);
  });

  it("counts a chat's offline message as one goal, the chat — not also a contact — while the inbox still gets the message", async () => {
    const address = newClientAddress();
    expect((await visitor(address).rpc("record_page_view", { page: view("/services", { template: "services" }) })).error).toBeNull();
    // What the chat widget's "leave a message" does (use-visitor-chat.ts): a conversation, its first
    // message, and the message filed in the inbox linked to the conversation.
    const chatter = visitor(address);
    expect((await chatter.auth.signInAnonymously()).error).toBeNull();
    const conversation = await chatter
      .from("chat_conversations")
      .insert({ status: "pending", metadata: { name: "Omid", email: "omid@example.test", page: "/services", language: "fa" } })
      .select("id")
      .single();
    expect(conversation.error).toBeNull();
    const id = (conversation.data as { id: string }).id;
    expect((await chatter.from("chat_messages").insert({ conversation_id: id, content: "Call me back", sender_type: "user", client_id: randomUUID() })).error).toBeNull();
    const left = message({ language: "fa", chat_conversation_id: id });
    expect((await chatter.rpc("submit_contact", { submission: left })).error).toBeNull();

    expect((await db<{ n: number }>("select count(*)::int n from public.contact_submissions where chat_conversation_id = $1", [id])).rows[0]!.n).toBe(1);
    expect((await goals()).map((g) => [g.goal, g.language, g.path])).toEqual([["chat", "fa", "/services"]]);
    // A message from the contact form is still the contact goal.
    expect((await chatter.rpc("submit_contact", { submission: message() })).error).toBeNull();
    expect((await goals()).map((g) => g.goal)).toEqual(["chat", "contact"]);
  });

  it("lets nobody read, write, or call their way into goals through the API, staff included", async () => {
    const a = visitor();
    await a.rpc("submit_contact", { submission: message() });
    expect(await goals()).toHaveLength(1);
    for (const who of [visitor(), member, staff]) {
      const read = await who.from("analytics_goals").select("*");
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code).toBe("42501");
      const forged = await who.from("analytics_goals").insert({ goal: "contact", visitor_hash: "a".repeat(64) });
      expect(forged.error?.code).toBe("42501");
      expect((await who.from("analytics_goals").update({ goal: "quote" }).neq("goal", "")).error?.code).toBe("42501");
      expect((await who.from("analytics_goals").delete().neq("goal", "")).error?.code).toBe("42501");
      for (const [fn, args] of [
        ["record_analytics_goal", { kind: "contact", goal_language: "en" }],
        ["analytics_visitor_hash", {}],
        ["analytics_country", {}],
      ] as const) {
        const call = await who.rpc(fn, args);
        expect(call.data, fn).toBeNull();
        expect(call.error?.code, fn).toMatch(/^(42501|PGRST202)$/);
      }
    }
    expect(await goals()).toHaveLength(1);
  });

  it("bounds goals from one address by the forms' own limit: a flood of submissions makes no more goals than stored submissions", async () => {
    await db("update public.submission_limits set per_address = 3");
    try {
      const address = newClientAddress();
      const answers = await Promise.all(Array.from({ length: 8 }, () => visitor(address).rpc("submit_contact", { submission: message() })));
      expect(answers.filter((x) => x.error === null)).toHaveLength(3);
      expect(answers.filter((x) => x.error !== null).every((x) => x.status === 429)).toBe(true);
      expect(await goals()).toHaveLength(3);
    } finally {
      await db("update public.submission_limits set per_address = 10");
    }
  });

  it("stores the country the host's header gives, only as two letters; a visitor cannot send one in the view", async () => {
    const cases: [string | undefined, string | null][] = [["ca", "CA"], ["XX", null], ["T1", null], ["<script>", null], ["CAN", null], [undefined, null]];
    for (const [header, stored] of cases) {
      const path = `/country-${randomUUID().slice(0, 8)}`;
      const who = visitor(newClientAddress(), header === undefined ? {} : { "CF-IPCountry": header });
      expect((await who.rpc("record_page_view", { page: view(path) })).error).toBeNull();
      expect((await db<{ country: string | null }>("select country from public.page_views where path = $1", [path])).rows).toEqual([{ country: stored }]);
    }
    const forged = await visitor().rpc("record_page_view", { page: view("/forged-country", { country: "FR" }) });
    expect(forged.error?.code).toBe("22023");
  });

  it("answers, to anyone, what the database sees of the country header and what a view would store — the deploy-time check of decision 0039", async () => {
    const cases: [string | undefined, { header: string | null; country: string | null }][] = [
      ["ca", { header: "ca", country: "CA" }],
      ["T1", { header: "T1", country: null }],
      ["XX", { header: "XX", country: null }],
      ["<script>alert(1)</script>", { header: "<script>", country: null }],
      [undefined, { header: null, country: null }],
    ];
    for (const [header, answer] of cases) {
      const who = visitor(newClientAddress(), header === undefined ? {} : { "CF-IPCountry": header });
      const { data, error } = await who.rpc("analytics_country_check");
      expect(error, header).toBeNull();
      expect(data, header).toEqual(answer);
    }
    // It stores nothing.
    expect((await db<{ n: number }>("select count(*)::int n from public.page_views")).rows[0]!.n).toBe(0);
  });

  it("gives staff the conversion rate, goals with their rates, sources, campaigns, devices, countries, the daily series and a language filter", async () => {
    // Visitor A (en, mobile, from a search engine with a campaign, Canada): two pages, then a contact message.
    const a = visitor(newClientAddress(), { "CF-IPCountry": "CA" });
    await a.rpc("record_page_view", { page: view("/", { referrer: "www.google.com", utm_source: "news", utm_medium: "email", utm_campaign: "autumn", device: "mobile" }) });
    await a.rpc("record_page_view", { page: view("/contact", { template: "contact", device: "mobile" }) });
    expect((await a.rpc("submit_contact", { submission: message({ language: "en" }) })).error).toBeNull();
    // Visitor B (ar, desktop, direct): one page, no goal.
    const b = visitor();
    await b.rpc("record_page_view", { page: view("/ar", { language: "ar" }) });
    // Visitor C (ar, tablet, from a partner): two views, no goal. Visitor D: a quote request without a view sent (blocked): a goal, not a visit.
    const c = visitor();
    await c.rpc("record_page_view", { page: view("/ar/about", { language: "ar", template: "about", referrer: "partner.example", device: "tablet" }) });
    const d = visitor();
    expect((await d.rpc("submit_contact", { submission: { id: randomUUID(), kind: "quote", name: "Q", email: "q@example.com", selected_package: "professional", discount_applied: 15, business_name: "Q Inc", language: "ar" } })).error).toBeNull();
    // An injected-looking referrer or campaign never reaches the table (checked in analytics.test.ts); this one is odd but valid.
    await c.rpc("record_page_view", { page: view("/ar/about", { language: "ar", template: "about", utm_campaign: "spring & \"sale\"", device: "tablet" }) });

    const { data, error } = await staff.rpc("analytics_summary", { days: 7 });
    expect(error).toBeNull();
    const summary = data as Summary;
    expect(summary.current).toMatchObject({ views: 5, visitors: 3, goals: 2, converted: 1, conversion_rate: 0.3333 });
    expect(summary.previous).toMatchObject({ views: 0, visitors: 0, goals: 0, converted: 0, conversion_rate: null });
    expect(summary.daily).toHaveLength(7);
    expect(summary.daily.at(-1)).toMatchObject({ views: 5, visitors: 3 });
    expect(summary.daily.slice(0, -1).every((x) => x.views === 0)).toBe(true);
    expect(summary.goals).toEqual([
      { goal: "contact", completions: 1, visitors: 1, rate: 0.3333 },
      { goal: "quote", completions: 1, visitors: 1, rate: 0 },
    ]);
    expect(summary.goal_pages).toEqual([
      { path: "", completions: 1, visitors: 1 },
      { path: "/contact", completions: 1, visitors: 1 },
    ]);
    expect(summary.pages.find((p) => p.path === "/contact")).toEqual({ path: "/contact", views: 1, visitors: 1, converted: 1 });
    expect(summary.pages.find((p) => p.path === "/ar")).toEqual({ path: "/ar", views: 1, visitors: 1, converted: 0 });
    expect(summary.languages).toEqual([
      { language: "ar", views: 3, visitors: 2, converted: 0 },
      { language: "en", views: 2, visitors: 1, converted: 1 },
    ]);
    expect(summary.sources).toEqual([
      { source: "", visitors: 1, converted: 0 },
      { source: "partner.example", visitors: 1, converted: 0 },
      { source: "www.google.com", visitors: 1, converted: 1 },
    ]);
    expect(summary.campaigns).toEqual([
      { utm_source: "", utm_medium: "", utm_campaign: "spring & \"sale\"", visitors: 1, converted: 0 },
      { utm_source: "news", utm_medium: "email", utm_campaign: "autumn", visitors: 1, converted: 1 },
    ]);
    expect(summary.devices).toEqual([
      { device: "mobile", views: 2, visitors: 1 },
      { device: "tablet", views: 2, visitors: 1 },
      { device: "desktop", views: 1, visitors: 1 },
    ]);
    expect(summary.countries).toEqual([
      { country: "", views: 3, visitors: 2 },
      { country: "CA", views: 2, visitors: 1 },
    ]);

    const arabic = (await staff.rpc("analytics_summary", { days: 7, only_language: "ar" })).data as Summary;
    expect(arabic.language).toBe("ar");
    expect(arabic.current).toMatchObject({ views: 3, visitors: 2, goals: 1, converted: 0, conversion_rate: 0 });
    expect(arabic.languages).toEqual([{ language: "ar", views: 3, visitors: 2, converted: 0 }]);

    expect((await staff.rpc("analytics_summary", { days: 7, only_language: "de" })).error?.code).toBe("22023");
    expect((await staff.rpc("analytics_summary", { days: 7, only_language: "en' or 1=1 --" })).error?.code).toBe("22023");
    for (const who of [visitor(), member]) {
      const refused = await who.rpc("analytics_summary", { days: 7, only_language: "en" });
      expect(refused.data).toBeNull();
      expect(refused.error?.code).toMatch(/^(42501|PGRST202)$/);
    }
  });

  it("rolls completed days up: the figures are the same before and after, raw rows go after raw_days, and nobody reaches the roll-ups through the API", async () => {
    // Raw rows dated by the database owner (a visitor cannot): noon UTC, 5 and 3 days ago; and today's through the API.
    const at = (daysAgo: number) => `((now() at time zone 'UTC')::date - ${daysAgo} + time '12:00') at time zone 'UTC'`;
    const h = (n: number) => String(n).repeat(64).slice(0, 64);
    const insertView = (daysAgo: number, path: string, language: string, hash: string, extra = "null, null, null, 'desktop', null, null") =>
      db(`insert into public.page_views (viewed_at, path, template, language, visitor_hash, referrer_host, utm_source, utm_campaign, device, country, engaged_seconds)
          values (${at(daysAgo)}, $1, 'home', $2, $3, ${extra})`, [path, language, hash]);
    await insertView(5, "/", "en", h(1), "'www.google.com', 'news', 'autumn', 'mobile', 'CA', 30");
    await insertView(5, "/contact", "en", h(1), "null, null, null, 'mobile', 'CA', 12");
    await insertView(5, "/ar", "ar", h(2));
    await insertView(3, "/ar/about", "ar", h(3), "'partner.example', null, null, 'tablet', 'EG', null");
    await insertView(3, "/ar", "ar", h(4));
    await db(`insert into public.analytics_goals (occurred_at, goal, language, path, visitor_hash) values
              (${at(5)} + interval '1 minute', 'contact', 'en', '/contact', $1),
              (${at(3)} + interval '1 minute', 'chat', 'ar', '/ar/about', $2),
              (${at(3)} + interval '2 minutes', 'download', 'ar', null, $3)`, [h(1), h(3), h(9)]);
    const today = visitor(newClientAddress(), { "CF-IPCountry": "FR" });
    await today.rpc("record_page_view", { page: view("/fr", { language: "fr" }) });
    await today.rpc("submit_contact", { submission: message({ language: "fr" }) });

    const summaries = async () => {
      const out: unknown[] = [];
      for (const args of [{ days: 7 }, { days: 7, only_language: "ar" }, { days: 28, only_language: "en" }, { days: 90 }]) {
        const { data, error } = await staff.rpc("analytics_summary", args);
        expect(error).toBeNull();
        out.push(data);
      }
      return out;
    };
    const before = await summaries();
    expect((before[0] as Summary).current).toMatchObject({ views: 6, visitors: 5, goals: 4, converted: 3 });

    const rolled = (await db<{ n: number }>("select public.analytics_roll_up() n")).rows[0]!.n;
    expect(rolled).toBe(5); // 5 days ago through yesterday
    expect((await db<{ d: string }>("select rolled_through::text d from public.analytics_settings")).rows[0]!.d).toBe(
      (await db<{ d: string }>("select ((now() at time zone 'UTC')::date - 1)::text d")).rows[0]!.d,
    );
    const daily = (await db<{ language: string; n: number }>("select language, count(*)::int n from public.analytics_daily group by language order by language")).rows;
    expect(daily.map((r) => r.language)).toEqual(["", "ar", "en"]);
    expect(await summaries()).toEqual(before);
    // A second run rolls the last two days up again (late engagement reports) and changes nothing else.
    const rows = async () => (await db<{ n: number }>("select count(*)::int n from public.analytics_daily")).rows[0]!.n;
    const count = await rows();
    expect((await db<{ n: number }>("select public.analytics_roll_up() n")).rows[0]!.n).toBe(2);
    expect(await rows()).toBe(count);
    expect(await summaries()).toEqual(before);
    // An engagement time reported late for yesterday's view reaches the roll-up on the next run.
    await insertView(1, "/late", "en", h(5), "null, null, null, 'desktop', null, null");
    await db("update public.page_views set engaged_seconds = 100 where path = '/late'");
    await db("select public.analytics_roll_up()");
    const late = (await staff.rpc("analytics_summary", { days: 7 })).data as Summary & { current: { average_seconds: number } };
    expect(late.current.views).toBe(7);
    expect(late.current.average_seconds).toBe(Math.round((30 + 12 + 100) / 6));
    await db("delete from public.page_views where path = '/late'");
    await db("select public.analytics_roll_up()");
    expect(await summaries()).toEqual(before);

    // Raw rows older than raw_days go once rolled up; the figures stay.
    await db("update public.analytics_settings set raw_days = 4");
    await db("select public.analytics_roll_up()");
    const left = (await db<{ path: string }>("select path from public.page_views order by path")).rows.map((r) => r.path);
    expect(left).toEqual(["/ar", "/ar/about", "/fr"]);
    expect((await db<{ n: number }>("select count(*)::int n from public.analytics_goals")).rows[0]!.n).toBe(3);
    expect(await summaries()).toEqual(before);

    // Nobody reaches the roll-ups or the roll-up through the API.
    for (const who of [visitor(), member, staff]) {
      const read = await who.from("analytics_daily").select("*");
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code).toBe("42501");
      expect((await who.from("analytics_daily").insert({ language: "", day: "2026-01-01", dimension: "total", value: "", views: 1000000 })).error?.code).toBe("42501");
      for (const [fn, args] of [["analytics_roll_up", {}], ["analytics_facts", { from_day: "2026-01-01", to_day: "2026-12-31", lang: null }]] as const) {
        const call = await who.rpc(fn, args);
        expect(call.data, fn).toBeNull();
        expect(call.error?.code, fn).toMatch(/^(42501|PGRST202)$/);
      }
    }
    expect((await service.rpc("analytics_roll_up")).error?.code).toMatch(/^(42501|PGRST202)$/);
  });
});
