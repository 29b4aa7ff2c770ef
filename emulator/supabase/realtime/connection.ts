/**
 * What the realtime parts share: the limits, the connections and their channels, and sending a
 * message (or a reply) to a connection, a channel's room and its members.
 */
import type { WebSocket } from "ws";
import type { EmulatorContext } from "../context.ts";
import { writePolicy, type Extension } from "./authorization.ts";
import type { ChangeFilter } from "./filters.ts";
import { encodeFrame, type PhoenixMessage, type Vsn } from "./protocol.ts";

export const REALTIME_LIMITS = {
  /** Largest client frame accepted. */
  maxFrameBytes: 1024 * 1024,
  /** postgres_changes bindings per channel. */
  maxBindingsPerChannel: 100,
} as const;

export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Subscription {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filterText?: string;
  filter?: ChangeFilter;
}

export interface Channel {
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

export interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  channels: Map<string, Channel>;
}

/** The server's state every part reads: its context, the open connections, and whether it is closing. */
export interface RealtimeState {
  ctx: EmulatorContext;
  connections: Set<Connection>;
  closed: boolean;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function send(conn: Connection, msg: PhoenixMessage): void {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(msg, conn.vsn));
}

export function reply(conn: Connection, msg: PhoenixMessage, status: "ok" | "error", response: Record<string, unknown> = {}): void {
  send(conn, { join_ref: msg.join_ref, ref: msg.ref, topic: msg.topic, event: "phx_reply", payload: { status, response } });
}

export function tokenExpired(channel: Channel): boolean {
  const exp = channel.claims.exp;
  return typeof exp === "number" && exp * 1000 <= Date.now();
}

/** The room a channel's messages are relayed in: a private and a public channel of one name differ. */
export const roomOf = (channel: Channel) => `${channel.private ? "private" : "public"}|${channel.topic}`;

export function* members(connections: Set<Connection>, room: string): Generator<[Connection, Channel]> {
  for (const conn of connections) {
    for (const channel of conn.channels.values()) if (roomOf(channel) === room) yield [conn, channel];
  }
}

export function authContext(channel: Channel) {
  return { role: channel.role, claims: channel.claims, topic: channel.topic.replace(/^realtime:/, "") };
}

export async function mayWrite(ctx: EmulatorContext, channel: Channel, extension: Extension): Promise<boolean> {
  if (!channel.private) return true;
  channel.write[extension] ??= await writePolicy(ctx.db, authContext(channel), extension);
  return channel.write[extension] === true;
}
