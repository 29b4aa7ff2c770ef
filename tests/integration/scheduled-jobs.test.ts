/**
 * The scheduled jobs (decision 0039, "Scheduled jobs"; migration 20261128602701_scheduled_jobs.sql):
 * one list, public.scheduled_jobs, that pg_cron runs on a real project and the local stack's
 * scheduler runs elsewhere. The migration applies on PGlite and on the Postgres server (neither has
 * pg_cron: nothing is scheduled there); the local scheduler runs exactly the list's jobs at their
 * times; where a `cron` schema exists, schedule_jobs() hands every job to cron.schedule (shown with a
 * stand-in schema: pg_cron itself is not installed here); nothing of it is reachable through the API.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir, repoRoot } from "../../emulator/supabase/db.ts";
import type { Database } from "../../emulator/supabase/db-types.ts";
import { parseCron, startJobScheduler } from "../../scripts/lib/job-scheduler.ts";
import { clientFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("scheduled jobs");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

interface Job { name: string; schedule: string; command: string }

describe.each(BACKENDS)("scheduled jobs on $name", ({ backend }) => {
  let s: StartedSupabase;
  let db: Database;
  const table = async () => (await db.query<Job>("select name, schedule, command from public.scheduled_jobs order by name")).rows;

  beforeAll(async () => {
    s = await startSupabase({ backend });
    db = s.emulator.context.db;
  });

  afterAll(async () => {
    await s?.close();
  });

  it("lists every job the project runs, each with an expression the schedulers read; pg_cron is absent here and nothing was scheduled", async () => {
    const jobs = await table();
    expect(jobs.map((j) => j.name)).toEqual(["analytics-roll-up", "appointment-reminders", "booking-hours-sync", "mail-outbox", "prune-audit-log"]);
    for (const job of jobs) expect(() => parseCron(job.schedule), job.name).not.toThrow();
    expect((await db.query("select 1 from pg_extension where extname = 'pg_cron'")).rows).toEqual([]);
    expect((await db.query<{ n: number }>("select public.schedule_jobs() as n")).rows[0]!.n).toBe(0);
  });

  it("runs in the local scheduler exactly the migration's jobs, at their times: SQL in the database, functions through the function", async () => {
    const ran: string[] = [];
    const spy: Database = { ...db, query: (sql, params) => (ran.push(sql), db.query(sql, params)), listen: (c, f) => db.listen(c, f) };
    const called: string[] = [];
    const scheduler = await startJobScheduler({ db: spy, callFunction: async (name) => void called.push(name), timer: false, log: () => {} });
    try {
      expect(scheduler.jobs).toEqual(await table());

      await db.query("update public.analytics_settings set rolled_through = null");
      ran.length = 0;
      expect(await scheduler.runDue(new Date("2026-12-01T00:15:00Z"))).toEqual(["analytics-roll-up", "appointment-reminders", "booking-hours-sync", "mail-outbox"]);
      // (Besides the jobs, the scheduler sends a marker notification to know the jobs' notifications arrived.)
      expect(ran.filter((sql) => !sql.startsWith("select pg_notify(")).sort()).toEqual((await table()).filter((j) => j.name !== "prune-audit-log").map((j) => j.command).sort());
      // The roll-up really ran in the database; the two function jobs reached their functions.
      expect((await db.query<{ d: string | null }>("select rolled_through::text d from public.analytics_settings")).rows[0]!.d).not.toBeNull();
      expect(called.sort()).toEqual(["booking-hours-sync", "mail-outbox"]);

      expect(await scheduler.runDue(new Date("2026-12-01T03:17:00Z"))).toEqual(["mail-outbox", "prune-audit-log"]);
      expect(await scheduler.runDue(new Date("2026-12-01T03:30:00Z"))).toEqual(["appointment-reminders", "booking-hours-sync", "mail-outbox"]);
      expect(await scheduler.runDue(new Date("2026-12-01T12:07:00Z"))).toEqual(["mail-outbox"]);
      // Over a day, each job as often as its expression says (every minute, 5, 15, once).
      const counts = new Map<string, number>();
      for (let minute = 0; minute < 1440; minute++) {
        const at = new Date(Date.UTC(2026, 11, 1, 0, minute));
        for (const job of scheduler.jobs) if (parseCron(job.schedule)(at)) counts.set(job.name, (counts.get(job.name) ?? 0) + 1);
      }
      expect(Object.fromEntries(counts)).toEqual({ "mail-outbox": 1440, "appointment-reminders": 288, "booking-hours-sync": 96, "prune-audit-log": 1, "analytics-roll-up": 1 });
    } finally {
      await scheduler.stop();
    }
  });

  it("has no job of its own outside the list: the local stack sets no timer, and every cron.schedule named in the README, the decisions or a migration is a listed job", async () => {
    const jobs = await table();
    const stack = readFileSync(join(repoRoot, "scripts/lib/local-stack.ts"), "utf8");
    expect(stack).not.toMatch(/setInterval|analytics_roll_up|prune_audit_log|queue_appointment_reminders/);
    const decisions = join(repoRoot, "docs/decisions");
    const docs = [
      readFileSync(join(repoRoot, "README.md"), "utf8"),
      ...readdirSync(decisions).filter((f) => f.endsWith(".md")).map((f) => readFileSync(join(decisions, f), "utf8")),
      ...readdirSync(defaultMigrationsDir).filter((f) => f.endsWith(".sql")).map((f) => readFileSync(join(defaultMigrationsDir, f), "utf8")),
    ].join("\n");
    const named = [...docs.matchAll(/cron\.schedule\(\s*'([a-z0-9-]+)'/g)].map((m) => m[1]);
    for (const name of named) expect(jobs.map((j) => j.name)).toContain(name);
  });

  it("hands every job to cron.schedule where pg_cron is installed, and calls a function with the Vault's URL and key where pg_net is (stand-ins)", async () => {
    // Stand-ins with pg_cron's and pg_net's signatures that record their calls; dropped afterwards.
    await db.exec(`
      create schema cron;
      create table cron.scheduled (name text, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as
        $$ insert into cron.scheduled values (job_name, schedule, command); select 1::bigint $$;
      create schema net;
      create table net.posted (url text, headers jsonb);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.posted values (url, headers); select 1::bigint $$;
      create schema vault;
      create table vault.decrypted_secrets (name text, decrypted_secret text);
    `);
    try {
      expect((await db.query<{ n: number }>("select public.schedule_jobs() as n")).rows[0]!.n).toBe(5);
      expect((await db.query<Job>("select name, schedule, command from cron.scheduled order by name")).rows).toEqual(await table());

      // Without the secrets: a warning, no request.
      await db.query("select public.invoke_scheduled_function('mail-outbox')");
      expect((await db.query("select * from net.posted")).rows).toEqual([]);
      await db.query("insert into vault.decrypted_secrets values ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'service-key')");
      await db.query((await table()).find((j) => j.name === "booking-hours-sync")!.command);
      expect((await db.query<{ url: string; headers: Record<string, string> }>("select url, headers from net.posted")).rows).toEqual([
        { url: "https://ref.supabase.co/functions/v1/booking-hours-sync", headers: { Authorization: "Bearer service-key", "Content-Type": "application/json" } },
      ]);
      await expect(db.query("select public.invoke_scheduled_function('../admin')")).rejects.toMatchObject({ code: "22023" });
    } finally {
      await db.exec("drop schema cron cascade; drop schema net cascade; drop schema vault cascade;");
    }
  });

  it("lets nobody read the list or schedule or call a job through the API, the service role included", async () => {
    const email = `member-${randomUUID().slice(0, 8)}@example.com`;
    const service = createClient(s.url, s.serviceRoleKey, noSession);
    expect((await service.auth.admin.createUser({ email, password: "a-long-test-password-1", email_confirm: true, app_metadata: { role: "admin" } })).error).toBeNull();
    const admin = createClient(s.url, s.anonKey, noSession);
    expect((await admin.auth.signInWithPassword({ email, password: "a-long-test-password-1" })).error).toBeNull();
    const callers: [string, SupabaseClient][] = [["anon", clientFrom(s.url, s.anonKey, newClientAddress())], ["admin", admin], ["service_role", service]];
    for (const [who, client] of callers) {
      const read = await client.from("scheduled_jobs").select("*");
      expect(read.data ?? [], who).toEqual([]);
      expect(read.error?.code, who).toBe("42501");
      expect((await client.from("scheduled_jobs").insert({ name: "evil", schedule: "* * * * *", command: "select 1", description: "x" })).error?.code, who).toBe("42501");
      expect((await client.rpc("schedule_jobs")).error?.code, who).toMatch(/^(42501|PGRST202)$/);
      expect((await client.rpc("invoke_scheduled_function", { function_name: "mail-outbox" })).error?.code, who).toMatch(/^(42501|PGRST202)$/);
    }
    expect((await table()).map((j) => j.name)).not.toContain("evil");
  });
});
