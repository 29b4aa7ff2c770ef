/** Moving and copying objects, within a bucket or to another one (decision 0014: the destination's rules apply). */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { Tx } from "../db.ts";
import { sendJson } from "../http.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import { StorageErrors } from "./errors.ts";
import { asCaller, authenticate, ownerOf } from "./authorization.ts";
import { checkBucketLimits } from "./limits.ts";
import { readJsonBody, validateBucketName, validateKey } from "./request.ts";
import { blobStore, type Bucket, findBucketAsSuperuser, INSERT_OBJECT, type ObjectRow, selectObject, type StorageContext } from "./store.ts";

function moveArgs(body: Record<string, unknown>): { bucket: string; source: string; destBucket: string; dest: string } {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== "string" || typeof sourceKey !== "string" || typeof destinationKey !== "string") {
    throw StorageErrors.invalidRequest("body must have required properties bucketId, sourceKey, destinationKey");
  }
  const destBucket = typeof destinationBucket === "string" && destinationBucket ? destinationBucket : bucketId;
  validateBucketName(bucketId);
  validateBucketName(destBucket);
  validateKey(sourceKey);
  validateKey(destinationKey);
  return { bucket: bucketId, source: sourceKey, destBucket, dest: destinationKey };
}

/**
 * An object may arrive in `destBucket/dest` by move or copy only if the caller could upload it
 * there: the destination's INSERT policies (tested in a savepoint rolled back at once, as
 * storage-api tests permissions) and the destination bucket's size limit and allowed types.
 * storage-api checks the INSERT policies on copy only and the bucket limits on neither; the
 * emulator checks both on both, so that a file cannot be moved or copied from a private bucket
 * into a public one it could not have been uploaded to (decision 0014).
 */
async function checkArrival(tx: Tx, auth: RequestAuth, destBucket: Bucket, dest: string, row: Pick<ObjectRow, "metadata" | "user_metadata">): Promise<void> {
  const { owner, ownerId } = ownerOf(auth);
  await tx.query("savepoint arrival");
  await tx.query(INSERT_OBJECT, [randomUUID(), destBucket.id, dest, owner, ownerId, JSON.stringify(row.metadata ?? {}), row.user_metadata ? JSON.stringify(row.user_metadata) : null, randomUUID()]);
  await tx.query("rollback to savepoint arrival");
  // Policies first, then the bucket's limits, in the order an upload meets them.
  checkBucketLimits(destBucket, row.metadata?.size ?? 0, row.metadata?.mimetype ?? "application/octet-stream");
}

export async function moveObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, source, destBucket, dest } = moveArgs(await readJsonBody(req));
  const target = await findBucketAsSuperuser(ctx, destBucket);
  const store = blobStore(ctx);
  await asCaller(ctx, auth, async (tx) => {
    const current = await selectObject(tx, bucket, source);
    if (!current) throw StorageErrors.noSuchKey();
    // UPDATE ... RETURNING: the UPDATE policy (old and new row) and SELECT decide, as in storage-api.
    const update = () =>
      tx.query<{ id: string }>("update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id", [bucket, source, destBucket, dest]);
    if (bucket !== destBucket || source !== dest) {
      // Then, the object not yet moved, whether the caller could have uploaded it there.
      await tx.query("savepoint moving");
      if ((await update()).rows.length === 0) throw StorageErrors.noSuchKey();
      await tx.query("rollback to savepoint moving");
      await checkArrival(tx, auth, target, dest, current);
    }
    const { rows } = await update();
    if (rows.length === 0) throw StorageErrors.noSuchKey();
    const bytes = await store.read(bucket, source);
    if (!bytes) throw StorageErrors.noSuchKey();
    await store.write(destBucket, dest, bytes);
  });
  await store.remove(bucket, source);
  sendJson(res, 200, { message: "Successfully moved" });
}

export async function copyObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, source, destBucket, dest } = moveArgs(await readJsonBody(req));
  const target = await findBucketAsSuperuser(ctx, destBucket);
  const { owner, ownerId } = ownerOf(auth);
  const store = blobStore(ctx);
  const id = randomUUID();
  await asCaller(ctx, auth, async (tx) => {
    const row = await selectObject(tx, bucket, source);
    if (!row) throw StorageErrors.noSuchKey();
    await tx.query(
      "insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($1, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)",
      [id, destBucket, dest, owner, ownerId, JSON.stringify(row.metadata), row.user_metadata ? JSON.stringify(row.user_metadata) : null, randomUUID()],
    );
    // The INSERT policies let it in; the destination bucket's limits apply too (decision 0014).
    checkBucketLimits(target, row.metadata?.size ?? 0, row.metadata?.mimetype ?? "application/octet-stream");
    const bytes = await store.read(bucket, source);
    if (!bytes) throw StorageErrors.noSuchKey();
    await store.write(destBucket, dest, bytes);
  });
  sendJson(res, 200, { Id: id, Key: `${destBucket}/${dest}` });
}
