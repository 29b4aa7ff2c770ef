/**
 * The Contentful SDK in a worker (decision 0032): a public page's content refresh — loading and
 * evaluating the SDK (about 150 KB of script), the requests, JSON parsing and link resolution — runs
 * here, off the page's main thread, which then only receives the answer (a structured clone). The
 * calls the site makes are forwarded as they are; see sdk-in-worker.ts for the page's side.
 */
import { createClient, type CreateClientParams } from "contentful";
import type { SdkRequest, SdkResponse } from "./sdk-in-worker.ts";

/** The worker's global scope (typed here: the project's DOM types describe a window). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<SdkRequest>) => void) | null; postMessage(message: SdkResponse): void };
let client: ReturnType<typeof createClient> | undefined;

function logHandler(level: string, data?: unknown): void {
  if (level === "error") console.error("[contentful]", data);
  else if (level === "warning") console.warn("[contentful]", data);
}

scope.onmessage = async ({ data: request }: MessageEvent<SdkRequest>) => {
  client ??= createClient({ ...(request.params as CreateClientParams), logHandler });
  let response: SdkResponse;
  try {
    const result =
      request.call === "getContentTypes"
        ? await client.getContentTypes(request.query as never)
        : await (request.allLocales ? client.withAllLocales : client).getEntries(request.query as never);
    response = { id: request.id, result };
  } catch (error) {
    response = { id: request.id, error: { name: (error as Error)?.name ?? "Error", message: (error as Error)?.message ?? String(error) } };
  }
  scope.postMessage(response);
};
