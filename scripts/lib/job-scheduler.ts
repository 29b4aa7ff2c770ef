/**
 * The local stand-in for pg_cron (decision 0039, "Scheduled jobs"): it runs the jobs of
 * `public.scheduled_jobs` — the same list that migration 20261128602701 hands to pg_cron on a real
 * project — at the minutes their cron expressions give (UTC), each job's SQL command as written. A
 * job that calls an edge function (`public.invoke_scheduled_function(name)`) notifies
 * `scheduled_function` where pg_net is absent; this scheduler hears it and calls the function.
 *
 * `now` is the clock the minutes are reckoned by: the real one in `npm start`, a controlled one in
 * tests (which call `runDue(at)` themselves). One run of each job at a time; a failing job is logged
 * and runs again at its next time.
 */
import type { Database } from "../../emulator/supabase/db.ts";

export interface ScheduledJob {
  name: string;
  /** Five fields, UTC: minute hour day-of-month month day-of-week. */
  schedule: string;
  command: string;
}

export interface JobSchedulerOptions {
  db: Database;
  /** Calls an edge function of the stack (with the service role's key). */
  callFunction: (name: string) => Promise<void>;
  now?: () => Date;
  /** Runs every job once when started (the local stack does, so nothing waits for its first time). */
  runAtStart?: boolean;
  /** Checks the clock every minute (default); false: only runDue() runs jobs (tests). */
  timer?: boolean;
  log?: (line: string) => void;
}

export interface JobScheduler {
  /** The jobs as read from public.scheduled_jobs when the scheduler started. */
  readonly jobs: readonly ScheduledJob[];
  /** Runs the jobs due in the minute of `at`; resolves with their names once they (and the functions they call) finished. */
  runDue(at?: Date): Promise<string[]>;
  /** Runs one job now. */
  run(name: string): Promise<void>;
  stop(): Promise<void>;
}

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

/** The values one cron field allows (`*`, `a`, `a-b`, `*\/n`, `a-b/n`, lists of these); throws on anything else. */
function fieldValues(field: string, { min, max }: { min: number; max: number }): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`not a cron field: ${field}`);
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? max : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`cron field out of range: ${field}`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** A parsed cron expression: whether it runs in the minute of `at` (UTC), as pg_cron reads it. */
export function parseCron(expression: string): (at: Date) => boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`a cron expression has five fields: ${expression}`);
  const [minutes, hours, days, months, weekdays] = fields.map((f, i) => fieldValues(f, FIELDS[i]!));
  if (weekdays!.has(7)) weekdays!.add(0);
  const anyDay = fields[2]!.startsWith("*");
  const anyWeekday = fields[4]!.startsWith("*");
  return (at) => {
    if (!minutes!.has(at.getUTCMinutes()) || !hours!.has(at.getUTCHours()) || !months!.has(at.getUTCMonth() + 1)) return false;
    const day = days!.has(at.getUTCDate());
    const weekday = weekdays!.has(at.getUTCDay());
    // As cron: when both day fields are restricted, either one matching is enough.
    if (!anyDay && !anyWeekday) return day || weekday;
    return day && weekday;
  };
}

export async function readScheduledJobs(db: Database): Promise<ScheduledJob[]> {
  return (await db.query<ScheduledJob>("select name, schedule, command from public.scheduled_jobs order by name")).rows;
}

export async function startJobScheduler({
  db,
  callFunction,
  now = () => new Date(),
  runAtStart = false,
  timer = true,
  log = (line) => console.warn(line),
}: JobSchedulerOptions): Promise<JobScheduler> {
  const jobs = await readScheduledJobs(db);
  const due = new Map(jobs.map((job) => [job.name, parseCron(job.schedule)]));
  const running = new Map<string, Promise<void>>();
  const calls = new Set<Promise<void>>();
  let stopped = false;

  const call = (name: string) => {
    const done = callFunction(name)
      .catch((error: unknown) => log(`job scheduler: the ${name} function failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => calls.delete(done));
    calls.add(done);
  };
  // Markers (not function names) that runAll() sends after its jobs, to know their notifications arrived.
  const markers = new Map<string, () => void>();
  let marked = 0;
  const unlisten = await db.listen("scheduled_function", (name) => {
    if (markers.has(name)) return markers.get(name)!();
    if (!stopped && /^[a-z][a-z0-9-]{0,62}$/.test(name)) call(name);
  });
  /** Resolves once every notification committed before it was delivered (Postgres delivers them in commit order). */
  async function notificationsDelivered(): Promise<void> {
    const marker = `!${++marked}`;
    let timeout: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      markers.set(marker, resolve);
      timeout = setTimeout(resolve, 5_000);
    });
    try {
      await db.query("select pg_notify('scheduled_function', $1)", [marker]);
      await arrived;
    } finally {
      clearTimeout(timeout);
      markers.delete(marker);
    }
  }

  const run = (name: string): Promise<void> => {
    const job = jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`no scheduled job ${name}`));
    let current = running.get(name);
    if (!current) {
      current = db
        .query(job.command)
        .then(() => undefined)
        .catch((error: unknown) => log(`job scheduler: ${name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => running.delete(name));
      running.set(name, current);
    }
    return current;
  };

  async function runAll(names: string[]): Promise<string[]> {
    await Promise.all(names.map(run));
    // The function jobs' notifications arrive after their transactions: wait for them, then for the calls.
    await notificationsDelivered();
    await Promise.all([...calls]);
    return names;
  }

  const runDue = (at: Date = now()) => runAll(jobs.filter((job) => due.get(job.name)!(at)).map((job) => job.name));

  if (runAtStart) await runAll(jobs.map((job) => job.name));

  let tick: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped || !timer) return;
    const at = now();
    tick = setTimeout(() => {
      void runDue(now()).finally(schedule);
    }, 60_000 - (at.getTime() % 60_000) + 50);
    tick.unref();
  };
  schedule();

  return {
    jobs,
    runDue,
    run,
    async stop() {
      stopped = true;
      clearTimeout(tick);
      await Promise.allSettled([...running.values(), ...calls]);
      await unlisten();
    },
  };
}
