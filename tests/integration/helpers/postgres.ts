/** The Postgres server the database tests also run on (CI has one; locally it may be missing). */
import pg from "pg";

export const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs SQL as the server's superuser in its `postgres` database (create/drop test databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres"), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Why the server cannot be used (undefined when it can). In CI a missing server
 * fails the run: the suite named here must run on it.
 */
export async function serverUnavailableReason(suite: string): Promise<string | undefined> {
  try {
    await adminQuery("select 1");
    return undefined;
  } catch (error) {
    const reason = `Postgres server at ${serverUrl} is not reachable (${error instanceof Error ? error.message : String(error)})`;
    if (process.env.CI) throw new Error(`${reason}; in CI the ${suite} must run on it.`, { cause: error });
    return reason;
  }
}
