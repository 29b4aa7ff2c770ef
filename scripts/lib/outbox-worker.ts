/**
 * The local stand-in for what runs the mail outbox on Supabase (a cron job and a database webhook
 * calling the mail-outbox function, decision 0013): it calls the function when Postgres notifies
 * `mail_outbox` (a new submission) and again when the earliest retry is due. One run at a time; a
 * notification during a run causes one more run after it.
 */
import type { Database } from "../../emulator/supabase/db.ts";

export interface OutboxWorkerOptions {
  db: Database;
  /** Calls the mail-outbox function (with the service role's key). */
  run: () => Promise<void>;
  /** Longest wait between two looks at the outbox (retries due in between are not missed). */
  maxWaitMs?: number;
}

export interface OutboxWorker {
  /** Resolves when no run is under way or pending (tests wait for the e-mails of a submission). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOutboxWorker({ db, run, maxWaitMs = 60_000 }: OutboxWorkerOptions): Promise<OutboxWorker> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function nextDue(): Promise<number | null> {
    const { rows } = await db.query<{ due: string | null }>(
      "select min(next_attempt_at)::text as due from public.mail_outbox where sent_at is null and failed_at is null",
    );
    return rows[0]?.due ? new Date(rows[0].due).getTime() : null;
  }

  function schedule(at: number | null) {
    clearTimeout(timer);
    if (stopped) return;
    const wait = Math.min(maxWaitMs, Math.max(250, (at ?? Date.now() + maxWaitMs) - Date.now()));
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await run();
        } catch (error) {
          console.error(`outbox worker: ${error instanceof Error ? error.message : error}`);
        }
      } while (again && !stopped);
      if (!stopped) schedule(await nextDue().catch(() => null));
    })().finally(() => {
      running = null;
    });
  }

  const unlisten = await db.listen("mail_outbox", wake);
  wake();

  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await unlisten();
    },
  };
}
