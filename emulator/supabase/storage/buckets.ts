/** Buckets: list, get, create, update, empty and delete, each as the caller (RLS on storage.buckets decides). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EmulatorContext } from "../context.ts";
import { HttpError, sendJson } from "../http.ts";
import { StorageErrors } from "./errors.ts";
import { asCaller, authenticate, ownerOf } from "./authorization.ts";
import { parseFileSizeLimit } from "./limits.ts";
import { readJsonBody, stringArray, validateBucketName } from "./request.ts";
import { blobStore, type Bucket, BUCKET_COLUMNS, findBucketAsSuperuser, type StorageContext } from "./store.ts";

export async function listBuckets(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = await authenticate(ctx, req);
  const rows = await asCaller(ctx, auth, async (tx) => (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows);
  sendJson(res, 200, rows);
}

export async function getBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const row = await asCaller(ctx, auth, async (tx) => (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0]);
  if (!row) throw StorageErrors.noSuchBucket();
  sendJson(res, 200, row);
}

export async function createBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = await authenticate(ctx, req);
  const body = await readJsonBody(req);
  const name = typeof body.name === "string" ? body.name : typeof body.id === "string" ? body.id : "";
  const id = typeof body.id === "string" && body.id ? body.id : name;
  validateBucketName(id);
  const fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  const allowed = body.allowed_mime_types === undefined || body.allowed_mime_types === null ? null : stringArray(body.allowed_mime_types, "allowed_mime_types");
  const { owner, ownerId } = ownerOf(auth);
  try {
    await asCaller(ctx, auth, (tx) =>
      tx.query(
        "insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])",
        [id, name, owner, ownerId, body.public === true, fileSizeLimit, allowed],
      ),
    );
  } catch (err) {
    if (err instanceof HttpError && (err.body as { code?: string }).code === "KeyAlreadyExists") throw StorageErrors.bucketAlreadyExists();
    throw err;
  }
  sendJson(res, 200, { name });
}

export async function updateBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const body = await readJsonBody(req);
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (typeof body.public === "boolean") {
    params.push(body.public);
    sets.push(`public = $${params.length}`);
  }
  if ("file_size_limit" in body) {
    params.push(parseFileSizeLimit(body.file_size_limit));
    sets.push(`file_size_limit = $${params.length}`);
  }
  if ("allowed_mime_types" in body) {
    params.push(body.allowed_mime_types === null || body.allowed_mime_types === undefined ? null : stringArray(body.allowed_mime_types, "allowed_mime_types"));
    sets.push(`allowed_mime_types = $${params.length}::text[]`);
  }
  sets.push("updated_at = now()");
  const updated = await asCaller(ctx, auth, async (tx) => (await tx.query(`update storage.buckets set ${sets.join(", ")} where id = $1`, params)).affectedRows);
  if (updated === 0) throw StorageErrors.noSuchBucket();
  sendJson(res, 200, { message: "Successfully updated" });
}

export async function emptyBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  await findBucketAsSuperuser(ctx, id);
  const deleted = await asCaller(ctx, auth, async (tx) => (await tx.query<{ name: string }>("delete from storage.objects where bucket_id = $1 returning name", [id])).rows);
  const store = blobStore(ctx);
  for (const row of deleted) await store.remove(id, row.name);
  sendJson(res, 200, { message: "Successfully emptied" });
}

export async function deleteBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  await asCaller(ctx, auth, async (tx) => {
    const { rows } = await tx.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1", [id]);
    if ((rows[0]?.n ?? 0) > 0) throw StorageErrors.bucketNotEmpty();
    const { affectedRows } = await tx.query("delete from storage.buckets where id = $1", [id]);
    if (affectedRows === 0) throw StorageErrors.noSuchBucket();
  });
  sendJson(res, 200, { message: "Successfully deleted" });
}
