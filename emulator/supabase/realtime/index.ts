/**
 * Realtime (`/realtime/v1/websocket`): the Phoenix channel protocol as realtime-js v2 speaks it,
 * with postgres_changes delivered only to subscribers whose role may read the row.
 *
 * - `phx_join` on `realtime:<topic>` with `config.postgres_changes` answers `phx_reply` ok with the
 *   subscription ids (and a `system` "Subscribed to PostgreSQL" message); a bad token answers error.
 * - `access_token` replaces the channel's JWT; `heartbeat` on `phoenix` is answered; `phx_leave`
 *   closes the channel; broadcast is relayed to the topic's other members; presence is tracked
 *   (`presence_state` on join, `presence_diff` on track, untrack, leave and disconnect).
 * - Private channels (`config.private: true`) are authorised as on Supabase, by RLS on
 *   realtime.messages (authorization.ts): joining needs read (broadcast or presence), a broadcast is
 *   relayed only with broadcast write (else silently dropped, as Supabase does), tracking presence
 *   needs presence write (else an error reply); members without read do not receive that extension.
 *   A private and a public channel of the same name are different rooms.
 * - Changes come from the capture triggers (capture.ts) through LISTEN. For each matching
 *   subscription the row is re-selected in a transaction as the subscriber (role and JWT claims),
 *   so RLS decides; a row the subscriber cannot select is not delivered. DELETE events carry only
 *   the primary key, as on Supabase, and reach only subscribers whose SELECT policies admit the
 *   deleted row (visibility.ts); only then is a filter evaluated on it, so neither the event nor a
 *   chosen filter reveals anything about a row the subscriber could not read.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { EmulatorContext } from "../context.ts";
import type { DbRole } from "../db.ts";
import { CAPTURE_CHANNEL, installCaptureFunction, parseCapturedChange, syncCaptureTriggers, type CapturedChange } from "./capture.ts";
import { readPolicies, writePolicy, type Extension } from "./authorization.ts";
import { matchesFilter, parseFilter, type ChangeFilter } from "./filters.ts";
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from "./protocol.ts";
import { createVisibility } from "./visibility.ts";

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
  /** A private channel: authorised by RLS on realtime.messages. */
  private: boolean;
  /** Read access per extension (always true on a public channel). */
  read: Record<Extension, boolean>;
  /** Write access per extension, checked on first use (private channels only). */
  write: Partial<Record<Extension, boolean>>;
  presenceKey: string;
  /** The meta this channel tracks in presence, if any. */
  presence?: Record<string, unknown>;
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
  const visibility = createVisibility(ctx.db);
  let nextPresenceRef = 1;
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
    // Each change is checked against its subscribers at once (several changes' checks may overlap on
    // a Postgres server's pool), but sent strictly in commit order, so subscribers see changes in the
    // order they happened.
    const prepared = prepare(change);
    deliveryChain = deliveryChain
      .then(async () => {
        for (const { conn, message } of await prepared) send(conn, message);
      })
      .catch((err: unknown) => {
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
    dropChannel(conn, channel);
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

  /** The room a channel's messages are relayed in: a private and a public channel of one name differ. */
  const roomOf = (channel: Channel) => `${channel.private ? "private" : "public"}|${channel.topic}`;

  function* members(room: string): Generator<[Connection, Channel]> {
    for (const conn of connections) {
      for (const channel of conn.channels.values()) if (roomOf(channel) === room) yield [conn, channel];
    }
  }

  function authContext(channel: Channel) {
    return { role: channel.role, claims: channel.claims, topic: channel.topic.replace(/^realtime:/, "") };
  }

  async function mayWrite(channel: Channel, extension: Extension): Promise<boolean> {
    if (!channel.private) return true;
    channel.write[extension] ??= await writePolicy(ctx.db, authContext(channel), extension);
    return channel.write[extension] === true;
  }

  // --- presence ---------------------------------------------------------------------------------

  type PresenceEntries = Record<string, { metas: Record<string, unknown>[] }>;

  function presenceState(room: string): PresenceEntries {
    const state: PresenceEntries = {};
    for (const [, channel] of members(room)) {
      if (!channel.presence) continue;
      (state[channel.presenceKey] ??= { metas: [] }).metas.push(channel.presence);
    }
    return state;
  }

  function sendPresenceDiff(room: string, joins: PresenceEntries, leaves: PresenceEntries): void {
    for (const [conn, channel] of members(room)) {
      if (!channel.read.presence) continue;
      send(conn, { join_ref: channel.joinRef, ref: null, topic: channel.topic, event: "presence_diff", payload: { joins, leaves } });
    }
  }

  function track(channel: Channel, payload: Record<string, unknown>): void {
    const previous = channel.presence;
    const meta: Record<string, unknown> = { ...payload, phx_ref: String(nextPresenceRef++) };
    channel.presence = meta;
    const key = channel.presenceKey;
    // An update is sent as a leave, then a join. (One diff with both, as Phoenix sends it, leaves the
    // old meta in realtime-js' state: its join callback strips phx_ref from the current metas.)
    if (previous) sendPresenceDiff(roomOf(channel), {}, { [key]: { metas: [previous] } });
    sendPresenceDiff(roomOf(channel), { [key]: { metas: [meta] } }, {});
  }

  function untrack(channel: Channel): void {
    const previous = channel.presence;
    if (!previous) return;
    channel.presence = undefined;
    sendPresenceDiff(roomOf(channel), {}, { [channel.presenceKey]: { metas: [previous] } });
  }

  /** Removes a channel from its connection, leaving presence. */
  function dropChannel(conn: Connection, channel: Channel): void {
    if (conn.channels.get(channel.topic) === channel) conn.channels.delete(channel.topic);
    untrack(channel);
  }

  async function onJoin(conn: Connection, msg: PhoenixMessage, fallbackToken: string | undefined): Promise<void> {
    const config = (msg.payload.config ?? {}) as Record<string, unknown>;
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
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    const isPrivate = config.private === true;
    const subTopic = msg.topic.replace(/^realtime:/, "");
    let read: Record<Extension, boolean> = { broadcast: true, presence: true };
    if (isPrivate) {
      read = await readPolicies(ctx.db, { role: auth.role, claims: auth.claims, topic: subTopic });
      if (!read.broadcast && !read.presence) {
        reply(conn, msg, "error", { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}` });
        return;
      }
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
    // A second join of the same topic on one socket replaces the first (Phoenix closes the old one).
    const existing = conn.channels.get(msg.topic);
    if (existing) dropChannel(conn, existing);
    const channel: Channel = {
      topic: msg.topic,
      joinRef: msg.join_ref ?? msg.ref,
      role: auth.role,
      claims: auth.claims,
      subscriptions,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      private: isPrivate,
      read,
      write: {},
      presenceKey: typeof presence.key === "string" && presence.key !== "" ? presence.key : randomUUID(),
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
    if (presence.enabled === true && channel.read.presence) {
      send(conn, { join_ref: channel.joinRef, ref: null, topic: msg.topic, event: "presence_state", payload: presenceState(roomOf(channel)) });
    }
    if (subscriptions.length > 0) {
      send(conn, {
        join_ref: channel.joinRef,
        ref: null,
        topic: msg.topic,
        event: "system",
        payload: { message: "Subscribed to PostgreSQL", status: "ok", extension: "postgres_changes", channel: subTopic },
      });
    }
  }

  async function onAccessToken(conn: Connection, msg: PhoenixMessage, channel: Channel): Promise<void> {
    let auth: { role: ApiRole; claims: Record<string, unknown> };
    try {
      auth = await verifyToken(msg.payload.access_token);
    } catch (err) {
      reply(conn, msg, "error", { reason: errorMessage(err) });
      closeChannel(conn, channel, errorMessage(err));
      return;
    }
    channel.role = auth.role;
    channel.claims = auth.claims;
    if (channel.private) {
      // Policies are evaluated again for the new identity; read that was granted and is now refused closes the channel.
      const read = await readPolicies(ctx.db, authContext(channel));
      const revoked = (channel.read.broadcast && !read.broadcast) || (channel.read.presence && !read.presence);
      channel.read = read;
      channel.write = {};
      if (revoked) {
        reply(conn, msg, "error", { reason: "Unauthorized: read permissions revoked" });
        closeChannel(conn, channel, "Unauthorized: read permissions revoked");
        return;
      }
    }
    reply(conn, msg, "ok");
  }

  async function onBroadcast(conn: Connection, msg: PhoenixMessage, channel: Channel): Promise<void> {
    // A private channel relays only what RLS lets the sender write; a refused broadcast is dropped
    // without an answer, as Supabase does.
    if (!(await mayWrite(channel, "broadcast"))) return;
    const payload = { type: "broadcast", event: msg.payload.event, payload: msg.payload.payload };
    for (const [other, target] of members(roomOf(channel))) {
      if (!target.read.broadcast || (target === channel && !channel.broadcastSelf)) continue;
      send(other, { join_ref: target.joinRef, ref: null, topic: msg.topic, event: "broadcast", payload });
    }
    if (channel.broadcastAck && msg.ref) reply(conn, msg, "ok");
  }

  async function onPresence(conn: Connection, msg: PhoenixMessage, channel: Channel): Promise<void> {
    const event = typeof msg.payload.event === "string" ? msg.payload.event.toLowerCase() : "";
    if (event === "untrack") {
      untrack(channel);
      reply(conn, msg, "ok");
      return;
    }
    if (event !== "track") {
      reply(conn, msg, "error");
      return;
    }
    const payload = msg.payload.payload ?? {};
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) {
      reply(conn, msg, "error", { reason: "Presence track payload must be a map" });
      return;
    }
    if (!(await mayWrite(channel, "presence"))) {
      reply(conn, msg, "error");
      return;
    }
    track(channel, payload as Record<string, unknown>);
    reply(conn, msg, "ok");
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
        dropChannel(conn, channel);
        reply(conn, msg, "ok");
        return;
      case "access_token":
        return onAccessToken(conn, msg, channel);
      case "broadcast":
        return onBroadcast(conn, msg, channel);
      case "presence":
        return onPresence(conn, msg, channel);
      default:
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
          const gone = () => {
            if (!connections.delete(conn)) return;
            for (const channel of [...conn.channels.values()]) dropChannel(conn, channel);
          };
          ws.on("close", gone);
          ws.on("error", gone);
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
