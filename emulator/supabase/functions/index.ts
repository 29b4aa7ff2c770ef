import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { sendJson } from "../http.ts";

/** Edge functions (`/functions/v1/<name>`): runs `<functionsDir>/<name>/handler.ts`. Work in progress. */
export async function handleFunctions(_ctx: EmulatorContext, _req: IncomingMessage, res: ServerResponse, _subpath: string, _url: URL): Promise<void> {
  sendJson(res, 404, { error: "Function not found" });
}
