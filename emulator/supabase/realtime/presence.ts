/**
 * Presence: `presence_state` on join, `presence_diff` on track, untrack, leave and disconnect; tracking
 * on a private channel needs presence write (else an error reply), and members without presence
 * read receive nothing of it.
 */
import { mayWrite, members, reply, roomOf, send, type Channel, type Connection, type RealtimeState } from "./connection.ts";
import type { PhoenixMessage } from "./protocol.ts";

export type PresenceEntries = Record<string, { metas: Record<string, unknown>[] }>;

export type Presence = ReturnType<typeof createPresence>;

export function createPresence({ ctx, connections }: RealtimeState) {
  let nextPresenceRef = 1;

  function presenceState(room: string): PresenceEntries {
    const state: PresenceEntries = {};
    for (const [, channel] of members(connections, room)) {
      if (!channel.presence) continue;
      (state[channel.presenceKey] ??= { metas: [] }).metas.push(channel.presence);
    }
    return state;
  }

  function sendPresenceDiff(room: string, joins: PresenceEntries, leaves: PresenceEntries): void {
    for (const [conn, channel] of members(connections, room)) {
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
    if (!(await mayWrite(ctx, channel, "presence"))) {
      reply(conn, msg, "error");
      return;
    }
    track(channel, payload as Record<string, unknown>);
    reply(conn, msg, "ok");
  }

  return { presenceState, track, untrack, onPresence };
}
