/**
 * The local stand-in for the scheduled jobs of appointments on Supabase (decision 0036):
 *
 * - reminders: what pg_cron runs there every few minutes — `select public.queue_appointment_reminders()`
 *   — runs here every minute; the outbox worker (./outbox-worker.ts) then sends them;
 * - booking hours: what a Contentful webhook and a pg_cron job do there — call booking-hours-sync —
 *   runs here when the stack starts and every few minutes.
 *
 * `now` is the clock the reminders are reckoned by: the real one in `npm start`, a controlled one in
 * tests. One run of each job at a time.
 */
import type { Database } from "../../emulator/supabase/db.ts";

export interface AppointmentSchedulerOptions {
  db: Database;
  /** Calls the booking-hours-sync function (with the service role's key). */
  syncHours: () => Promise<void>;
  now?: () => Date;
  reminderEveryMs?: number;
  syncEveryMs?: number;
  log?: (line: string) => void;
}

export interface AppointmentScheduler {
  /** Queues the reminders due at `at` (default: the scheduler's clock); how many e-mails were queued. */
  queueReminders(at?: Date): Promise<number>;
  /** Copies the appointment hours from Contentful now. */
  syncHours(): Promise<void>;
  stop(): Promise<void>;
}

export async function startAppointmentScheduler({
  db,
  syncHours,
  now = () => new Date(),
  reminderEveryMs = 60_000,
  syncEveryMs = 5 * 60_000,
  log = (line) => console.warn(line),
}: AppointmentSchedulerOptions): Promise<AppointmentScheduler> {
  let reminding: Promise<number> | null = null;
  let syncing: Promise<void> | null = null;

  const queueReminders = (at: Date = now()) =>
    (reminding ??= db
      .query<{ queued: number }>("select public.queue_appointment_reminders($1::timestamptz) as queued", [at.toISOString()])
      .then((result) => Number(result.rows[0]?.queued ?? 0))
      .finally(() => {
        reminding = null;
      }));
  const sync = () =>
    (syncing ??= syncHours().finally(() => {
      syncing = null;
    }));

  const safely = (job: () => Promise<unknown>, name: string) => () =>
    void job().catch((error: unknown) => log(`appointment scheduler: ${name} failed: ${error instanceof Error ? error.message : String(error)}`));

  await sync().catch((error: unknown) => log(`appointment scheduler: the booking hours could not be copied from Contentful (${error instanceof Error ? error.message : String(error)}); the last ones stored apply`));
  const reminders = setInterval(safely(queueReminders, "reminders"), reminderEveryMs);
  const hours = setInterval(safely(sync, "booking hours"), syncEveryMs);
  reminders.unref();
  hours.unref();
  safely(queueReminders, "reminders")();

  return {
    queueReminders,
    syncHours: sync,
    async stop() {
      clearInterval(reminders);
      clearInterval(hours);
      await Promise.allSettled([reminding, syncing]);
    },
  };
}
