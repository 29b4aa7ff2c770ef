import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { EmulatorContext } from "../context.ts";

export interface Realtime {
  /** Upgrades a `/realtime/v1/websocket` request to the Phoenix websocket protocol. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** Realtime (Phoenix protocol, postgres_changes filtered by RLS). Work in progress. */
export function createRealtime(_ctx: EmulatorContext): Realtime {
  return {
    handleUpgrade(_req, socket) {
      socket.destroy();
    },
    async close() {},
  };
}
