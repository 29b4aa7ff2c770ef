/**
 * The database's interface as its callers see it, apart from db.ts which opens one, so that the
 * code db.ts runs on open (bootstrap/, migrate.ts) can name it without importing db.ts back.
 */
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
