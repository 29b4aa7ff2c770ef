import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { sendJson } from "../http.ts";

/** Storage API (`/storage/v1`): buckets and objects, access decided by RLS on storage.objects. Work in progress. */
export async function handleStorage(_ctx: EmulatorContext, _req: IncomingMessage, res: ServerResponse, _subpath: string, _url: URL): Promise<void> {
  sendJson(res, 501, { statusCode: "501", error: "not_implemented", message: "storage is not implemented yet" });
}
