/**
 * postgres_changes: the bindings a join asks for, and the delivery of captured changes.
 *
 * Changes come from the capture triggers (capture.ts) through LISTEN. For each matching
 * subscription the row is re-selected in a transaction as the subscriber (role and JWT claims), so
 * RLS decides; a row the subscriber cannot select is not delivered. DELETE events carry only the
 * primary key, as on Supabase, and reach only subscribers whose SELECT policies admit the deleted
 * row (visibility.ts); only then is a filter evaluated on it, so neither the event nor a chosen
 * filter reveals anything about a row the subscriber could not read.
 */
import type { DbRole } from "../db.ts";
import { CAPTURE_CHANNEL, installCaptureFunction, parseCapturedChange, syncCaptureTriggers, type CapturedChange } from "./capture.ts";
import { REALTIME_LIMITS, send, tokenExpired, type Channel, type Connection, type RealtimeState, type Subscription } from "./connection.ts";
import { matchesFilter, parseFilter } from "./filters.ts";
import type { PhoenixMessage } from "./protocol.ts";
import { createVisibility } from "./visibility.ts";

interface ColumnInfo {
  name: string;
  type: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type PostgresChanges = ReturnType<typeof createPostgresChanges>;

/**
 * Starts change capture at once (retried on the next join if it fails). `closeChannel` closes a
 * subscriber's channel whose token has expired by the time a change arrives.
 */
export function createPostgresChanges(state: RealtimeState, closeChannel: (conn: Connection, channel: Channel, reason: string) => void) {
  const { ctx, connections } = state;
  const columnsCache = new Map<string, ColumnInfo[]>();
  let published = new Set<string>();
  const visibility = createVisibility(ctx.db);
  let nextSubscriptionId = 1;
  let unlisten: (() => Promise<void>) | undefined;

  let syncChain: Promise<unknown> = Promise.resolve();
  /** Serialised so that concurrent joins do not race to create the same trigger. */
  function syncTriggers(): Promise<void> {
    const run = syncChain.then(async () => {
      published = await syncCaptureTriggers(ctx.db);
      columnsCache.clear();
      visibility.clear();
    });
    syncChain = run.catch(() => undefined);
    return run;
  }

  let started: Promise<void> | undefined;
  function start(): Promise<void> {
    started ??= (async () => {
      await installCaptureFunction(ctx.db);
      await syncTriggers();
      if (state.closed) return;
      unlisten = await ctx.db.listen(CAPTURE_CHANNEL, onNotify);
    })();
    return started;
  }
  const startup = start().catch((err: unknown) => {
    started = undefined; // retried on the next join
    if (!state.closed) console.error("[realtime] could not install change capture:", err);
  });

  let deliveryChain: Promise<unknown> = Promise.resolve();
  function onNotify(text: string): void {
    const change = parseCapturedChange(text);
    if (!change) return;
    // Each change is checked against its subscribers at once (several changes' checks may overlap on
    // a Postgres server's pool), but sent strictly in commit order, so subscribers see changes in the
    // order they happened.
    const prepared = prepare(change);
    deliveryChain = deliveryChain
      .then(async () => {
        for (const { conn, message } of await prepared) send(conn, message);
      })
      .catch((err: unknown) => {
        if (!state.closed) console.error("[realtime] delivery failed:", err);
      });
  }

  async function columnsOf(schema: string, table: string): Promise<ColumnInfo[]> {
    const key = `${schema}.${table}`;
    let cols = columnsCache.get(key);
    if (!cols) {
      const { rows } = await ctx.db.query<ColumnInfo>(
        `select a.attname::text as name, t.typname::text as type
           from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = (quote_ident($1) || '.' || quote_ident($2))::regclass and a.attnum > 0 and not a.attisdropped
          order by a.attnum`,
        [schema, table],
      );
      cols = rows;
      columnsCache.set(key, cols);
    }
    return cols;
  }

  /** The row as `channel`'s subscriber may see it (RLS, column privileges), or undefined. */
  async function visibleRow(channel: Channel, change: CapturedChange): Promise<Record<string, unknown> | undefined> {
    const keys = Object.keys(change.pk);
    if (keys.length === 0) return undefined;
    const rel = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const where = keys.map((k) => `t.${quoteIdent(k)} = (jsonb_populate_record(null::${rel}, $1::jsonb)).${quoteIdent(k)}`).join(" and ");
    try {
      return await ctx.db.transaction(
        async (tx) => {
          const { rows } = await tx.query<{ record: Record<string, unknown> }>(`select to_jsonb(t) as record from ${rel} as t where ${where} limit 1`, [
            JSON.stringify(change.pk),
          ]);
          return rows[0]?.record;
        },
        { role: channel.role as DbRole, claims: channel.claims },
      );
    } catch {
      // No privilege on the table or a column: the subscriber may not read it.
      return undefined;
    }
  }

  function subscriptionMatches(sub: Subscription, change: CapturedChange): boolean {
    if (sub.schema !== "*" && sub.schema !== change.schema) return false;
    if (sub.table !== undefined && sub.table !== "*" && sub.table !== change.table) return false;
    return sub.event === "*" || sub.event.toUpperCase() === change.type;
  }

  /** The rows each subscriber identity may see, in one transaction (one role switch per identity). */
  async function visibleRows(change: CapturedChange, channels: Channel[]): Promise<Map<Channel, Record<string, unknown>>> {
    const result = new Map<Channel, Record<string, unknown>>();
    const keys = Object.keys(change.pk);
    if (keys.length === 0 || channels.length === 0) return result;
    const byIdentity = new Map<string, Channel[]>();
    for (const channel of channels) {
      const key = `${channel.role}|${JSON.stringify(channel.claims)}`;
      byIdentity.set(key, [...(byIdentity.get(key) ?? []), channel]);
    }
    const rel = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const where = keys.map((k) => `t.${quoteIdent(k)} = (jsonb_populate_record(null::${rel}, $1::jsonb)).${quoteIdent(k)}`).join(" and ");
    const pk = JSON.stringify(change.pk);
    try {
      await ctx.db.transaction(async (tx) => {
        for (const group of byIdentity.values()) {
          const first = group[0]!;
          const sub = typeof first.claims.sub === "string" ? first.claims.sub : "";
          // As Supabase's apply_rls does: the subscriber's role and claims for the select, then back.
          await tx.query(
            `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
                    set_config('request.jwt.claim.role', $3, true), set_config('role', $3, true)`,
            [JSON.stringify(first.claims), sub, first.role],
          );
          const { rows } = await tx.query<{ record: Record<string, unknown> }>(`select to_jsonb(t) as record from ${rel} as t where ${where} limit 1`, [pk]);
          await tx.query("select set_config('role', 'none', true)");
          const row = rows[0]?.record;
          if (row) for (const channel of group) result.set(channel, row);
        }
      });
      return result;
    } catch {
      // A subscriber without the privilege to select aborts the shared transaction: ask one by one.
      result.clear();
      for (const channel of channels) {
        const row = await visibleRow(channel, change);
        if (row) result.set(channel, row);
      }
      return result;
    }
  }

  interface Delivery {
    conn: Connection;
    message: PhoenixMessage;
  }

  /** What a change means for each subscriber (RLS decides), computed as soon as it is captured. */
  async function prepare(change: CapturedChange): Promise<Delivery[]> {
    if (!published.has(`${change.schema}.${change.table}`)) return [];
    const matching: { conn: Connection; channel: Channel; candidates: Subscription[] }[] = [];
    for (const conn of connections) {
      for (const channel of conn.channels.values()) {
        const candidates = channel.subscriptions.filter((s) => subscriptionMatches(s, change));
        if (candidates.length === 0) continue;
        if (tokenExpired(channel)) {
          closeChannel(conn, channel, "Token has expired");
          continue;
        }
        // Cheap pre-check on the captured row, before the authoritative select as the subscriber.
        const captured = change.type === "DELETE" ? undefined : (change.record ?? undefined);
        if (captured && !candidates.some((s) => !s.filter || matchesFilter(s.filter, captured))) continue;
        matching.push({ conn, channel, candidates });
      }
    }
    if (matching.length === 0) return [];
    const visible =
      change.type === "DELETE"
        ? new Map<Channel, Record<string, unknown>>()
        : await visibleRows(
            change,
            matching.map((m) => m.channel),
          );
    const deliveries: Delivery[] = [];
    let columns: ColumnInfo[] | undefined;
    for (const { conn, channel, candidates } of matching) {
      let record: Record<string, unknown> | null = null;
      let oldRecord: Record<string, unknown> | null = null;
      let filterTarget: Record<string, unknown>;
      if (change.type === "DELETE") {
        // Only the key is sent. The deleted row (when it fit in the capture) is checked against the
        // subscriber's SELECT policies first; only a row they could read is matched to filters.
        const old = change.old_record;
        if (!old || !(await visibility.canSeeDeleted(change.schema, change.table, old, channel))) continue;
        oldRecord = change.pk;
        filterTarget = old;
      } else {
        const row = visible.get(channel);
        if (!row) continue;
        record = row;
        filterTarget = row;
        if (change.type === "UPDATE") oldRecord = change.pk;
      }
      const ids = candidates.filter((s) => !s.filter || matchesFilter(s.filter, filterTarget)).map((s) => s.id);
      if (ids.length === 0) continue;
      columns ??= await columnsOf(change.schema, change.table);
      const data: Record<string, unknown> = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commit_timestamp,
        type: change.type,
        columns,
        errors: null,
      };
      if (record) data.record = record;
      if (oldRecord) data.old_record = oldRecord;
      deliveries.push({ conn, message: { join_ref: channel.joinRef, ref: null, topic: channel.topic, event: "postgres_changes", payload: { ids, data } } });
    }
    return deliveries;
  }

