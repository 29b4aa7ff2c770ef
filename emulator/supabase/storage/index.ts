/**
 * Storage API (`/storage/v1`), the subset storage-js uses, with storage-api's wire formats.
 *
 * Security is Postgres': object rows live in `storage.objects` and every read, insert, update and
 * delete of a row runs in a transaction as the caller's role with the caller's JWT claims, so the
 * RLS policies on storage.objects (and storage.buckets) decide, as on Supabase. Bytes are written
 * only once the row is in (inside the transaction, before it commits) and deleted only once the
 * row deletion has committed. Public downloads (public buckets) and signed URLs read as superuser,
 * as storage-api does.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { header } from "../http.ts";
import { StorageErrors } from "./errors.ts";
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from "./buckets.ts";
import { listObjects, listObjectsV2 } from "./list.ts";
import { copyObject, moveObject } from "./move-copy.ts";
import { downloadAuthenticated, downloadPublic, objectInfo } from "./objects-download.ts";
import { removeObject, removeObjects } from "./objects-remove.ts";
import { uploadObject } from "./objects-upload.ts";
import { decodeSegment } from "./request.ts";
import { createSignedUploadUrl, createSignedUrl, createSignedUrls, downloadSigned, uploadToSignedUrl } from "./signed-urls.ts";
import type { StorageContext } from "./store.ts";

/** First path segments under /object that are storage-api routes, not buckets. */
const OBJECT_ROUTE_WORDS = new Set(["list", "list-v2", "move", "copy", "info", "sign", "public", "authenticated", "upload"]);

export async function handleStorage(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
  const sctx = ctx as StorageContext;
  const method = (req.method ?? "GET").toUpperCase();
  const [area, ...rest] = subpath.replace(/^\/+/, "").split("/");
  const notFound = () => StorageErrors.notFoundRoute(method, `/${subpath.replace(/^\/+/, "")}${url.search}`);

  if (area === "bucket") {
    const id = rest[0] === undefined ? undefined : decodeSegment(rest[0]);
    if (id === undefined || id === "") {
      if (method === "GET") return listBuckets(ctx, req, res);
      if (method === "POST") return createBucket(ctx, req, res);
    } else if (rest.length === 1) {
      if (method === "GET") return getBucket(ctx, req, res, id);
      if (method === "PUT") return updateBucket(ctx, req, res, id);
      if (method === "DELETE") return deleteBucket(ctx, req, res, id);
    } else if (rest.length === 2 && rest[1] === "empty" && method === "POST") {
      return emptyBucket(sctx, req, res, id);
    }
    throw notFound();
  }

  if (area === "object") {
    const [first, ...tail] = rest;
    const isGet = method === "GET" || method === "HEAD";
    if (first === "list" && method === "POST" && tail.length === 1 && tail[0]) return listObjects(sctx, req, res, tail[0]);
    if (first === "list-v2" && method === "POST" && tail.length === 1 && tail[0]) return listObjectsV2(sctx, req, res, tail[0]);
    if (first === "move" && method === "POST" && tail.length === 0) return moveObject(sctx, req, res);
    if (first === "copy" && method === "POST" && tail.length === 0) return copyObject(sctx, req, res);
    if (first === "info" && isGet && tail.length >= 2) return objectInfo(sctx, req, res, tail);
    if (first === "sign") {
      if (method === "POST" && tail.length === 1 && tail[0]) return createSignedUrls(sctx, req, res, tail[0]);
      if (method === "POST" && tail.length >= 2) return createSignedUrl(sctx, req, res, tail);
      if (isGet && tail.length >= 2) return downloadSigned(sctx, req, res, tail, url);
    }
    if (first === "public" && isGet && tail.length >= 2) return downloadPublic(sctx, req, res, tail, url);
    if (first === "authenticated" && isGet && tail.length >= 2) return downloadAuthenticated(sctx, req, res, tail, url);
    if (first === "upload" && tail[0] === "sign" && tail.length >= 3) {
      if (method === "POST") return createSignedUploadUrl(sctx, req, res, tail.slice(1));
      if (method === "PUT") return uploadToSignedUrl(sctx, req, res, tail.slice(1), url);
    }
    // storage-api's own route words (list-v2 and others the emulator lacks) are never bucket names.
    if (first && OBJECT_ROUTE_WORDS.has(first)) throw notFound();
    if (first && rest.length === 1 && method === "DELETE") return removeObjects(sctx, req, res, first);
    if (first && rest.length >= 2) {
      if (isGet) return downloadAuthenticated(sctx, req, res, rest, url);
      if (method === "POST") return uploadObject(sctx, req, res, rest, header(req, "x-upsert") === "true");
      if (method === "PUT") return uploadObject(sctx, req, res, rest, true);
      if (method === "DELETE") return removeObject(sctx, req, res, rest);
    }
  }
  throw notFound();
}
