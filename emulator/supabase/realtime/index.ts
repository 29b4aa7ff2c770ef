/**
 * Realtime (`/realtime/v1/websocket`): the Phoenix channel protocol as realtime-js v2 speaks it,
 * with postgres_changes delivered only to subscribers whose role may read the row.
 *
 * - `phx_join` on `realtime:<topic>` with `config.postgres_changes` answers `phx_reply` ok with the
 *   subscription ids (and a `system` "Subscribed to PostgreSQL" message); a bad token answers error.
 * - `access_token` replaces the channel's JWT; `heartbeat` on `phoenix` is answered; `phx_leave`
 *   closes the channel; broadcast is relayed to the topic's other members; presence is acknowledged.
 * - Changes come from the capture triggers (capture.ts) through LISTEN. For each matching
 *   subscription the row is re-selected in a transaction as the subscriber (role and JWT claims),
 *   so RLS decides; a row the subscriber cannot select is not delivered. DELETE events carry only
 *   the primary key and are not RLS-checked (the row is gone), as on Supabase.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { EmulatorContext } from "../context.ts";
import type { DbRole } from "../db.ts";
import { CAPTURE_CHANNEL, installCaptureFunction, parseCapturedChange, syncCaptureTriggers, type CapturedChange } from "./capture.ts";
import { matchesFilter, parseFilter, type ChangeFilter } from "./filters.ts";
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from "./protocol.ts";

export interface Realtime {
  /** Upgrades a `/realtime/v1/websocket` request to the Phoenix websocket protocol. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export const REALTIME_LIMITS = {
  /** Largest client frame accepted. */
  maxFrameBytes: 1024 * 1024,
  /** postgres_changes bindings per channel. */
  maxBindingsPerChannel: 100,
} as const;

const API_ROLES = ["anon", "authenticated", "service_role"] as const;
type ApiRole = (typeof API_ROLES)[number];

interface Subscription {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filterText?: string;
  filter?: ChangeFilter;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  role: ApiRole;
  claims: Record<string, unknown>;
  subscriptions: Subscription[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
}

interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  channels: Map<string, Channel>;
}

