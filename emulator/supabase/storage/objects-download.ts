/** Downloads (authenticated, public) and object info; the caller must be able to SELECT the row, or the bucket be public. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http.ts";
import { StorageErrors } from "./errors.ts";
import { asCaller, authenticate } from "./authorization.ts";
import { STORAGE_LIMITS } from "./limits.ts";
import { bucketAndKey } from "./request.ts";
import { blobStore, findBucketAsSuperuser, type ObjectRow, selectObject, type StorageContext } from "./store.ts";

function objectHeaders(row: Pick<ObjectRow, "metadata" | "updated_at" | "name">, size: number, download: string | null): Record<string, string> {
  const meta = row.metadata;
  const headers: Record<string, string> = {
    "Content-Type": meta?.mimetype ?? "application/octet-stream",
    "Content-Length": String(size),
    "Cache-Control": meta?.cacheControl ?? STORAGE_LIMITS.defaultCacheControl,
    "Last-Modified": new Date(row.updated_at).toUTCString(),
    "Accept-Ranges": "none",
    // Never let a browser sniff a stored file into something else (an uploaded "image" run as HTML).
    "X-Content-Type-Options": "nosniff",
  };
  if (meta?.eTag) headers.ETag = meta.eTag;
  if (download !== null) {
    const filename = download || row.name.split("/").pop() || "download";
    headers["Content-Disposition"] = `attachment; filename="${filename.replace(/["\\\r\n]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  return headers;
}

export async function sendObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, row: ObjectRow, url: URL): Promise<void> {
  const bytes = await blobStore(ctx).read(bucket, row.name);
  if (!bytes) throw StorageErrors.noSuchKey();
  res.writeHead(200, objectHeaders(row, bytes.length, url.searchParams.get("download")));
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** GET/HEAD /object/{bucket}/{path} and /object/authenticated/...: the caller must be able to SELECT the row. */
export async function downloadAuthenticated(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, name } = bucketAndKey(segments);
  const row = await asCaller(ctx, auth, (tx) => selectObject(tx, bucket, name));
  if (!row) throw StorageErrors.noSuchKey();
  await sendObject(ctx, req, res, bucket, row, url);
}

/** GET/HEAD /object/public/{bucket}/{path}: no auth, only from a public bucket. */
export async function downloadPublic(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const { bucket: bucketId, name } = bucketAndKey(segments);
  const bucket = await findBucketAsSuperuser(ctx, bucketId);
  if (!bucket.public) throw StorageErrors.noSuchBucket();
  const row = await ctx.db.transaction((tx) => selectObject(tx, bucketId, name));
  if (!row) throw StorageErrors.noSuchKey();
  await sendObject(ctx, req, res, bucketId, row, url);
}

export async function objectInfo(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
  let row: ObjectRow | undefined;
  if (segments[0] === "public") {
    const { bucket: bucketId, name } = bucketAndKey(segments.slice(1));
    const bucket = await findBucketAsSuperuser(ctx, bucketId);
    if (!bucket.public) throw StorageErrors.noSuchBucket();
    row = await ctx.db.transaction((tx) => selectObject(tx, bucketId, name));
  } else {
    const auth = await authenticate(ctx, req);
    const { bucket, name } = bucketAndKey(segments[0] === "authenticated" ? segments.slice(1) : segments);
    row = await asCaller(ctx, auth, (tx) => selectObject(tx, bucket, name));
  }
  if (!row) throw StorageErrors.noSuchKey();
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}
