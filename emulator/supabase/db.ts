/**
 * The emulator's database: PGlite (embedded WASM Postgres) by default, or a Postgres server when a
 * URL is given. Both backends behave the same for callers: the same result shape, the same type
 * parsing (int8 -> number when safe, numeric -> string, date -> 'YYYY-MM-DD' string, timestamps ->
 * Date, json/jsonb -> parsed), UTC sessions, and errors that carry Postgres' `code`, `message`,
 * `detail`, `hint` (both pg's and PGlite's DatabaseError have them).
 *
 * Security is Postgres': `transaction(fn, { role, claims })` runs `fn` as `set local role <role>`
 * with `request.jwt.claims` set, exactly like PostgREST does on Supabase, so RLS decides.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { applyBootstrap } from "./bootstrap/index.ts";
import { applyMigrations, runSeed } from "./migrate.ts";

export type DbRole = "anon" | "authenticated" | "service_role" | "postgres";
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements separated by semicolons, no parameters, no result (migrations, seed). */
  exec(sql: string): Promise<void>;
}
export interface TransactionOptions {
  role?: DbRole;
  claims?: Record<string, unknown>;
  /** The request's headers (lower-case names), exposed as `request.headers` JSON as PostgREST does. */
  headers?: Record<string, string>;
}
export interface Database {
  kind: "pglite" | "postgres";
  /** A transaction as `role` (default postgres = superuser) with request.jwt.claims = claims; commits, or rolls back on throw. */
  transaction<T>(fn: (tx: Tx) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /** Superuser, autocommit. Do not call it from inside `transaction`'s callback (use the tx): on PGlite that would wait forever. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Superuser, several statements, autocommit. */
  exec(sql: string): Promise<void>;
  /** LISTEN on `channel` (a plain lower-case identifier); returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite's data directory (the cluster's files), or "memory://" for an in-memory database. Default `<repo>/.data/pglite`. */
  dataDir?: string;
  /** A Postgres server URL (e.g. postgres://postgres@127.0.0.1:5432/test). When set, dataDir is ignored. */
  databaseUrl?: string;
  /** Default `<repo>/supabase/migrations`. */
  migrationsDir?: string;
  /** Default `<repo>/supabase/seed.sql`; false to skip seeding. */
  seedFile?: string | false;
}

export const repoRoot = resolve(import.meta.dirname, "../..");
export const defaultMigrationsDir = join(repoRoot, "supabase/migrations");
export const defaultSeedFile = join(repoRoot, "supabase/seed.sql");
export const defaultDataDir = join(repoRoot, ".data/pglite");

const OID = { INT8: 20, DATE: 1082, DATE_ARRAY: 1182 } as const;

function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

function parseDateArray(value: string): (string | null)[] {
  const inner = value.slice(1, -1);
  if (inner === "") return [];
  return inner.split(",").map((v) => (v === "NULL" ? null : v.replace(/^"|"$/g, "")));
}

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

/** A promise chain that runs one task at a time (PGlite has a single connection). */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    location = resolve(dataDir);
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: {
      [OID.INT8]: (v: string) => parseInt8(v),
      [OID.DATE]: (v: string) => v,
      [OID.DATE_ARRAY]: (v: string) => parseDateArray(v),
    },
  });
  await pglite.exec("set timezone = 'UTC'");
  const run = createQueue();

  type PgliteTxLike = Pick<PGlite, "query" | "exec">;
  const wrap = (conn: PgliteTxLike): Tx => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await conn.query<T>(sql, params ?? []);
      return { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  });

  let closed = false;
  return {
    kind: "pglite",
    transaction(fn, opts) {
      return run(() =>
        pglite.transaction(async (ptx) => {
          const tx = wrap(ptx);
          await enterRole(tx, opts);
          return fn(tx);
        }),
      );
    },
    query(sql, params) {
      return run(() => wrap(pglite).query(sql, params));
    },
    exec(sql) {
      return run(() => wrap(pglite).exec(sql));
    },
    async listen(channel, onPayload) {
      const unsubscribe = await run(() => pglite.listen(channel, onPayload));
      return async () => {
        if (!closed) await run(() => unsubscribe());
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await run(() => pglite.close());
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
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
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir ?? defaultDataDir);
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
