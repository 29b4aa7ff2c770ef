/**
 * Channels: `phx_join` (with the token, the postgres_changes bindings, broadcast and presence
 * options, and `private`), `access_token`, `phx_leave`, the `phoenix` heartbeat, and the dispatch of
 * broadcast and presence messages to their parts.
 *
 * Private channels (`config.private: true`) are authorised as on Supabase, by RLS on
 * realtime.messages (authorization.ts): joining needs read (broadcast or presence); a new token is
 * checked again and read that is revoked closes the channel. A private and a public channel of the
 * same name are different rooms.
 */
import { randomUUID } from "node:crypto";
import type { EmulatorContext } from "../context.ts";
import { readPolicies, type Extension } from "./authorization.ts";
import { onBroadcast } from "./broadcast.ts";
import { API_ROLES, authContext, errorMessage, reply, roomOf, send, type ApiRole, type Channel, type Connection, type RealtimeState, type Subscription } from "./connection.ts";
import type { PostgresChanges } from "./postgres-changes.ts";
import type { Presence } from "./presence.ts";
import type { PhoenixMessage } from "./protocol.ts";

/** The role and claims of a JWT signed with the emulator's keys, for one of the API roles. */
export async function verifyToken(ctx: EmulatorContext, token: unknown): Promise<{ role: ApiRole; claims: Record<string, unknown> }> {
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

export type Channels = ReturnType<typeof createChannels>;

export function createChannels(state: RealtimeState, presence: Presence, changes: PostgresChanges) {
  const { ctx } = state;
  const { presenceState, untrack, onPresence } = presence;

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

  /** Removes a channel from its connection, leaving presence. */
  function dropChannel(conn: Connection, channel: Channel): void {
    if (conn.channels.get(channel.topic) === channel) conn.channels.delete(channel.topic);
    untrack(channel);
  }

  async function onJoin(conn: Connection, msg: PhoenixMessage, fallbackToken: string | undefined): Promise<void> {
    const config = (msg.payload.config ?? {}) as Record<string, unknown>;
    let auth: { role: ApiRole; claims: Record<string, unknown> };
    try {
      auth = await verifyToken(ctx, msg.payload.access_token ?? fallbackToken);
    } catch (err) {
      reply(conn, msg, "error", { reason: errorMessage(err) });
      return;
    }
    let subscriptions: Subscription[];
    try {
      subscriptions = changes.parseBindings(config);
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
        await changes.subscribe();
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
      auth = await verifyToken(ctx, msg.payload.access_token);
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
        return onBroadcast(state, conn, msg, channel);
      case "presence":
        return onPresence(conn, msg, channel);
      default:
        reply(conn, msg, "ok");
    }
  }

  return { closeChannel, dropChannel, onMessage };
}
