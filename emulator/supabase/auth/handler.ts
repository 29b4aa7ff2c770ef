import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { sendJson } from "../http.ts";

/** GoTrue-compatible auth (`/auth/v1`). Work in progress. */
export async function handleAuth(_ctx: EmulatorContext, _req: IncomingMessage, res: ServerResponse, _subpath: string, _url: URL): Promise<void> {
  sendJson(res, 404, { code: 404, error_code: "not_found", msg: "not implemented yet" });
}