interface ColumnInfo {
  name: string;
  type: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createRealtime(ctx: EmulatorContext): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxFrameBytes });
  const connections = new Set<Connection>();
  const columnsCache = new Map<string, ColumnInfo[]>();
  let published = new Set<string>();
  let nextSubscriptionId = 1;
  let closed = false;
  let unlisten: (() => Promise<void>) | undefined;

  // --- change capture -------------------------------------------------------------------------

  let syncChain: Promise<unknown> = Promise.resolve();
  /** Serialised so that concurrent joins do not race to create the same trigger. */
  function syncTriggers(): Promise<void> {
    const run = syncChain.then(async () => {
      published = await syncCaptureTriggers(ctx.db);
      columnsCache.clear();
    });
    syncChain = run.catch(() => undefined);
    return run;
  }

  let started: Promise<void> | undefined;
  function start(): Promise<void> {
    started ??= (async () => {
      await installCaptureFunction(ctx.db);
      await syncTriggers();
      if (closed) return;
      unlisten = await ctx.db.listen(CAPTURE_CHANNEL, onNotify);
    })();
    return started;
  }
  const startup = start().catch((err: unknown) => {
    started = undefined; // retried on the next join
    if (!closed) console.error("[realtime] could not install change capture:", err);
  });

  let deliveryChain: Promise<unknown> = Promise.resolve();
  function onNotify(text: string): void {
    const change = parseCapturedChange(text);
    if (!change) return;
    // One change at a time, in commit order, so subscribers see changes in the order they happened.
    deliveryChain = deliveryChain.then(() => deliver(change)).catch((err: unknown) => {
      if (!closed) console.error("[realtime] delivery failed:", err);
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

  async function deliver(change: CapturedChange): Promise<void> {
    if (!published.has(`${change.schema}.${change.table}`)) return;
    let columns: ColumnInfo[] | undefined;
    for (const conn of connections) {
      for (const channel of conn.channels.values()) {
        const candidates = channel.subscriptions.filter((s) => subscriptionMatches(s, change));
        if (candidates.length === 0) continue;
        if (tokenExpired(channel)) {
          closeChannel(conn, channel, "Token has expired");
          continue;
        }
        let record: Record<string, unknown> | null = null;
        let oldRecord: Record<string, unknown> | null = null;
        let filterTarget: Record<string, unknown>;
        if (change.type === "DELETE") {
          // Only the key is sent; the filter is applied to the deleted row when it was captured.
          oldRecord = change.pk;
          filterTarget = change.old_record ?? change.pk;
        } else {
          // Cheap pre-check on the captured row, then the authoritative select as the subscriber.
          const captured = change.record ?? undefined;
          if (captured && !candidates.some((s) => !s.filter || matchesFilter(s.filter, captured))) continue;
          const row = await visibleRow(channel, change);
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
        send(conn, { join_ref: channel.joinRef, ref: null, topic: channel.topic, event: "postgres_changes", payload: { ids, data } });
      }
    }
  }

  // --- protocol -------------------------------------------------------------------------------

  function send(conn: Connection, msg: PhoenixMessage): void {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(msg, conn.vsn));
  }

  function reply(conn: Connection, msg: PhoenixMessage, status: "ok" | "error", response: Record<string, unknown> = {}): void {
    send(conn, { join_ref: msg.join_ref, ref: msg.ref, topic: msg.topic, event: "phx_reply", payload: { status, response } });
  }

  function tokenExpired(channel: Channel): boolean {
    const exp = channel.claims.exp;
    return typeof exp === "number" && exp * 1000 <= Date.now();
  }

  function closeChannel(conn: Connection, channel: Channel, reason: string): void {
    send(conn, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: "system",
      payload: { message: reason, status: "error", extension: "system", channel: channel.topic.replace(/^realtime:/, "") },
    });
    send(conn, { join_ref: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: "phx_close", payload: {} });
    conn.channels.delete(channel.topic);
  }

  async function verifyToken(token: unknown): Promise<{ role: ApiRole; claims: Record<string, unknown> }> {
    if (typeof token !== "string" || token.split(".").length !== 3) throw new Error("Invalid JWT: malformed token");
    let claims: Record<string, unknown>;
    try {
      claims = await ctx.keys.verify(token);
    } catch (err) {
      const code = (err as { code?: string }).code;
      throw new Error(code === "ERR_JWT_EXPIRED" ? "Token has expired" : "Invalid JWT: signature could not be verified", { cause: err });
    }
    const role = typeof claims.role === "string" ? claims.role : "anon";
    if (!(API_ROLES as readonly string[]).includes(role)) throw new Error(`Invalid JWT: role "${role}" is not allowed`);
    return { role: role as ApiRole, claims: { ...claims, role } };
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

  async function onJoin(conn: Connection, msg: PhoenixMessage, fallbackToken: string | undefined): Promise<void> {
    const config = (msg.payload.config ?? {}) as Record<string, unknown>;
    if (config.private === true) {
      reply(conn, msg, "error", { reason: "Private channels are not supported by the local emulator" });
      return;
    }
    let auth: { role: ApiRole; claims: Record<string, unknown> };
    try {
      auth = await verifyToken(msg.payload.access_token ?? fallbackToken);
    } catch (err) {
      reply(conn, msg, "error", { reason: errorMessage(err) });
      return;
    }
    let subscriptions: Subscription[];
    try {
      subscriptions = parseBindings(config);
    } catch (err) {
      reply(conn, msg, "error", { reason: errorMessage(err) });
      return;
    }
    if (subscriptions.length > 0) {
      // Tables may have joined the publication since start: capture them before saying "subscribed".
      try {
        await start();
        await syncTriggers();
      } catch (err) {
        reply(conn, msg, "error", { reason: `Unable to subscribe to changes: ${errorMessage(err)}` });
        return;
      }
    }
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    const channel: Channel = {
      topic: msg.topic,
      joinRef: msg.join_ref ?? msg.ref,
      role: auth.role,
      claims: auth.claims,
      subscriptions,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
    };
    conn.channels.set(msg.topic, channel);
    reply(conn, msg, "ok", {
      postgres_changes: subscriptions.map((s) => ({
        id: s.id,
        event: s.event,
        schema: s.schema,
        ...(s.table !== undefined ? { table: s.table } : {}),
        ...(s.filterText !== undefined ? { filter: s.filterText } : {}),
      })),
    });
    if (presence.enabled === true) send(conn, { join_ref: channel.joinRef, ref: null, topic: msg.topic, event: "presence_state", payload: {} });
    if (subscriptions.length > 0) {
      send(conn, {
        join_ref: channel.joinRef,
        ref: null,
        topic: msg.topic,
        event: "system",
        payload: { message: "Subscribed to PostgreSQL", status: "ok", extension: "postgres_changes", channel: msg.topic.replace(/^realtime:/, "") },
      });
    }
  }

  async function onAccessToken(conn: Connection, msg: PhoenixMessage, channel: Channel): Promise<void> {
    try {
      const auth = await verifyToken(msg.payload.access_token);
      channel.role = auth.role;
      channel.claims = auth.claims;
      reply(conn, msg, "ok");
    } catch (err) {
      reply(conn, msg, "error", { reason: errorMessage(err) });
      closeChannel(conn, channel, errorMessage(err));
    }
  }

  function onBroadcast(conn: Connection, msg: PhoenixMessage, channel: Channel): void {
    const payload = { type: "broadcast", event: msg.payload.event, payload: msg.payload.payload };
    for (const other of connections) {
      const target = other.channels.get(msg.topic);
      if (!target || (other === conn && !channel.broadcastSelf)) continue;
      send(other, { join_ref: target.joinRef, ref: null, topic: msg.topic, event: "broadcast", payload });
    }
    if (channel.broadcastAck && msg.ref) reply(conn, msg, "ok");
  }

  async function onMessage(conn: Connection, msg: PhoenixMessage, fallbackToken: string | undefined): Promise<void> {
    if (msg.topic === "phoenix") {
      if (msg.event === "heartbeat") reply(conn, msg, "ok");
      return;
    }
    if (msg.event === "phx_join") return onJoin(conn, msg, fallbackToken);
    const channel = conn.channels.get(msg.topic);
    if (!channel) {
      reply(conn, msg, "error", { reason: "unmatched topic" });
      return;
    }
    switch (msg.event) {
      case "phx_leave":
        conn.channels.delete(msg.topic);
        reply(conn, msg, "ok");
        return;
      case "access_token":
        return onAccessToken(conn, msg, channel);
      case "broadcast":
        onBroadcast(conn, msg, channel);
        return;
      default:
        // presence track/untrack and anything else: acknowledged (presence is not tracked).
        reply(conn, msg, "ok");
    }
  }

  // --- transport ------------------------------------------------------------------------------

  function refuse(socket: Duplex, status: string, message: string): void {
    const body = JSON.stringify({ message });
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (closed || !/\/realtime\/v1\/websocket\/?$/.test(url.pathname)) {
      refuse(socket, "404 Not Found", "Not found");
      return;
    }
    const apikey = url.searchParams.get("apikey") ?? (typeof req.headers.apikey === "string" ? req.headers.apikey : undefined);
    const vsn: Vsn = url.searchParams.get("vsn") === "1.0.0" ? "1.0.0" : "2.0.0";
    verifyToken(apikey).then(
      () => {
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn: Connection = { ws, vsn, channels: new Map() };
          connections.add(conn);
          // Messages of one connection are handled in order.
          let chain: Promise<void> = Promise.resolve();
          ws.on("message", (data, isBinary) => {
            const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
            const msg = decodeFrame(buf, isBinary, vsn);
            if (!msg) return;
            chain = chain.then(() => onMessage(conn, msg, apikey ?? undefined)).catch((err: unknown) => {
              reply(conn, msg, "error", { reason: errorMessage(err) });
            });
          });
          ws.on("close", () => connections.delete(conn));
          ws.on("error", () => connections.delete(conn));
        });
      },
      (err: unknown) => refuse(socket, "403 Forbidden", errorMessage(err)),
    );
  }

  return {
    handleUpgrade,
    async close() {
      closed = true;
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await startup;
      await started?.catch(() => undefined);
      await deliveryChain.catch(() => undefined);
      const stop = unlisten;
      unlisten = undefined;
      await stop?.().catch(() => undefined);
    },
  };
}
