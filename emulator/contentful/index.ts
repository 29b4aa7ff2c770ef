/**
 * An emulator of Contentful's Delivery, Preview and Management APIs and its
 * image host, mounted under `basePath` (default "/contentful") of a Node server:
 *
 *   {basePath}/spaces/{space}[/environments/{env}]/entries|assets|content_types|locales[/id]
 *                                                     Delivery API (cdn.contentful.com): published
 *                                                     content, delivery token
 *   {basePath}/spaces/{space}                         the space (with its locales)
 *   {basePath}/preview/spaces/...                     Preview API (preview.contentful.com): the same
 *                                                     routes with drafts and changed entries, preview token
 *   {basePath}/management/spaces/...                  Management API subset (api.contentful.com),
 *                                                     management token (management.ts)
 *   {basePath}/images/{space}/{assetId}/{fileName}    asset files, Images API transforms
 *   {basePath}/__emulator/...                         local shortcut: write and publish at once (local-endpoint.ts)
 *
 * Each API takes only its own token, as Contentful does: a delivery token is
 * refused by the Preview API and the other way round.
 *
 * The host server calls `handle(req, res)` for every request; it resolves
 * false when the URL is not under basePath.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { assetsDirectory as defaultAssetsDirectory, type ContentSeed } from "../../contentful/index.ts";
import { accessTokenInvalid, CdaError, notFound } from "./errors.ts";
import { serveEnvironment, serveSpace, type DeliveryContext } from "./delivery.ts";
import { CORS_HEADERS, newRequestId, requestToken, sendError } from "./http.ts";
import { createImageHost } from "./images.ts";
import { serveLocalEndpoint } from "./local-endpoint.ts";
import { serveManagementApi } from "./management.ts";
import { createStore, type ContentStore, type EntryView } from "./store.ts";

export type { ContentStore, StoredAsset, StoredEntry, EntryInput, AssetInput, EntryView } from "./store.ts";

export interface ContentfulEmulatorOptions {
  spaceId: string;
  /** Default "master". Paths without /environments/{env} mean master. */
  environment?: string;
  deliveryToken: string;
  /** Enables the Preview API ({basePath}/preview); without it those requests get 401. */
  previewToken?: string;
  /** Enables the Management API and {basePath}/__emulator/*; without it those requests get 401. */
  managementToken?: string;
  seed: ContentSeed;
  /** Default "/contentful". */
  basePath?: string;
  /** Where asset files live (default contentful/assets). */
  assetsDirectory?: string;
  /** Bytes of transformed images cached in memory (default 64 MiB). */
  imageCacheBytes?: number;
}

export interface ContentfulEmulator {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  store: ContentStore;
  basePath: string;
}

function segmentsOf(path: string): string[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

export function createContentfulEmulator(options: ContentfulEmulatorOptions): ContentfulEmulator {
  const basePath = `/${(options.basePath ?? "/contentful").split("/").filter(Boolean).join("/")}`.replace(/^\/$/, "");
  const environment = options.environment ?? "master";
  const store = createStore(options.seed);
  const images = createImageHost({
    spaceId: options.spaceId,
    store,
    assetsDirectory: options.assetsDirectory ?? defaultAssetsDirectory,
    cacheBytes: options.imageCacheBytes,
  });
  const assetUrl = (req: IncomingMessage, assetId: string, fileName: string) =>
    `//${req.headers.host ?? "localhost"}${basePath}/images/${encodeURIComponent(options.spaceId)}/${encodeURIComponent(assetId)}/${encodeURIComponent(fileName)}`;
  const readers: Record<EntryView, { token?: string; context: DeliveryContext }> = {
    delivery: { token: options.deliveryToken, context: { spaceId: options.spaceId, environment, store, view: "delivery", assetUrl, fileSize: images.fileSize } },
    preview: { token: options.previewToken, context: { spaceId: options.spaceId, environment, store, view: "preview", assetUrl, fileSize: images.fileSize } },
  };

  async function route(req: IncomingMessage, res: ServerResponse, segments: string[], url: URL, requestId: string): Promise<void> {
    const [head, ...rest] = segments;
    if (head === "images") return images.handle(req, res, rest, url);
    if (head === "__emulator") {
      return serveLocalEndpoint({ spaceId: options.spaceId, environment, store, managementToken: options.managementToken }, req, res, rest, requestId);
    }
    if (head === "management") {
      return serveManagementApi({ spaceId: options.spaceId, environment, store, managementToken: options.managementToken, assetUrl }, req, res, rest, url, requestId);
    }
    if (head === "preview") return read("preview", rest);
    return read("delivery", segments);

    async function read(view: EntryView, path: string[]): Promise<void> {
      const [spaces, ...after] = path;
      if (spaces !== "spaces") throw notFound("Route", segments.join("/"));
      if (req.method !== "GET" && req.method !== "HEAD") {
        throw new CdaError(405, "MethodNotAllowed", `Method ${req.method} is not allowed on the ${view === "preview" ? "Preview" : "Delivery"} API.`);
      }
      const token = requestToken(req, url);
      const reader = readers[view];
      if (!token || !reader.token || token !== reader.token) throw accessTokenInvalid();
      const [space, ...afterSpace] = after;
      if (space !== options.spaceId) throw notFound("Space", space ?? "");
      if (afterSpace.length === 0) return serveSpace(reader.context, req, res, requestId);
      let env = "master";
      let rest = afterSpace;
      if (afterSpace[0] === "environments") {
        env = afterSpace[1] ?? "";
        rest = afterSpace.slice(2);
      }
      if (env !== environment) throw notFound("Environment", env, { space: options.spaceId });
      return serveEnvironment(reader.context, req, res, rest, url, requestId);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://emulator.local");
    const path = url.pathname;
    if (basePath !== "" && path !== basePath && !path.startsWith(`${basePath}/`)) return false;
    const requestId = newRequestId();
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...CORS_HEADERS, "Content-Length": "0" });
      res.end();
      return true;
    }
    try {
      await route(req, res, segmentsOf(path.slice(basePath.length)), url, requestId);
    } catch (err) {
      sendError(req, res, err, requestId);
    }
    return true;
  }

  return { handle, store, basePath };
}
