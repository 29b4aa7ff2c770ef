/**
 * Where buckets and objects live: the rows of storage.buckets and storage.objects (read as
 * superuser, or in a transaction that runs as the caller) and the objects' bytes (blobs.ts).
 */
import type { EmulatorContext } from "../context.ts";
import type { Tx } from "../db.ts";
import { createDiskBlobStore, createMemoryBlobStore, type BlobStore } from "./blobs.ts";
import { StorageErrors } from "./errors.ts";

/** The context fields storage reads beyond EmulatorContext: where object bytes live (absent: memory). */
export type StorageContext = EmulatorContext;

const blobStores = new WeakMap<EmulatorContext, BlobStore>();
export function blobStore(ctx: StorageContext): BlobStore {
  let store = blobStores.get(ctx);
  if (!store) {
    store = ctx.storageDir ? createDiskBlobStore(ctx.storageDir) : createMemoryBlobStore();
    blobStores.set(ctx, store);
  }
  return store;
}

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export const BUCKET_COLUMNS = "id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at";

export const OBJECT_COLUMNS = "id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at";

export async function findBucketAsSuperuser(ctx: EmulatorContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.db.query<Bucket>(
    "select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1",
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw StorageErrors.noSuchBucket();
  return bucket;
}

export async function selectObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return rows[0];
}

export const INSERT_OBJECT =
  "insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($1, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)";

/** Writes the object row (an upsert when `upsert`); returns its id. RLS applies when `tx` runs as the caller. */
export async function insertObjectRow(tx: Tx, params: unknown[], upsert: boolean): Promise<string> {
  if (!upsert) {
    await tx.query(INSERT_OBJECT, params);
    return params[0] as string;
  }
  // ON CONFLICT DO UPDATE: Postgres applies the INSERT, UPDATE and SELECT policies, as Supabase documents for upserts.
  const { rows } = await tx.query<{ id: string }>(
    `${INSERT_OBJECT} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now() returning id`,
    params,
  );
  return rows[0]?.id ?? (params[0] as string);
}
