/** Deleting objects: the rows as the caller (DELETE and SELECT policies decide), the bytes once that has committed. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http.ts";
import { StorageErrors } from "./errors.ts";
import { asCaller, authenticate } from "./authorization.ts";
import { STORAGE_LIMITS } from "./limits.ts";
import { bucketAndKey, decodeSegment, readJsonBody, stringArray, validateBucketName } from "./request.ts";
import { blobStore, OBJECT_COLUMNS, type ObjectRow, type StorageContext } from "./store.ts";

export async function removeObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const bucket = decodeSegment(bucketSegment);
  validateBucketName(bucket);
  const prefixes = stringArray((await readJsonBody(req)).prefixes, "prefixes");
  if (prefixes.length < 1 || prefixes.length > STORAGE_LIMITS.maxPrefixes) {
    throw StorageErrors.invalidRequest(`body/prefixes must have between 1 and ${STORAGE_LIMITS.maxPrefixes} items`);
  }
  // DELETE ... RETURNING: the caller needs the DELETE and the SELECT policies, as on Supabase.
  const deleted = await asCaller(ctx, auth, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucket, prefixes],
    );
    return rows;
  });
  // Committed: the bytes go now.
  const store = blobStore(ctx);
  for (const row of deleted) await store.remove(bucket, row.name);
  sendJson(res, 200, deleted);
}

/** DELETE /object/{bucket}/{path}: storage-api's single-object delete. */
export async function removeObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, name } = bucketAndKey(segments);
  const deleted = await asCaller(ctx, auth, async (tx) => (await tx.query<{ name: string }>("delete from storage.objects where bucket_id = $1 and name = $2 returning name", [bucket, name])).rows);
  if (deleted.length === 0) throw StorageErrors.noSuchKey();
  await blobStore(ctx).remove(bucket, name);
  sendJson(res, 200, { message: "Successfully deleted" });
}
