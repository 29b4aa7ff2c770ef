/**
 * Realtime Authorization (private channels) as Supabase Realtime does it: row-level security on
 * `realtime.messages` decides. In a transaction that is always rolled back:
 *
 * - read: probe rows (the channel's topic, extension 'broadcast' and 'presence') are inserted as
 *   the database owner, then the session becomes the user (role, `request.jwt.claims`,
 *   `realtime.topic`) and selects them; each probe it can see grants read for its extension.
 * - write: as the user, a row per extension is inserted in a savepoint; an RLS refusal (42501)
 *   denies write for that extension.
 *
 * Any other database error denies too (Supabase answers "RlsPolicyError" and refuses).
 */
import { randomUUID } from "node:crypto";
import type { Database, Tx } from "../db.ts";

export type Extension = "broadcast" | "presence";
export const EXTENSIONS: readonly Extension[] = ["broadcast", "presence"];

export interface AuthContext {
  role: string;
  claims: Record<string, unknown>;
  /** The channel's topic without the `realtime:` prefix (what realtime.topic() returns). */
  topic: string;
}

class RolledBack<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

async function rolledBack<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx));
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.value as T;
    throw err;
  }
  throw new Error("unreachable");
}

/** Supabase's set_conn_config: the user's role, claims and the topic, for this transaction. */
async function becomeUser(tx: Tx, auth: AuthContext): Promise<void> {
  const sub = typeof auth.claims.sub === "string" ? auth.claims.sub : "";
  await tx.query(
    `select set_config('realtime.topic', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $4, true)`,
    [auth.topic, JSON.stringify(auth.claims), sub, auth.role],
  );
  // The role is one of anon/authenticated/service_role (checked when the token was verified).
  await tx.query(`set local role ${auth.role}`);
}

/** Which extensions the user may read on the topic. */
export async function readPolicies(db: Database, auth: AuthContext, extensions: readonly Extension[] = EXTENSIONS): Promise<Record<Extension, boolean>> {
  const result: Record<Extension, boolean> = { broadcast: false, presence: false };
  try {
    const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
    const seen = await rolledBack(db, async (tx) => {
      for (const p of probes) {
        await tx.query("insert into realtime.messages (id, topic, extension, private) values ($1, $2, $3, true)", [p.id, auth.topic, p.extension]);
      }
      await becomeUser(tx, auth);
      const { rows } = await tx.query<{ id: string }>("select id::text as id from realtime.messages where id = any($1::uuid[])", [probes.map((p) => p.id)]);
      return new Set(rows.map((r) => r.id));
    });
    for (const p of probes) result[p.extension] = seen.has(p.id);
  } catch {
    // An error in a policy: no access.
  }
  return result;
}

/** Whether the user may send on the topic, for one extension. */
export async function writePolicy(db: Database, auth: AuthContext, extension: Extension): Promise<boolean> {
  try {
    return await rolledBack(db, async (tx) => {
      await becomeUser(tx, auth);
      await tx.query("insert into realtime.messages (topic, extension, private) values ($1, $2, true)", [auth.topic, extension]);
      return true;
    });
  } catch {
    // 42501 (new row violates row-level security policy) or any other error: no access.
    return false;
  }
}