  function parseBindings(config: Record<string, unknown>): Subscription[] {
    const raw = config.postgres_changes;
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) throw new Error("postgres_changes must be a list");
    if (raw.length > REALTIME_LIMITS.maxBindingsPerChannel) throw new Error("too many postgres_changes bindings");
    return raw.map((item: unknown) => {
      const b = (item ?? {}) as Record<string, unknown>;
      const event = typeof b.event === "string" ? b.event : "";
      if (!["*", "INSERT", "UPDATE", "DELETE"].includes(event.toUpperCase())) throw new Error(`invalid postgres_changes event: ${event}`);
      const schema = typeof b.schema === "string" && b.schema ? b.schema : "public";
      const table = typeof b.table === "string" && b.table ? b.table : undefined;
      const filterText = typeof b.filter === "string" && b.filter ? b.filter : undefined;
      return { id: nextSubscriptionId++, event, schema, table, filterText, filter: filterText ? parseFilter(filterText) : undefined };
    });
  }

  return {
    parseBindings,
    /** Captures the tables that joined the publication since start (before a join says "subscribed"). */
    async subscribe(): Promise<void> {
      await start();
      await syncTriggers();
    },
    /** Waits for capture to start or fail and for deliveries under way, then stops listening. */
    async close(): Promise<void> {
      await startup;
      await started?.catch(() => undefined);
      await deliveryChain.catch(() => undefined);
      const stop = unlisten;
      unlisten = undefined;
      await stop?.().catch(() => undefined);
    },
  };
}
