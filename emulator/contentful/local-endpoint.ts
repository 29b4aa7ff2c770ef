/**
 * A small local endpoint (not part of Contentful's APIs) so tests and the
 * local stack can change published content in one call, without the
 * Management API's draft → publish steps (management.ts has those):
 *   PUT    {basePath}/__emulator/entries/{id}  body {fields} (CMA localized format), written and
 *          published at once; an unknown id is created when X-Contentful-Content-Type names its
 *          content type
 *   DELETE {basePath}/__emulator/entries/{id}
 *   POST   {basePath}/__emulator/reset           back to the seed
 * All require `Authorization: Bearer <managementToken>`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { LocalizedValue } from "../../contentful/types.ts";
import { accessTokenInvalid, badRequest, CdaError, notFound, validationFailed } from "./errors.ts";
import { readJson, sendJson, sendNoContent } from "./http.ts";
import { StoreValidationError, type ContentStore, type StoredEntry } from "./store.ts";

export interface LocalEndpointContext {
  spaceId: string;
  environment: string;
  store: ContentStore;
  managementToken?: string;
}

const MANAGEMENT_CONTENT_TYPE = "application/vnd.contentful.management.v1+json";

function entryBody(entry: StoredEntry, ctx: LocalEndpointContext): Record<string, unknown> {
  return {
    sys: {
      type: "Entry",
      id: entry.sys.id,
      space: { sys: { type: "Link", linkType: "Space", id: ctx.spaceId } },
      environment: { sys: { type: "Link", linkType: "Environment", id: ctx.environment } },
      contentType: { sys: { type: "Link", linkType: "ContentType", id: entry.sys.contentType } },
      createdAt: entry.sys.createdAt,
      updatedAt: entry.sys.updatedAt,
      revision: entry.sys.revision,
    },
    fields: entry.fields,
  };
}

export async function serveLocalEndpoint(
  ctx: LocalEndpointContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  requestId: string,
): Promise<void> {
  const auth = /^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? "")?.[1];
  if (!ctx.managementToken || auth !== ctx.managementToken) throw accessTokenInvalid();

  const [resource, id, ...extra] = segments;
  if (resource === "reset" && id === undefined && req.method === "POST") {
    ctx.store.reset();
    return sendNoContent(res);
  }
  if (resource !== "entries" || !id || extra.length > 0) throw notFound("Route", segments.join("/"));

  if (req.method === "DELETE") {
    if (!ctx.store.deleteEntry(id)) throw notFound("Entry", id);
    return sendNoContent(res);
  }
  if (req.method !== "PUT") throw new CdaError(405, "MethodNotAllowed", `Method ${req.method} is not allowed here.`);

  const body = await readJson(req);
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    throw badRequest('The body must be a JSON object with a "fields" object.');
  }
  try {
    const localized = fields as Record<string, LocalizedValue>;
    const existing = ctx.store.entry(id);
    if (existing) {
      const updated = ctx.store.replaceEntryFields(id, localized) as StoredEntry;
      return sendJson(req, res, 200, entryBody(updated, ctx), requestId, MANAGEMENT_CONTENT_TYPE);
    }
    const contentType = req.headers["x-contentful-content-type"];
    if (typeof contentType !== "string" || contentType === "") throw notFound("Entry", id);
    const created = ctx.store.upsertEntry({ sys: { id, contentType }, fields: localized });
    return sendJson(req, res, 201, entryBody(created, ctx), requestId, MANAGEMENT_CONTENT_TYPE);
  } catch (err) {
    if (err instanceof StoreValidationError) throw validationFailed(err.errors);
    throw err;
  }
}
