/**
 * Realtime (`/realtime/v1/websocket`): the Phoenix channel protocol as realtime-js v2 speaks it,
 * with postgres_changes delivered only to subscribers whose role may read the row. This file is the
 * transport (the websocket upgrade, one connection's messages in order, closing); the parts:
 *
 * - channel.ts: `phx_join` (a bad token answers error), `access_token`, `phx_leave`, the `phoenix`
 *   heartbeat; private channels (`config.private: true`) authorised by RLS on realtime.messages
 *   (authorization.ts), a private and a public channel of the same name being different rooms;
 * - postgres-changes.ts: the bindings of a join (answered with their subscription ids and a
 *   `system` "Subscribed to PostgreSQL" message) and the delivery of captured changes (capture.ts),
 *   each row re-selected as the subscriber so that RLS decides (DELETE: visibility.ts);
 * - broadcast.ts: relayed to the topic's other members (on a private channel only with broadcast
 *   write, else silently dropped, as Supabase does);
 * - presence.ts: `presence_state` on join, `presence_diff` on track, untrack, leave and disconnect;
 * - connection.ts: what they share (limits, connections and channels, sending and replying).
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { EmulatorContext } from "../context.ts";
import { createChannels, verifyToken, type Channels } from "./channel.ts";
import { REALTIME_LIMITS, errorMessage, reply, type Connection, type RealtimeState } from "./connection.ts";
import { createPostgresChanges } from "./postgres-changes.ts";
import { createPresence } from "./presence.ts";
import { decodeFrame, type Vsn } from "./protocol.ts";

export { REALTIME_LIMITS } from "./connection.ts";

export interface Realtime {
  /** Upgrades a `/realtime/v1/websocket` request to the Phoenix websocket protocol. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export function createRealtime(ctx: EmulatorContext): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxFrameBytes });
  const state: RealtimeState = { ctx, connections: new Set<Connection>(), closed: false };
  const { connections } = state;
  const presence = createPresence(state);
  // A subscriber whose token has expired when a change arrives has its channel closed.
  const changes = createPostgresChanges(state, (conn, channel, reason) => channels.closeChannel(conn, channel, reason));
  const channels: Channels = createChannels(state, presence, changes);
  const { dropChannel, onMessage } = channels;

  // --- transport ------------------------------------------------------------------------------

  function refuse(socket: Duplex, status: string, message: string): void {
    const body = JSON.stringify({ message });
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (state.closed || !/\/realtime\/v1\/websocket\/?$/.test(url.pathname)) {
      refuse(socket, "404 Not Found", "Not found");
      return;
    }
    const apikey = url.searchParams.get("apikey") ?? (typeof req.headers.apikey === "string" ? req.headers.apikey : undefined);
    const vsn: Vsn = url.searchParams.get("vsn") === "1.0.0" ? "1.0.0" : "2.0.0";
    verifyToken(ctx, apikey).then(
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
      state.closed = true;
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await changes.close();
    },
  };
}
