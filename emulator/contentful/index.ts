/**
 * A Contentful Delivery API emulator, its image host and a local management
 * endpoint, mounted under `basePath` (default "/contentful") of a Node server:
 *
 *   {basePath}/spaces/{space}[/environments/{env}]/entries|assets|content_types|locales[/id]
 *   {basePath}/spaces/{space}                         the space (with its locales)
 *   {basePath}/images/{space}/{assetId}/{fileName}    asset files, Images API transforms
 *   {basePath}/__emulator/...                         local management (see management.ts)
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
import { serveManagement } from "./management.ts";
import { createStore, type ContentStore } from "./store.ts";

export type { ContentStore, StoredAsset, StoredEntry, EntryInput, AssetInput } from "./store.ts";

export interface ContentfulEmulatorOptions {
  spaceId: string;
  /** Default "master". Paths without /environments/{env} mean master. */
  environment?: string;
  deliveryToken: string;
  /** Also accepted for reading (the emulator has no drafts: same content). */
  previewToken?: string;
  /** Enables {basePath}/__emulator/*; without it those requests get 401. */
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
  const tokens = new Set([options.deliveryToken, ...(options.previewToken ? [options.previewToken] : [])]);

  const delivery: DeliveryContext = {
    spaceId: options.spaceId,
    environment,
    store,
    assetUrl: (req, assetId, fileName) =>
      `//${req.headers.host ?? "localhost"}${basePath}/images/${encodeURIComponent(options.spaceId)}/${encodeURIComponent(assetId)}/${encodeURIComponent(fileName)}`,
    fileSize: images.fileSize,
  };

  async function route(req: IncomingMessage, res: ServerResponse, segments: string[], url: URL, requestId: string): Promise<void> {
    const [head, ...rest] = segments;
    if (head === "images") return images.handle(req, res, rest, url);
    if (head === "__emulator") {
      return serveManagement({ spaceId: options.spaceId, environment, store, managementToken: options.managementToken }, req, res, rest, requestId);
    }
    if (head !== "spaces") throw notFound("Route", segments.join("/"));
    if (req.method !== "GET" && req.method !== "HEAD") {
      throw new CdaError(405, "MethodNotAllowed", `Method ${req.method} is not allowed on the Delivery API.`);
    }
    const token = requestToken(req, url);
    if (!token || !tokens.has(token)) throw accessTokenInvalid();
    const [space, ...afterSpace] = rest;
    if (space !== options.spaceId) throw notFound("Space", space ?? "");
    if (afterSpace.length === 0) return serveSpace(delivery, req, res, requestId);
    let env = "master";
    let path = afterSpace;
    if (afterSpace[0] === "environments") {
      env = afterSpace[1] ?? "";
      path = afterSpace.slice(2);
    }
    if (env !== environment) throw notFound("Environment", env, { space: options.spaceId });
    return serveEnvironment(delivery, req, res, path, url, requestId);
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
