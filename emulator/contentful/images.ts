/**
 * The image host: `{basePath}/images/{space}/{assetId}/{fileName}` serves the
 * asset's file from contentful/assets, transformed with the Images API
 * parameters the site uses (w, h, fm, q, fit, f, bg, fl). Results are cached
 * in memory (bounded by bytes) and sent with Cache-Control, ETag and 304s.
 */
import { readFile, stat } from "node:fs/promises";
import { statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve, sep } from "node:path";
import sharp from "sharp";
import type { AssetFileSource } from "../../contentful/types.ts";
import { CdaError, notFound } from "./errors.ts";
import { CORS_HEADERS, etagOf, isFresh } from "./http.ts";
import type { ContentStore } from "./store.ts";

export const MAX_DIMENSION = 4000;
const FORMATS = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", gif: "image/gif" } as const;
type Format = keyof typeof FORMATS;
const FITS = ["pad", "fill", "scale", "crop", "thumb"] as const;
type Fit = (typeof FITS)[number];
const FOCUS = {
  center: "centre",
  top: "north",
  right: "east",
  left: "west",
  bottom: "south",
  top_right: "northeast",
  top_left: "northwest",
  bottom_right: "southeast",
  bottom_left: "southwest",
  face: "attention",
  faces: "attention",
} as const;
type Focus = keyof typeof FOCUS;

export interface ImageParams {
  w?: number;
  h?: number;
  fm?: Format;
  q?: number;
  fit?: Fit;
  f?: Focus;
  /** Background for fit=pad, as #rrggbb. */
  bg?: string;
  fl?: "progressive" | "png8";
}

function imageError(message: string): CdaError {
  return new CdaError(400, "BadRequest", message);
}

/** Validates the Images API parameters; throws a 400 on a bad value. Unknown parameters are ignored. */
export function parseImageParams(params: URLSearchParams): ImageParams {
  const out: ImageParams = {};
  const int = (name: "w" | "h" | "q", min: number, max: number) => {
    const raw = params.get(name);
    if (raw === null) return;
    const n = Number(raw);
    if (raw.trim() === "" || !Number.isInteger(n) || n < min || n > max) {
      throw imageError(`Invalid value "${raw}" for parameter "${name}": an integer from ${min} to ${max} is expected.`);
    }
    out[name] = n;
  };
  int("w", 1, MAX_DIMENSION);
  int("h", 1, MAX_DIMENSION);
  int("q", 1, 100);
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw imageError(`Invalid value "${raw}" for parameter "${name}": expected one of ${allowed.join(", ")}.`);
    }
    return raw as T;
  };
  const fm = oneOf("fm", Object.keys(FORMATS) as Format[]);
  if (fm) out.fm = fm;
  const fit = oneOf("fit", FITS);
  if (fit) out.fit = fit;
  const f = oneOf("f", Object.keys(FOCUS) as Focus[]);
  if (f) out.f = f;
  const fl = oneOf("fl", ["progressive", "png8"] as const);
  if (fl) out.fl = fl;
  const bg = params.get("bg");
  if (bg !== null) {
    const m = /^rgb:([0-9a-f]{6})$/i.exec(bg);
    if (!m) throw imageError(`Invalid value "${bg}" for parameter "bg": expected rgb:rrggbb.`);
    out.bg = `#${m[1]}`;
  }
  if (out.q !== undefined && out.fm === "png" && out.fl !== "png8") {
    // Contentful ignores q for lossless output; so do we.
    delete out.q;
  }
  return out;
}

const canonical = (p: ImageParams) =>
  (Object.keys(p) as Array<keyof ImageParams>)
    .sort()
    .map((k) => `${k}=${p[k]}`)
    .join("&");

const formatOf = (contentType: string): Format | undefined =>
  (Object.entries(FORMATS) as Array<[Format, string]>).find(([, ct]) => ct === contentType)?.[0];

