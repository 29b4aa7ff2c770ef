/**
 * The emulator's database: PGlite (embedded WASM Postgres) by default, or a Postgres server when a
 * URL is given. Both backends behave the same for callers: the same result shape, the same type
 * parsing (int8 -> number when safe, numeric -> string, date -> 'YYYY-MM-DD' string, timestamps ->
 * Date, json/jsonb -> parsed), UTC sessions, and errors that carry Postgres' `code`, `message`,
 * `detail`, `hint` (both pg's and PGlite's DatabaseError have them).
 *
 * Security is Postgres': `transaction(fn, { role, claims })` runs `fn` as `set local role <role>`
 * with `request.jwt.claims` set, exactly like PostgREST does on Supabase, so RLS decides.
 *
 * Time limits are Supabase's role settings (decision 0027): each statement of an API role's
 * transaction runs under that role's `statement_timeout` (anon 3 s, authenticated and service_role
 * 8 s) and fails with 57014 past it. A Postgres server enforces the setting; PGlite ignores it, so
 * it runs in a worker thread (pglite-worker.ts) that is terminated and restarted on the same data
 * directory when a statement overruns: the HTTP server never waits for a statement, and committed
 * data survives the restart.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { applyBootstrap } from "./bootstrap/index.ts";
import { OID, parseDateArray, parseInt8 } from "./db-parsers.ts";
import type { Database, DbRole, QueryResult, TransactionOptions, Tx } from "./db-types.ts";
import { applyMigrations, runSeed } from "./migrate.ts";
import type { WorkerCall, WorkerData, WorkerError, WorkerMessage, WorkerQueryResult, WorkerRequest } from "./pglite-worker.ts";
import { temporaryDatabaseDir } from "../temp-dirs.ts";

export type { Database, DbRole, QueryResult, TransactionOptions, Tx } from "./db-types.ts";

export interface OpenDatabaseOptions {
  /** PGlite's data directory (the cluster's files), or "memory://" for an in-memory database. Default `<repo>/.data/pglite`. */
  dataDir?: string;
  /** A Postgres server URL (e.g. postgres://postgres@127.0.0.1:5432/test). When set, dataDir is ignored. */
  databaseUrl?: string;
  /** Default `<repo>/supabase/migrations`. */
  migrationsDir?: string;
  /** Default `<repo>/supabase/seed.sql`; false to skip seeding. */
  seedFile?: string | false;
  /** Overrides of the API roles' statement time limits in milliseconds (0: none); default Supabase's. */
  statementTimeouts?: Partial<StatementTimeouts>;
}

/** The roles a request runs as, and their `statement_timeout` in milliseconds (0: none). */
export type StatementTimeouts = Record<Exclude<DbRole, "postgres">, number>;

/**
 * Supabase's role settings: `anon` 3 s, `authenticated` 8 s, `service_role` none of its own, so the
 * 8 s of `authenticator` (the role PostgREST connects as) applies. `postgres` has none.
 */
export const DEFAULT_STATEMENT_TIMEOUTS: StatementTimeouts = { anon: 3000, authenticated: 8000, service_role: 8000 };

export const repoRoot = resolve(import.meta.dirname, "../..");
export const defaultMigrationsDir = join(repoRoot, "supabase/migrations");
export const defaultSeedFile = join(repoRoot, "supabase/seed.sql");
export const defaultDataDir = join(repoRoot, ".data/pglite");

const WRITE_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

const DB_ROLES: readonly DbRole[] = ["anon", "authenticated", "service_role", "postgres"];

/** The statements that put a transaction into a request's role and claims (PostgREST's way). */
async function enterRole(tx: Tx, opts: TransactionOptions | undefined): Promise<void> {
  const role = opts?.role ?? "postgres";
  if (!DB_ROLES.includes(role)) throw new Error(`Unknown database role: ${String(role)}`);
  const claims = opts?.claims ?? (role === "postgres" ? undefined : { role });
  if (claims) {
    const sub = typeof claims.sub === "string" ? claims.sub : "";
    const claimRole = typeof claims.role === "string" ? claims.role : role;
    await tx.query(
      "select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true)",
      [JSON.stringify(claims), sub, claimRole],
    );
  }
  if (opts?.headers) await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(opts.headers)]);
  if (role !== "postgres") await tx.query(`set local role ${role}`);
}

/** The statement time limit of a transaction as `role` (milliseconds, 0 = none). */
function timeoutFor(timeouts: StatementTimeouts, role: DbRole | undefined): number {
  return !role || role === "postgres" ? 0 : timeouts[role];
}

/**
 * PostgREST applies the impersonated role's settings to each request's transaction; Supabase's
 * roles carry a statement_timeout. (PGlite ignores the setting: its worker's watchdog enforces it.)
 */
async function applyStatementTimeout(tx: Tx, ms: number): Promise<void> {
  if (ms > 0) await tx.query("select set_config('statement_timeout', $1, true)", [`${ms}ms`]);
}

