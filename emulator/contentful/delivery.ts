/**
 * The Delivery API routes under /spaces/{space}[/environments/{env}]:
 * entries, assets, content types, locales and the space itself. The Preview
 * API serves the same routes with `view: "preview"` (drafts included).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { invalidQuery, notFound } from "./errors.ts";
import { applySelect, runQuery } from "./filter.ts";
import { resolveIncludes, type LinkType } from "./links.ts";
import { defaultLocale } from "./locale.ts";
import { parseLocale, parseQuery, type ParsedQuery } from "./query.ts";
import {
  serializeAsset,
  serializeContentType,
  serializeEntry,
  serializeLocale,
  serializeSpace,
  type CdaEntity,
  type SerializeContext,
} from "./resources.ts";
import type { ContentStore, EntryView } from "./store.ts";
import { sendJson } from "./http.ts";

export interface DeliveryContext {
  spaceId: string;
  environment: string;
  store: ContentStore;
  /** Published entries (Delivery API) or the latest drafts (Preview API). */
  view: EntryView;
  /** `//host/basePath/images/space/id/name` for the request's host. */
  assetUrl(req: IncomingMessage, assetId: string, fileName: string): string;
  fileSize(path: string): number;
}

function serializeContext(ctx: DeliveryContext, req: IncomingMessage, locale: string): SerializeContext {
  return {
    spaceId: ctx.spaceId,
    environment: ctx.environment,
    locales: ctx.store.locales,
    locale,
    contentType: (id) => ctx.store.contentType(id),
    assetUrl: (id, name) => ctx.assetUrl(req, id, name),
    fileSize: ctx.fileSize,
  };
}

function arrayBody(query: Pick<ParsedQuery, "skip" | "limit">, total: number, items: unknown[]): Record<string, unknown> {
  return { sys: { type: "Array" }, total, skip: query.skip, limit: query.limit, items };
}

function entriesCollection(ctx: DeliveryContext, req: IncomingMessage, params: URLSearchParams): Record<string, unknown> {
  const store = ctx.store;
  const query = parseQuery(params, "Entry", store);
  const sctx = serializeContext(ctx, req, query.locale);
  const defaultCode = defaultLocale(store.locales).code;
  const all = store.entries(ctx.view).map((e) => serializeEntry(e, sctx));
  const { total, items } = runQuery(all, query, defaultCode, (id) => store.contentType(id));
  const body = arrayBody(query, total, items.map((i) => applySelect(i, query.select)));
  if (query.include > 0 && items.length > 0) {
    const lookup = (linkType: LinkType, id: string): CdaEntity | undefined => {
      if (linkType === "Entry") {
        const e = store.entry(id, ctx.view);
        return e ? serializeEntry(e, sctx) : undefined;
      }
      const a = store.asset(id);
      return a ? serializeAsset(a, sctx) : undefined;
    };
    const { includes, errors } = resolveIncludes(items, query.include, lookup);
    const inc: Record<string, CdaEntity[]> = {};
    if (includes.Entry.length > 0) inc.Entry = includes.Entry;
    if (includes.Asset.length > 0) inc.Asset = includes.Asset;
    if (Object.keys(inc).length > 0) body.includes = inc;
    if (errors.length > 0) body.errors = errors;
  }
  return body;
}

function assetsCollection(ctx: DeliveryContext, req: IncomingMessage, params: URLSearchParams): Record<string, unknown> {
  const store = ctx.store;
  const query = parseQuery(params, "Asset", store);
  const sctx = serializeContext(ctx, req, query.locale);
  const all = store.assets().map((a) => serializeAsset(a, sctx));
  const { total, items } = runQuery(all, query, defaultLocale(store.locales).code, () => undefined);
  return arrayBody(query, total, items.map((i) => applySelect(i, query.select)));
}

function paging(params: URLSearchParams): { skip: number; limit: number } {
  const read = (name: string, def: number, max: number) => {
    const raw = params.get(name);
    if (raw === null) return def;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > max) {
      throw invalidQuery({ name: "range", path: [name], value: raw, details: `The ${name} parameter must be an integer between 0 and ${max}.` });
    }
    return n;
  };
  return { skip: read("skip", 0, Number.MAX_SAFE_INTEGER), limit: read("limit", 100, 1000) };
}

/** Serves `rest` (the path after the environment) for an authenticated request. */
export function serveEnvironment(
  ctx: DeliveryContext,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string[],
  url: URL,
  requestId: string,
): void {
  const params = url.searchParams;
  const store = ctx.store;
  const [resource, id, ...extra] = rest;
  const send = (body: unknown) => sendJson(req, res, 200, body, requestId);
  if (extra.length > 0) throw notFound("Route", rest.join("/"));

  switch (resource) {
    case "entries": {
      if (id === undefined) return send(entriesCollection(ctx, req, params));
      const locale = parseLocale(params, store);
      const entry = store.entry(id, ctx.view);
      if (!entry) throw notFound("Entry", id, { environment: ctx.environment, space: ctx.spaceId });
      return send(serializeEntry(entry, serializeContext(ctx, req, locale)));
    }
    case "assets": {
      if (id === undefined) return send(assetsCollection(ctx, req, params));
      const locale = parseLocale(params, store);
      const asset = store.asset(id);
      if (!asset) throw notFound("Asset", id, { environment: ctx.environment, space: ctx.spaceId });
      return send(serializeAsset(asset, serializeContext(ctx, req, locale)));
    }
    case "content_types": {
      const sctx = serializeContext(ctx, req, defaultLocale(store.locales).code);
      if (id !== undefined) {
        const ct = store.contentType(id);
        if (!ct) throw notFound("ContentType", id, { environment: ctx.environment, space: ctx.spaceId });
        return send(serializeContentType(ct, sctx));
      }
      const page = paging(params);
      const idsIn = params.get("sys.id[in]")?.split(",");
      const idEq = params.get("sys.id");
      const all = store.contentTypes.filter(
        (ct) => (!idsIn || idsIn.includes(ct.sys.id)) && (idEq === null || ct.sys.id === idEq),
      );
      const items = all.slice(page.skip, page.skip + page.limit).map((ct) => serializeContentType(ct, sctx));
      return send(arrayBody(page, all.length, items));
    }
    case "locales": {
      if (id !== undefined) throw notFound("Locale", id);
      const page = paging(params);
      const items = store.locales.slice(page.skip, page.skip + page.limit).map(serializeLocale);
      return send(arrayBody(page, store.locales.length, items));
    }
    case "tags": {
      // Contentful's own tags (entry metadata): the seed uses none.
      if (id !== undefined) throw notFound("Tag", id);
      const page = paging(params);
      return send(arrayBody(page, 0, []));
    }
    case undefined:
      return send({
        sys: { type: "Environment", id: ctx.environment, space: { sys: { type: "Link", linkType: "Space", id: ctx.spaceId } } },
        name: ctx.environment,
      });
    default:
      throw notFound("Route", rest.join("/"));
  }
}

export function serveSpace(ctx: DeliveryContext, req: IncomingMessage, res: ServerResponse, requestId: string): void {
  sendJson(req, res, 200, serializeSpace(ctx.spaceId, ctx.store.locales), requestId);
}