/** Applies the parameters with sharp; returns the bytes and their content type. */
export async function transformImage(input: Buffer, sourceType: string, p: ImageParams): Promise<{ data: Buffer; contentType: string }> {
  const format = p.fm ?? formatOf(sourceType) ?? "jpg";
  let img = sharp(input).rotate();
  if (p.w !== undefined || p.h !== undefined) {
    const position = FOCUS[p.f ?? "center"];
    switch (p.fit) {
      case "scale":
        img = img.resize(p.w, p.h, { fit: "fill" });
        break;
      case "pad":
        img = img.resize(p.w, p.h, { fit: "contain", background: p.bg ?? (format === "jpg" ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 }) });
        break;
      case "fill":
      case "thumb":
        img = img.resize(p.w, p.h, { fit: "cover", position });
        break;
      case "crop": {
        const meta = await sharp(input).rotate().metadata();
        const W = meta.autoOrient?.width ?? meta.width ?? 0;
        const H = meta.autoOrient?.height ?? meta.height ?? 0;
        const width = Math.min(p.w ?? W, W);
        const height = Math.min(p.h ?? H, H);
        const gx = position.includes("west") ? 0 : position.includes("east") ? 1 : 0.5;
        const gy = position.includes("north") ? 0 : position.includes("south") ? 1 : 0.5;
        img = img.extract({
          left: Math.round((W - width) * gx),
          top: Math.round((H - height) * gy),
          width,
          height,
        });
        break;
      }
      default:
        img = img.resize(p.w, p.h, { fit: "inside" });
    }
  }
  switch (format) {
    case "jpg":
      img = img.flatten({ background: p.bg ?? "#ffffff" }).jpeg({ quality: p.q ?? 80, progressive: p.fl === "progressive" });
      break;
    case "png":
      img = img.png(p.fl === "png8" ? { palette: true, quality: p.q ?? 100 } : {});
      break;
    case "webp":
      img = img.webp({ quality: p.q ?? 80 });
      break;
    case "avif":
      img = img.avif({ quality: p.q ?? 50 });
      break;
    case "gif":
      img = img.gif();
      break;
  }
  return { data: await img.toBuffer(), contentType: FORMATS[format] };
}

interface Cached {
  data: Buffer;
  contentType: string;
  etag: string;
}

/** A byte-bounded LRU (Map insertion order = recency). */
export class ByteLru {
  readonly maxBytes: number;
  readonly maxEntries: number;
  private map = new Map<string, Cached>();
  private bytes = 0;
  constructor(maxBytes: number, maxEntries = 1000) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
  }
  get size(): number {
    return this.map.size;
  }
  get totalBytes(): number {
    return this.bytes;
  }
  get(key: string): Cached | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: Cached): void {
    if (value.data.length > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.data.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.bytes += value.data.length;
    while (this.bytes > this.maxBytes || this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value as string;
      this.bytes -= this.map.get(oldest)?.data.length ?? 0;
      this.map.delete(oldest);
    }
  }
}

export interface ImageHostOptions {
  spaceId: string;
  store: ContentStore;
  assetsDirectory: string;
  /** Bytes of transformed images kept in memory (default 64 MiB). */
  cacheBytes?: number;
}

export interface ImageHost {
  /** Serves `segments` = [space, assetId, fileName]. */
  handle(req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void>;
  /** Size in bytes of a file under the assets directory (0 when missing); cached. */
  fileSize(path: string): number;
  cache: ByteLru;
}

export function createImageHost(opts: ImageHostOptions): ImageHost {
  const root = resolve(opts.assetsDirectory);
  const cache = new ByteLru(opts.cacheBytes ?? 64 * 1024 * 1024);
  const pending = new Map<string, Promise<Cached>>();
  const sizes = new Map<string, number>();

  const fullPath = (path: string): string => {
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) throw notFound("Asset", path);
    return full;
  };

  function fileSize(path: string): number {
    let size = sizes.get(path);
    if (size === undefined) {
      try {
        size = statSync(fullPath(path)).size;
      } catch {
        size = 0;
      }
      sizes.set(path, size);
    }
    return size;
  }

  async function produce(source: AssetFileSource, params: ImageParams): Promise<Cached> {
    const file = fullPath(source.path);
    let info;
    try {
      info = await stat(file);
    } catch {
      throw notFound("Asset", source.path);
    }
    const key = `${file}|${info.mtimeMs}|${info.size}|${canonical(params)}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const running = pending.get(key);
    if (running) return running;
    const job = (async () => {
      const input = await readFile(file);
      const untouched = Object.keys(params).length === 0;
      const out = untouched ? { data: input, contentType: source.contentType } : await transformImage(input, source.contentType, params);
      const value: Cached = { ...out, etag: etagOf(out.data) };
      cache.set(key, value);
      return value;
    })();
    pending.set(key, job);
    try {
      return await job;
    } finally {
      pending.delete(key);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      throw new CdaError(405, "MethodNotAllowed", "Only GET and HEAD are allowed on images.");
    }
    const [space, assetId, fileName, ...extra] = segments;
    if (space !== opts.spaceId || !assetId || !fileName || extra.length > 0) throw notFound("Asset", assetId ?? "");
    const asset = opts.store.asset(assetId);
    const source = asset && Object.values(asset.fields.file).find((f) => f?.fileName === fileName);
    if (!source) throw notFound("Asset", assetId);
    const params = parseImageParams(url.searchParams);
    let out: Cached;
    try {
      out = await produce(source, params);
    } catch (err) {
      if (err instanceof CdaError) throw err;
      throw new CdaError(400, "BadRequest", `The image could not be processed: ${(err as Error).message}`);
    }
    const headers: Record<string, string> = {
      ...CORS_HEADERS,
      "Content-Type": out.contentType,
      "Cache-Control": "public, max-age=86400",
      ETag: out.etag,
    };
    if (isFresh(req, out.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, "Content-Length": String(out.data.length) });
    res.end(req.method === "HEAD" ? undefined : out.data);
  }

  return { handle, fileSize, cache };
}
