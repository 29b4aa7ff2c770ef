/**
 * PGlite in a worker thread (decision 0027). PGlite is Postgres compiled to WASM: a statement runs
 * synchronously in the thread that owns it and Postgres' own statement_timeout never fires there
 * (no signals). Owning it here keeps the emulator's HTTP server answering while a statement runs,
 * and lets db.ts interrupt a statement past its time limit by terminating this thread and starting
 * a new one on the same data directory (Postgres' crash recovery keeps every committed transaction).
 *
 * Requests are handled one at a time, in order; db.ts serialises transactions itself.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { OID, parseDateArray, parseInt8 } from "./db-parsers.ts";

/** What db.ts asks of the worker; each request carries an id its answer repeats. */
export type WorkerCall =
  | { op: "query"; sql: string; params: unknown[] }
  | { op: "exec"; sql: string }
  | { op: "listen" | "unlisten"; channel: string }
  | { op: "close" };
export type WorkerRequest = WorkerCall & { id: number };

export interface WorkerQueryResult {
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

/** A Postgres error's fields (code, message, detail, hint, …) or, for anything else, its message. */
export type WorkerError = Record<string, string | number | undefined> & { message: string };

export type WorkerMessage =
  | { type: "ready" }
  | { type: "failed"; error: WorkerError }
  | { type: "notify"; channel: string; payload: string }
  | { type: "result"; id: number; result?: WorkerQueryResult }
  | { type: "error"; id: number; error: WorkerError };

export interface WorkerData {
  /** An existing or new data directory (never memory://: a restart must find the data again). */
  dataDir: string;
}

function errorFields(err: unknown): WorkerError {
  if (!(err instanceof Error)) return { message: String(err) };
  const out: WorkerError = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  return out;
}

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread (see db.ts)");
const post = (message: WorkerMessage) => port.postMessage(message);

const { dataDir } = workerData as WorkerData;
let db: PGlite;
try {
  db = await PGlite.create(dataDir, {
    parsers: {
      [OID.INT8]: (v: string) => parseInt8(v),
      [OID.DATE]: (v: string) => v,
      [OID.DATE_ARRAY]: (v: string) => parseDateArray(v),
    },
  });
  await db.exec("set timezone = 'UTC'");
} catch (error) {
  post({ type: "failed", error: errorFields(error) });
  throw error;
}

const listeners = new Map<string, () => Promise<void>>();

async function handle(req: WorkerRequest): Promise<WorkerQueryResult | undefined> {
  switch (req.op) {
    case "query": {
      const r = await db.query<Record<string, unknown>>(req.sql, req.params);
      return { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.affectedRows ?? 0 };
    }
    case "exec":
      await db.exec(req.sql);
      return undefined;
    case "listen":
      if (!listeners.has(req.channel)) {
        listeners.set(req.channel, await db.listen(req.channel, (payload) => post({ type: "notify", channel: req.channel, payload })));
      }
      return undefined;
    case "unlisten": {
      const stop = listeners.get(req.channel);
      listeners.delete(req.channel);
      await stop?.();
      return undefined;
    }
    case "close":
      await db.close();
      return undefined;
  }
}

let chain: Promise<unknown> = Promise.resolve();
port.on("message", (req: WorkerRequest) => {
  chain = chain.then(() =>
    handle(req).then(
      (result) => post({ type: "result", id: req.id, result }),
      (error: unknown) => post({ type: "error", id: req.id, error: errorFields(error) }),
    ),
  );
});
post({ type: "ready" });
