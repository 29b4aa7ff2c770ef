/**
 * Uploads: POST and PUT /object/{bucket}/{path} (raw body or multipart form), the row written as the
 * caller (RLS decides) and the bytes only once the row is in, before the transaction commits.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash, randomUUID } from "node:crypto";
import type { Tx } from "../db.ts";
import { BODY_LIMITS, HttpError, header, readBody, sendJson } from "../http.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import { StorageErrors, mapDbError } from "./errors.ts";
import { asCaller, authenticate, ownerOf } from "./authorization.ts";
import { baseMime, checkBucketLimits, STORAGE_LIMITS } from "./limits.ts";
import { bucketAndKey } from "./request.ts";
import { blobStore, findBucketAsSuperuser, insertObjectRow, type ObjectMetadata, type StorageContext } from "./store.ts";

interface Upload {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw StorageErrors.invalidRequest("Invalid metadata");
  }
}

async function readUpload(req: IncomingMessage): Promise<Upload> {
  let raw: Buffer;
  try {
    raw = await readBody(req, BODY_LIMITS.upload);
  } catch (err) {
    if (err instanceof HttpError && err.status === 413) throw StorageErrors.entityTooLarge();
    throw err;
  }
  const contentType = header(req, "content-type") ?? "";
  if (baseMime(contentType) === "multipart/form-data") {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
    } catch {
      throw StorageErrors.invalidRequest("Invalid multipart body");
    }
    let file: File | undefined;
    for (const [, value] of form) {
      if (typeof value !== "string") {
        file = value;
        break;
      }
    }
    if (!file) throw StorageErrors.invalidRequest("No content provided");
    const cacheControl = form.get("cacheControl");
    const metadata = form.get("metadata");
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || "application/octet-stream",
      cacheControl: typeof cacheControl === "string" && cacheControl ? `max-age=${cacheControl}` : STORAGE_LIMITS.defaultCacheControl,
      userMetadata: parseUserMetadata(typeof metadata === "string" ? metadata : null),
    };
  }
  const xMetadata = header(req, "x-metadata");
  return {
    bytes: raw,
    contentType: contentType || "text/plain;charset=UTF-8",
    cacheControl: header(req, "cache-control") || STORAGE_LIMITS.defaultCacheControl,
    userMetadata: parseUserMetadata(xMetadata ? Buffer.from(xMetadata, "base64").toString("utf8") : null),
  };
}

function objectMetadata(upload: Upload): ObjectMetadata {
  return {
    eTag: `"${createHash("md5").update(upload.bytes).digest("hex")}"`,
    size: upload.bytes.length,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
}

/**
 * Stores the request's upload as `bucketId/name`, the row written as `auth` (RLS decides) or, for
 * an upload through a signed URL, as superuser with the signer as owner.
 */
export async function storeUpload(
  ctx: StorageContext,
  req: IncomingMessage,
  bucketId: string,
  name: string,
  upsert: boolean,
  as: { auth: RequestAuth } | { superuserFor: { owner: string | null; ownerId: string | null } },
): Promise<string> {
  const bucket = await findBucketAsSuperuser(ctx, bucketId);
  const upload = await readUpload(req);
  checkBucketLimits(bucket, upload.bytes.length, upload.contentType);
  const { owner, ownerId } = "auth" in as ? ownerOf(as.auth) : as.superuserFor;
  const metadata = objectMetadata(upload);
  const params = [randomUUID(), bucketId, name, owner, ownerId, JSON.stringify(metadata), upload.userMetadata ? JSON.stringify(upload.userMetadata) : null, randomUUID()];
  const store = blobStore(ctx);
  const write = async (tx: Tx) => {
    const id = await insertObjectRow(tx, params, upsert);
    // The row is in (RLS allowed it): now the bytes; the transaction commits after this.
    await store.write(bucketId, name, upload.bytes);
    return id;
  };
  if ("auth" in as) return asCaller(ctx, as.auth, write);
  try {
    return await ctx.db.transaction(write);
  } catch (err) {
    return mapDbError(err);
  }
}

/** POST (upsert only with `x-upsert: true`) and PUT (always replaces, as storage-api's update). */
export async function uploadObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], upsert: boolean): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket: bucketId, name } = bucketAndKey(segments);
  const id = await storeUpload(ctx, req, bucketId, name, upsert, { auth });
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}
