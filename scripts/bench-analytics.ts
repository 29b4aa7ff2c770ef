/**
 * npm run bench:analytics: the dashboard's analytics figures with 1 million stored page views (issue
 * 27; decision 0039). Not part of `npm test`.
 *
 * On a fresh database of the Postgres server (TEST_DATABASE_URL's server; dropped afterwards) with the
 * repo's migrations, it stores N page views (default 1 000 000) spread over the last D days (default
 * 90: every view inside the longest period the dashboard shows), about 3 views per visitor and day,
 * in five languages, with referrers, campaigns, devices and countries, and goals for 3% of the
 * visits; rolls the completed days up as the daily job does (`analytics_roll_up()`), runs ANALYZE, and
 * then times `analytics_summary(days, language)` (and once more as before the night's roll-up, with
 * yesterday's raw rows too) the way the dashboard calls it — through the API
 * (supabase-js, a signed-in admin), median and worst of R runs (default 7) per case — and the same
 * call inside the database (EXPLAIN ANALYZE's execution time). It writes a Markdown table, with the
 * machine's cores and its load average before and after (other work shares the cores), to
 * docs/benchmarks/analytics-<date>.md.
 *
 *   npm run bench:analytics [-- --views 1000000] [-- --days 90] [-- --runs 7] [-- --out <file>]
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import { createSupabaseEmulator } from "../emulator/supabase/index.ts";
import { REPO_ROOT } from "./lib/local-stack.ts";

const { values: args } = parseArgs({
  options: {
    views: { type: "string", default: "1000000" },
    days: { type: "string", default: "90" },
    runs: { type: "string", default: "7" },
    out: { type: "string" },
  },
});
const VIEWS = Number(args.views);
const DAYS = Number(args.days);
const RUNS = Number(args.runs);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, "postgres"), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => loadavg().map((x) => x.toFixed(2)).join(" / ");

const name = `bench_analytics_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
await adminQuery(`create database ${name}`);
const databaseUrl = withDatabase(SERVER_URL, name);
const loadBefore = load();
const emulator = await createSupabaseEmulator({ dataDir: undefined, databaseUrl, keysFile: undefined });
const server: Server = createServer((req, res) => {
  emulator.handle(req, res).then(
    (handled) => {
      if (!handled) res.writeHead(404).end();
    },
    (err: unknown) => res.writeHead(500).end(String(err)),
  );
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/supabase`;
const direct = new pg.Client({ connectionString: databaseUrl });
await direct.connect();

try {
  // --- the data ---------------------------------------------------------------------------------
  let started = performance.now();
  await direct.query(
    `insert into public.page_views (viewed_at, path, template, language, referrer_host, utm_source, utm_medium, utm_campaign, device, country, visitor_hash, engaged_seconds)
     select now() - (($2::float8 * i / $1::float8) * interval '1 day') - interval '1 minute',
            (array['/', '/about', '/services', '/contact', '/blog', '/faq', '/resources', '/website-packages'])[1 + i % 8]
              || case when i % 5 = 0 then '' else '/' || (i % 40)::text end,
            'home',
            (array['en', 'fr', 'ru', 'ar', 'fa'])[1 + (i / 3) % 5],
            case when i % 3 = 0 then (array['www.google.com', 'www.bing.com', 'duckduckgo.com', 'www.linkedin.com', 'partner.example'])[1 + (i / 3) % 5] end,
            case when i % 30 = 0 then 'newsletter' end,
            case when i % 30 = 0 then 'email' end,
            case when i % 30 = 0 then 'campaign-' || (i % 7)::text end,
            (array['mobile', 'desktop', 'tablet', 'desktop', 'mobile'])[1 + (i / 3) % 5],
            case when i % 4 = 0 then null else (array['CA', 'US', 'FR', 'GB', 'DE', 'IR', 'EG', 'RU'])[1 + (i / 3) % 8] end,
            encode(sha256(convert_to('visitor ' || (i / 3)::text, 'UTF8')), 'hex'),
            case when i % 2 = 0 then (i % 300) end
     from generate_series(1, $1::int) i`,
    [VIEWS, DAYS],
  );
  // Goals: 3% of the visits (every 33rd visitor), after their last view.
  await direct.query(
    `insert into public.analytics_goals (occurred_at, goal, language, path, visitor_hash)
     select max(v.viewed_at) + interval '10 seconds',
            (array['contact', 'appointment', 'quote', 'referral', 'chat', 'download'])[1 + (abs(hashtext(v.visitor_hash)) % 6)],
            min(v.language), min(v.path), v.visitor_hash
     from public.page_views v
     where abs(hashtext(v.visitor_hash)) % 33 = 0
     group by v.visitor_hash`,
  );
  const seeded = (performance.now() - started) / 1000;
  console.log(`stored the views and goals in ${seeded.toFixed(1)} s`);
  started = performance.now();
  const rolled = (await direct.query<{ days: number }>("select public.analytics_roll_up() as days")).rows[0]!.days;
  const rollUp = (performance.now() - started) / 1000;
  console.log(`rolled ${rolled} days up in ${rollUp.toFixed(1)} s`);
  await direct.query("analyze");
  const counts = (await direct.query<{ views: string; goals: string; daily: string }>(
    "select (select count(*) from public.page_views) views, (select count(*) from public.analytics_goals) goals, (select count(*) from public.analytics_daily) daily",
  )).rows[0]!;

  // --- a signed-in admin ------------------------------------------------------------------------
  const service = createClient(url, emulator.serviceRoleKey, noSession);
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = "a-long-bench-password-1";
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: "admin" } });
  if (created.error) throw created.error;
  const staff = createClient(url, emulator.anonKey, noSession);
  const signed = await staff.auth.signInWithPassword({ email, password });
  if (signed.error) throw signed.error;
  const claims = JSON.stringify({ sub: created.data.user!.id, role: "authenticated" });

  // --- the timings ------------------------------------------------------------------------------
  // The raw rows the summary reads besides the roll-ups: today's so far (the hour of the run matters),
  // and, for the last case, yesterday's as well — as if the night's roll-up had not run yet.
  const raw = (await direct.query<{ today: string; yesterday: string }>(
    `select count(*) filter (where viewed_at >= (now() at time zone 'UTC')::date::timestamp at time zone 'UTC') today,
            count(*) filter (where viewed_at < (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'
                               and viewed_at >= ((now() at time zone 'UTC')::date - 1)::timestamp at time zone 'UTC') yesterday
     from public.page_views`,
  )).rows[0]!;
  const cases: { days: 7 | 28 | 90; language: string | null; late?: boolean }[] = [
    { days: 7, language: null },
    { days: 28, language: null },
    { days: 90, language: null },
    { days: 90, language: "ar" },
    { days: 90, language: null, late: true },
  ];
  const rows: string[] = [];
  let worst = 0;
  for (const c of cases) {
    if (c.late) await direct.query("update public.analytics_settings set rolled_through = rolled_through - 1");
    const args = c.language ? { days: c.days, only_language: c.language } : { days: c.days };
    const api: number[] = [];
    const db: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const { error } = await staff.rpc("analytics_summary", args);
      api.push(performance.now() - t);
      if (error) throw new Error(error.message);
      await direct.query("begin");
      try {
        await direct.query("set local role authenticated");
        await direct.query("select set_config('request.jwt.claims', $1, true)", [claims]);
        const plan = await direct.query<{ "QUERY PLAN": string }>(
          "explain (analyze, format text) select public.analytics_summary($1::int, $2::text)",
          [c.days, c.language],
        );
        const line = plan.rows.map((r) => r["QUERY PLAN"]).find((l) => l.startsWith("Execution Time"));
        db.push(Number(/([\d.]+) ms/.exec(line ?? "")?.[1] ?? Number.NaN));
      } finally {
        await direct.query("rollback");
      }
    }
    if (c.late) await direct.query("update public.analytics_settings set rolled_through = rolled_through + 1");
    worst = Math.max(worst, median(api));
    const rawRows = c.late ? Number(raw.today) + Number(raw.yesterday) : Number(raw.today);
    rows.push(
      `| ${c.days} days | ${c.language ?? "all"} | ${c.late ? "today and yesterday" : "today"} (${rawRows.toLocaleString("en")}) | ${median(db).toFixed(1)} | ${Math.max(...db).toFixed(1)} | ${median(api).toFixed(1)} | ${Math.max(...api).toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }

  const loadAfter = load();
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  const table = [
    "| period | language | raw rows read (all languages) | in the database, median ms | worst ms | through the API, median ms | worst ms |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
  const out = args.out ?? join(REPO_ROOT, "docs/benchmarks", `analytics-${date}.md`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `# Analytics dashboard with ${VIEWS.toLocaleString("en")} stored page views, ${date}\n\n` +
      `\`npm run bench:analytics -- --views ${VIEWS} --days ${DAYS} --runs ${RUNS}\` (scripts/bench-analytics.ts): a fresh database of the local ` +
      `Postgres server with the repo's migrations; ${Number(counts.views).toLocaleString("en")} page views over the last ${DAYS} days ` +
      `(about 3 per visitor and day, 5 languages, referrers, campaigns, devices, countries) and ${Number(counts.goals).toLocaleString("en")} goals, ` +
      `stored in ${seeded.toFixed(1)} s; \`analytics_roll_up()\` rolled ${rolled} completed days up into ${Number(counts.daily).toLocaleString("en")} ` +
      `rows of \`analytics_daily\` in ${rollUp.toFixed(1)} s; then ANALYZE. Each case: ${RUNS} calls of \`analytics_summary\` by a signed-in admin ` +
      `through the local API (supabase-js over HTTP), and ${RUNS} EXPLAIN ANALYZE runs of the same call in the database. ` +
      `Completed days come from the roll-ups; the raw rows of today (up to the hour of the run) are read as they are; the last case ` +
      `also reads yesterday's raw rows, as the dashboard does before the night's roll-up has run (the heaviest moment).\n\n` +
      `Machine: ${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, shared with other work: load average (1 / 5 / 15 min) ` +
      `${loadBefore} before, ${loadAfter} after.\n\n${table}\n\n` +
      `Goal: under 200 ms with 1 million stored views: ${worst < 200 ? "met" : "missed"} (slowest median through the API ${worst.toFixed(1)} ms).\n`,
  );
  console.log(`written to ${out}`);
} finally {
  await direct.end();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await emulator.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
}
