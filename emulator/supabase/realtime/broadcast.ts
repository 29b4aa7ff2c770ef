/**
 * Broadcast: a message relayed to the other members of the channel's room that may read broadcast
 * (to the sender too with `config.broadcast.self`, acknowledged with `ack`). On a private channel
 * it is relayed only with broadcast write, else silently dropped, as Supabase does.
 */
import { mayWrite, members, reply, roomOf, send, type Channel, type Connection, type RealtimeState } from "./connection.ts";
import type { PhoenixMessage } from "./protocol.ts";

export async function onBroadcast({ ctx, connections }: RealtimeState, conn: Connection, msg: PhoenixMessage, channel: Channel): Promise<void> {
  // A private channel relays only what RLS lets the sender write; a refused broadcast is dropped
  // without an answer, as Supabase does.
  if (!(await mayWrite(ctx, channel, "broadcast"))) return;
  const payload = { type: "broadcast", event: msg.payload.event, payload: msg.payload.payload };
  for (const [other, target] of members(connections, roomOf(channel))) {
    if (!target.read.broadcast || (target === channel && !channel.broadcastSelf)) continue;
    send(other, { join_ref: target.joinRef, ref: null, topic: msg.topic, event: "broadcast", payload });
  }
  if (channel.broadcastAck && msg.ref) reply(conn, msg, "ok");
}