/** A promise chain that runs one task at a time (PGlite has a single connection). */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** An Error carrying a Postgres error's fields (code, detail, hint, …), as PGlite's DatabaseError does. */
function pgError(fields: WorkerError): Error {
  const { message, name: _name, stack: _stack, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/** What a Postgres server says about a statement past its statement_timeout. */
const STATEMENT_TIMEOUT: WorkerError = { severity: "ERROR", code: "57014", message: "canceling statement due to statement timeout" };
/** A later statement of a transaction that a timeout (or a crash) ended. */
const TRANSACTION_ABORTED: WorkerError = { severity: "ERROR", code: "25P02", message: "current transaction is aborted, commands ignored until end of transaction block" };
const connectionLost = (why: string): WorkerError => ({ severity: "FATAL", code: "08006", message: `terminating connection: ${why}` });

interface Pending {
  resolve(result: WorkerQueryResult | undefined): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

async function openPglite(dataDir: string, timeouts: StatementTimeouts): Promise<Database> {
  // A restart must find the data again, so "in memory" is a temporary directory, removed on close.
  const temporary = dataDir.startsWith("memory://") ? temporaryDatabaseDir() : undefined;
  const location = temporary ? temporary.path : resolve(dataDir);
  if (!temporary) mkdirSync(location, { recursive: true });
  const workerUrl = new URL("./pglite-worker.ts", import.meta.url);

  const pending = new Map<number, Pending>();
  const channels = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  /** Counts the worker's restarts: a transaction begun before one is over. */
  let generation = 0;
  let closed = false;
  /** Requests in flight: while there are some, the worker keeps the process alive (otherwise it does not). */
  let busy = 0;
  let worker: Worker;
  let ready: Promise<void>;

  function settle(id: number, error: Error | undefined, result?: WorkerQueryResult): void {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    clearTimeout(p.timer);
    if (--busy === 0) worker.unref();
    if (error) p.reject(error);
    else p.resolve(result);
  }

  function spawn(): Promise<void> {
    const w = new Worker(workerUrl, { workerData: { dataDir: location } satisfies WorkerData });
    worker = w;
    const gen = generation;
    let started = false;
    return new Promise<void>((resolveReady, rejectReady) => {
      // A worker that dies after it started is restarted; one that cannot start fails every request.
      const died = (why: string) => {
        rejectReady(pgError(connectionLost(why)));
        if (started && gen === generation) restart(() => connectionLost(`the database worker stopped (${why})`));
      };
      w.on("message", (m: WorkerMessage) => {
        if (m.type === "ready") {
          started = true;
          if (busy === 0) w.unref();
          resolveReady();
        } else if (m.type === "failed") rejectReady(pgError(m.error));
        else if (m.type === "notify") for (const h of channels.get(m.channel) ?? []) h(m.payload);
        else if (m.type === "result") settle(m.id, undefined, m.result);
        else settle(m.id, pgError(m.error));
      });
      w.on("error", (error) => died(error.message));
      w.on("exit", (code) => {
        if (!closed) died(`exit code ${code}`);
      });
    });
  }

  /** Posts one request; past `limitMs` the worker is restarted and the request fails with 57014. */
  function send(call: WorkerCall, limitMs = 0): Promise<WorkerQueryResult | undefined> {
    const id = nextId++;
    return new Promise((resolveCall, rejectCall) => {
      const p: Pending = { resolve: resolveCall, reject: rejectCall };
      if (limitMs > 0) p.timer = setTimeout(() => restart((other) => (other === id ? STATEMENT_TIMEOUT : connectionLost("the database worker was restarted"))), limitMs);
      pending.set(id, p);
      if (busy++ === 0) worker.ref();
      worker.postMessage({ ...call, id } satisfies WorkerRequest);
    });
  }

  /** Stops the worker (ending whatever it runs), fails what was in flight, and opens the directory again. */
  function restart(errorFor: (id: number) => WorkerError): void {
    if (closed) return;
    generation++;
    const old = worker;
    old.removeAllListeners();
    old.on("error", () => undefined);
    for (const id of [...pending.keys()]) settle(id, pgError(errorFor(id)));
    // The old thread must be gone before another PGlite opens its files.
    ready = old
      .terminate()
      .then(() => spawn())
      .then(async () => {
        for (const channel of channels.keys()) await send({ op: "listen", channel });
      });
    ready.catch(() => undefined);
  }

  /** A request once the worker is up; with `gen`, only if no restart happened since. */
  async function call(c: WorkerCall, limitMs = 0, gen?: number): Promise<WorkerQueryResult | undefined> {
    await ready;
    if (gen !== undefined && gen !== generation) throw pgError(TRANSACTION_ABORTED);
    return send(c, limitMs);
  }

  const toResult = <T>(r: WorkerQueryResult | undefined): QueryResult<T> => ({ rows: (r?.rows ?? []) as T[], fields: r?.fields ?? [], affectedRows: r?.affectedRows ?? 0 });
  const whenOpen = () => {
    if (closed) throw new Error("PGlite is closed");
  };

  ready = spawn();
  try {
    await ready;
  } catch (error) {
    closed = true;
    await worker!.terminate();
    temporary?.remove();
    throw error;
  }
  const run = createQueue();

  return {
    kind: "pglite",
    async transaction(fn, opts) {
      whenOpen();
      const limit = timeoutFor(timeouts, opts?.role);
      return run(async () => {
        await ready;
        const gen = generation;
        const tx: Tx = {
          async query<T>(sql: string, params?: unknown[]) {
            return toResult<T>(await call({ op: "query", sql, params: params ?? [] }, limit, gen));
          },
          async exec(sql: string) {
            await call({ op: "exec", sql }, limit, gen);
          },
        };
        try {
          await tx.query("begin");
          await enterRole(tx, opts);
          await applyStatementTimeout(tx, limit);
          const result = await fn(tx);
          // After a restart there is nothing left to commit: like Postgres' COMMIT of an aborted
          // transaction, this ends it without an error (its statements already failed).
          if (gen === generation) await tx.query("commit");
          return result;
        } catch (error) {
          if (gen === generation) await call({ op: "query", sql: "rollback", params: [] }).catch(() => undefined);
          throw error;
        }
      });
    },
    async query(sql, params) {
      whenOpen();
      return run(async () => toResult(await call({ op: "query", sql, params: params ?? [] })));
    },
    async exec(sql) {
      whenOpen();
      await run(() => call({ op: "exec", sql }));
    },
    async listen(channel, onPayload) {
      whenOpen();
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        await run(() => call({ op: "listen", channel }));
      }
      handlers.add(onPayload);
      return async () => {
        const current = channels.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        channels.delete(channel);
        if (!closed) await run(() => call({ op: "unlisten", channel })).catch(() => undefined);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      // Whatever was queued before runs first, then PGlite shuts down cleanly.
      await run(async () => {
        await ready.catch(() => undefined);
        await send({ op: "close" }).catch(() => undefined);
      });
      worker.removeAllListeners();
      worker.on("error", () => undefined);
      await worker.terminate();
      temporary?.remove();
    },
  };
}

async function openPostgres(databaseUrl: string, timeouts: StatementTimeouts): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (format !== "binary") {
        if (oid === OID.INT8) return parseInt8;
        if (oid === OID.DATE) return (v: string) => v;
        if (oid === OID.DATE_ARRAY) return parseDateArray;
      }
      return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid, "text");
    },
  };
  const config = { connectionString: databaseUrl, types, options: "-c TimeZone=UTC" };
  const pool = new pg.Pool({ ...config, max: 10 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on("error", () => undefined);

  const wrap = (client: pg.PoolClient | pg.Pool): Tx => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await client.query({ text: sql, values: params ?? [], queryMode: "extended" } as pg.QueryConfig);
      // pg counts a SELECT's rows in rowCount; PGlite (and this interface) count only written rows.
      const affectedRows = WRITE_COMMANDS.has(r.command) ? (r.rowCount ?? 0) : 0;
      return { rows: r.rows as T[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  // One dedicated connection carries every LISTEN.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client(config);
    client.on("error", () => undefined);
    client.on("notification", (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? "");
    });
    await client.connect();
    listener = client;
    return client;
  }
  const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

  return {
    kind: "postgres",
    async transaction(fn, opts) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const tx = wrap(client);
        await enterRole(tx, opts);
        await applyStatementTimeout(tx, timeoutFor(timeouts, opts?.role));
        const result = await fn(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    query(sql, params) {
      return wrap(pool).query(sql, params);
    },
    exec(sql) {
      return wrap(pool).exec(sql);
    },
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`listen ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(onPayload);
        if (current.size === 0) {
          handlers.delete(channel);
          if (listener) await listener.query(`unlisten ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      handlers.clear();
      const l = listener;
      listener = undefined;
      await l?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * Opens PGlite (dataDir; "memory://" for tests) or Postgres (databaseUrl), creates Supabase's own
 * schema, applies supabase/migrations in order recording each in
 * supabase_migrations.schema_migrations, and on first creation runs supabase/seed.sql.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const timeouts = { ...DEFAULT_STATEMENT_TIMEOUTS, ...opts.statementTimeouts };
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, timeouts) : await openPglite(opts.dataDir ?? defaultDataDir, timeouts);
  try {
    const fresh = await applyBootstrap(db);
    await applyMigrations(db, opts.migrationsDir ?? defaultMigrationsDir);
    const seedFile = opts.seedFile === undefined ? defaultSeedFile : opts.seedFile;
    if (fresh && seedFile) await runSeed(db, seedFile);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
