import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { sendJson } from "../http.ts";

/** PostgREST-compatible data API (`/rest/v1`). Work in progress. */
export async function handleRest(_ctx: EmulatorContext, _req: IncomingMessage, res: ServerResponse, _subpath: string, _url: URL): Promise<void> {
  sendJson(res, 404, { code: "PGRST000", message: "not implemented yet", details: null, hint: null });
}
