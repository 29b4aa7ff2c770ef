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
import { createHash, randomUUID } from "node:crypto";
import type { EmulatorContext } from "../context.ts";
import type { DbRole, Tx } from "../db.ts";
import { BODY_LIMITS, HttpError, header, readBody, readJson, sendJson } from "../http.ts";
import { requestAuth, requestToken, type RequestAuth } from "../auth/request-auth.ts";
import { createDiskBlobStore, createMemoryBlobStore, type BlobStore } from "./blobs.ts";
import { StorageErrors, mapDbError } from "./errors.ts";

/** Limits and defaults, in one place (storage-api's defaults unless the spec says otherwise). */
export const STORAGE_LIMITS = {
  /** Global per-object limit when the bucket sets none (storage-api's default: 50 MB). */
  fileSizeBytes: 50 * 1024 * 1024,
  /** Cache-Control of an object uploaded without one (spec: storage cache control 3600). */
  defaultCacheControl: "max-age=3600",
  /** list(): default page size (spec: 100). */
  listLimit: 100,
  /** Paths per remove() / createSignedUrls() call. */
  maxPrefixes: 1000,
  /** Lifetime of a createSignedUploadUrl() token (storage-api's default: 2 hours). */
  signedUploadUrlSeconds: 2 * 60 * 60,
} as const;

/** What a signed-URL token may be used for (its `scope` claim, as storage-api signs them). */
const SCOPE = { download: "download", upload: "upload" } as const;

/** The context fields storage reads beyond EmulatorContext: where object bytes live (absent: memory). */
type StorageContext = EmulatorContext;

const blobStores = new WeakMap<EmulatorContext, BlobStore>();
function blobStore(ctx: StorageContext): BlobStore {
  let store = blobStores.get(ctx);
  if (!store) {
    store = ctx.storageDir ? createDiskBlobStore(ctx.storageDir) : createMemoryBlobStore();
    blobStores.set(ctx, store);
  }
  return store;
}

// storage-api's key and bucket name rules (ASCII letters, digits and a few punctuation marks).
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

interface ObjectRow {
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

// ---------------------------------------------------------------------------------------------
// Helpers

async function authenticate(ctx: EmulatorContext, req: IncomingMessage): Promise<RequestAuth> {
  // storage-api verifies the (empty) bearer token of a request that carries none: refused, not anon.
  if (!requestToken(req)) throw StorageErrors.accessDenied("Invalid Compact JWS");
  try {
    return await requestAuth(ctx, req);
  } catch (err) {
    if (err instanceof HttpError) throw StorageErrors.invalidJwt(err.message);
    throw err;
  }
}

/** Runs `fn` as the caller (RLS applies); Postgres errors become storage-api errors. */
async function asCaller<T>(ctx: EmulatorContext, auth: RequestAuth, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn, { role: auth.role as DbRole, claims: auth.claims });
  } catch (err) {
    return mapDbError(err);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw StorageErrors.invalidKey(segment);
  }
}

/** `["bucket", "a", "b.pdf"]` (still URL-encoded) -> bucket and object name, both validated. */
function bucketAndKey(segments: string[]): { bucket: string; name: string } {
  const bucket = decodeSegment(segments[0] ?? "");
  const name = segments.slice(1).map(decodeSegment).join("/");
  validateBucketName(bucket);
  validateKey(name);
  return { bucket, name };
}

function validateBucketName(bucket: string): void {
  if (!bucket || bucket.length > 100 || !VALID_BUCKET.test(bucket) || bucket === "." || bucket === "..") {
    throw StorageErrors.invalidBucketName();
  }
}

function validateKey(name: string): void {
  if (!name || name.length > 1024 || !VALID_KEY.test(name) || name.split("/").some((s) => s === "")) {
    throw StorageErrors.invalidKey(name);
  }
}

function baseMime(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

function mimeAllowed(contentType: string, allowed: string[]): boolean {
  const mime = baseMime(contentType);
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p === "*/*" || p === "*") return true;
    if (p.endsWith("/*")) return mime.startsWith(p.slice(0, -1));
    return mime === p;
  });
}

/**
 * A bucket's file size limit as storage-api reads it: a number of bytes, or a string of a number
 * (3 significant digits) and a decimal unit, "20MB" = 20 000 000 bytes (GB 1e9, MB 1e6, KB 1e3, B).
 * Above the global limit: EntityTooLarge.
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  let bytes: number;
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) bytes = Math.floor(value);
  else if (typeof value === "string" && /^[0-9]+(?:\.[0-9]+)?(gb|mb|kb|b)$/i.test(value)) {
    const [, digits, unit] = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)!;
    const factor = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[unit!.toLowerCase() as "gb" | "mb" | "kb" | "b"];
    bytes = Math.round(Number(parseFloat(digits!).toPrecision(3)) * factor);
  } else throw StorageErrors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
  if (bytes > STORAGE_LIMITS.fileSizeBytes) throw StorageErrors.entityTooLarge();
  return bytes;
}

async function findBucketAsSuperuser(ctx: EmulatorContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.db.query<Bucket>(
    "select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1",
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw StorageErrors.noSuchBucket();
  return bucket;
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, () => StorageErrors.invalidRequest("Body is not valid JSON"));
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw StorageErrors.invalidRequest("body must be object");
  return body as Record<string, unknown>;
}

function stringArray(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) throw StorageErrors.invalidRequest(`body/${field} must be array of strings`);
  return value as string[];
}

function ownerOf(auth: RequestAuth): { owner: string | null; ownerId: string | null } {
  const sub = typeof auth.claims.sub === "string" ? auth.claims.sub : null;
  const isUuid = !!sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}

// ---------------------------------------------------------------------------------------------
// Uploads

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

/** The bucket's size limit (or the global one) and allowed types, for an object of `size` bytes and `contentType`. */
function checkBucketLimits(bucket: Bucket, size: number, contentType: string): void {
  const limit = Math.min(bucket.file_size_limit ?? STORAGE_LIMITS.fileSizeBytes, STORAGE_LIMITS.fileSizeBytes);
  if (size > limit) throw StorageErrors.entityTooLarge();
  if (bucket.allowed_mime_types && bucket.allowed_mime_types.length > 0 && !mimeAllowed(contentType, bucket.allowed_mime_types)) {
    throw StorageErrors.invalidMimeType(contentType);
  }
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

const INSERT_OBJECT =
  "insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($1, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)";

/** Writes the object row (an upsert when `upsert`); returns its id. RLS applies when `tx` runs as the caller. */
async function insertObjectRow(tx: Tx, params: unknown[], upsert: boolean): Promise<string> {
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

/**
 * Stores the request's upload as `bucketId/name`, the row written as `auth` (RLS decides) or, for
 * an upload through a signed URL, as superuser with the signer as owner.
 */
async function storeUpload(
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
async function uploadObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], upsert: boolean): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket: bucketId, name } = bucketAndKey(segments);
  const id = await storeUpload(ctx, req, bucketId, name, upsert, { auth });
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

/** Carries nothing out of a permission test whose transaction must roll back. */
class PermissionTested extends Error {}

/**
 * POST /object/upload/sign/{bucket}/{path}: the caller must be allowed to insert the object (tested
 * in a rolled-back transaction, as storage-api does); the token carries the owner and x-upsert.
 */
async function createSignedUploadUrl(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket: bucketId, name } = bucketAndKey(segments);
  const upsert = header(req, "x-upsert") === "true";
  await findBucketAsSuperuser(ctx, bucketId);
  if (!upsert && (await ctx.db.transaction((tx) => selectObject(tx, bucketId, name)))) throw StorageErrors.duplicate();
  const { owner, ownerId } = ownerOf(auth);
  try {
    await asCaller(ctx, auth, async (tx) => {
      await insertObjectRow(tx, [randomUUID(), bucketId, name, owner, ownerId, "{}", null, randomUUID()], upsert);
      throw new PermissionTested();
    });
  } catch (err) {
    if (!(err instanceof PermissionTested)) throw err;
  }
  const urlToSign = `${bucketId}/${name}`;
  const token = await ctx.keys.sign({ owner: ownerId ?? undefined, url: urlToSign, upsert, scope: SCOPE.upload }, STORAGE_LIMITS.signedUploadUrlSeconds);
  sendJson(res, 200, { url: `/object/upload/sign/${urlToSign}?token=${token}`, token });
}

/** Verifies a signed-URL token for `bucket/name` and the action it must be scoped for; returns its claims. */
async function verifySignedToken(ctx: EmulatorContext, token: string | null, bucket: string, name: string, scope: keyof typeof SCOPE): Promise<Record<string, unknown>> {
  if (!token) throw StorageErrors.missingParameter("token");
  let claims: Record<string, unknown>;
  try {
    claims = await ctx.keys.verify(token);
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_JWT_EXPIRED") throw StorageErrors.expiredSignature();
    throw StorageErrors.invalidSignature();
  }
  // Download tokens signed before scopes existed carry none; an access token carries no `url`.
  const tokenScope = claims.scope ?? (scope === "download" ? SCOPE.download : undefined);
  if (tokenScope !== SCOPE[scope]) throw StorageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== `${bucket}/${name}`) throw StorageErrors.invalidSignature();
  return claims;
}

/** PUT /object/upload/sign/{bucket}/{path}?token=: no auth; the token decides (owner, upsert). */
async function uploadToSignedUrl(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const { bucket, name } = bucketAndKey(segments);
  const claims = await verifySignedToken(ctx, url.searchParams.get("token"), bucket, name, "upload");
  const ownerId = typeof claims.owner === "string" ? claims.owner : null;
  const owner = ownerId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ownerId) ? ownerId : null;
  await storeUpload(ctx, req, bucket, name, claims.upsert === true, { superuserFor: { owner, ownerId } });
  sendJson(res, 200, { Key: `${bucket}/${name}` });
}

// ---------------------------------------------------------------------------------------------
// Downloads

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

async function sendObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, row: ObjectRow, url: URL): Promise<void> {
  const bytes = await blobStore(ctx).read(bucket, row.name);
  if (!bytes) throw StorageErrors.noSuchKey();
  res.writeHead(200, objectHeaders(row, bytes.length, url.searchParams.get("download")));
  res.end(req.method === "HEAD" ? undefined : bytes);
}

const OBJECT_COLUMNS = "id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at";

async function selectObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return rows[0];
}

/** GET/HEAD /object/{bucket}/{path} and /object/authenticated/...: the caller must be able to SELECT the row. */
async function downloadAuthenticated(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, name } = bucketAndKey(segments);
  const row = await asCaller(ctx, auth, (tx) => selectObject(tx, bucket, name));
  if (!row) throw StorageErrors.noSuchKey();
  await sendObject(ctx, req, res, bucket, row, url);
}

/** GET/HEAD /object/public/{bucket}/{path}: no auth, only from a public bucket. */
async function downloadPublic(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const { bucket: bucketId, name } = bucketAndKey(segments);
  const bucket = await findBucketAsSuperuser(ctx, bucketId);
  if (!bucket.public) throw StorageErrors.noSuchBucket();
  const row = await ctx.db.transaction((tx) => selectObject(tx, bucketId, name));
  if (!row) throw StorageErrors.noSuchKey();
  await sendObject(ctx, req, res, bucketId, row, url);
}

async function objectInfo(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
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

// ---------------------------------------------------------------------------------------------
// Signed URLs: a JWT signed with the emulator's keys carrying the object's `bucket/name` and exp.

function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1) throw StorageErrors.invalidRequest("body/expiresIn must be >= 1");
  return Math.floor(expiresIn);
}

async function signUrl(ctx: EmulatorContext, bucket: string, name: string, expiresIn: number): Promise<string> {
  const urlToSign = `${bucket}/${name}`;
  const token = await ctx.keys.sign({ url: urlToSign, scope: SCOPE.download }, expiresIn);
  return `/object/sign/${urlToSign}?token=${token}`;
}

async function createSignedUrl(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, name } = bucketAndKey(segments);
  const expiresIn = expiresInOf(await readJsonBody(req));
  const row = await asCaller(ctx, auth, (tx) => selectObject(tx, bucket, name));
  if (!row) throw StorageErrors.noSuchKey();
  sendJson(res, 200, { signedURL: await signUrl(ctx, bucket, name, expiresIn) });
}

async function createSignedUrls(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const bucket = decodeSegment(bucketSegment);
  validateBucketName(bucket);
  const body = await readJsonBody(req);
  const expiresIn = expiresInOf(body);
  const paths = stringArray(body.paths, "paths");
  if (paths.length > STORAGE_LIMITS.maxPrefixes) throw StorageErrors.invalidRequest(`body/paths must NOT have more than ${STORAGE_LIMITS.maxPrefixes} items`);
  const visible = await asCaller(ctx, auth, async (tx) => {
    const { rows } = await tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [bucket, paths]);
    return new Set(rows.map((r) => r.name));
  });
  const out = [];
  for (const path of paths) {
    out.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(ctx, bucket, path, expiresIn) }
        : { error: "Either the object does not exist or you do not have access to it", path, signedURL: null },
    );
  }
  sendJson(res, 200, out);
}

async function downloadSigned(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const { bucket, name } = bucketAndKey(segments);
  await verifySignedToken(ctx, url.searchParams.get("token"), bucket, name, "download");
  const row = await ctx.db.transaction((tx) => selectObject(tx, bucket, name));
  if (!row) throw StorageErrors.noSuchKey();
  await sendObject(ctx, req, res, bucket, row, url);
}

// ---------------------------------------------------------------------------------------------
// Remove, list, move, copy

async function removeObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
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

const SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectMetadata | null;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** POST /object/list/{bucket}: one level under `prefix` (files and folders), as storage.search() does. */
async function listObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const bucket = decodeSegment(bucketSegment);
  validateBucketName(bucket);
  const body = await readJsonBody(req);
  const limit = body.limit === undefined ? STORAGE_LIMITS.listLimit : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) throw StorageErrors.invalidRequest("body/limit and body/offset must be integers >= 0");
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column: SortColumn = SORT_COLUMNS.includes(sortBy.column as SortColumn) ? (sortBy.column as SortColumn) : "name";
  const descending = String(sortBy.order ?? "asc").toLowerCase() === "desc";
  let prefix = typeof body.prefix === "string" ? body.prefix.replace(/^\/+/, "") : "";
  if (prefix && !prefix.endsWith("/")) prefix += "/";
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";

  const rows = await asCaller(ctx, auth, async (tx) => {
    const r = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
      [bucket, `${likeEscape(prefix)}%`],
    );
    return r.rows;
  });

  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (!entryName || (search && !entryName.toLowerCase().startsWith(search))) continue;
    if (slash === -1) {
      entries.set(`f:${entryName}`, {
        name: entryName,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!entries.has(`d:${entryName}`)) {
      entries.set(`d:${entryName}`, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const sorted = [...entries.values()].sort((a, b) => {
    let cmp: number;
    if (column === "name") {
      cmp = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    } else {
      const av = a[column]?.getTime();
      const bv = b[column]?.getTime();
      // Folders (no timestamps) sort last ascending, as NULLs do in Postgres.
      cmp = av === bv ? 0 : av === undefined ? 1 : bv === undefined ? -1 : av - bv;
      if (cmp === 0) cmp = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    }
    return descending ? -cmp : cmp;
  });
  sendJson(res, 200, sorted.slice(offset, offset + limit));
}

/** A listV2 cursor, as storage-api encodes it: base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<column value>` lines. */
interface ListCursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}
const CURSOR_PARTS: [string, keyof ListCursor][] = [
  ["l", "startAfter"],
  ["o", "sortOrder"],
  ["c", "sortColumn"],
  ["a", "sortColumnAfter"],
];

function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(CURSOR_PARTS.flatMap(([k, f]) => (cursor[f] ? [`${k}:${cursor[f]}`] : [])).join("\n")).toString("base64");
}

function decodeCursor(token: string): ListCursor {
  const out: ListCursor = { startAfter: "", sortOrder: "asc" };
  for (const part of Buffer.from(token, "base64").toString().split("\n")) {
    const m = /^(\S):(.*)/.exec(part);
    const field = m && CURSOR_PARTS.find(([k]) => k === m[1])?.[1];
    if (!m || !field) throw StorageErrors.invalidParameter("continuation token");
    out[field] = m[2]!;
  }
  return out;
}

const LIST_V2_COLUMNS = ["name", "updated_at", "created_at"] as const;

/**
 * POST /object/list-v2/{bucket} (storage-js listV2): objects whose name starts with `prefix`, in
 * byte order of their names (or by a date, then name), `limit` (at most 1000) per page with a
 * cursor; `with_delimiter` folds deeper names into folders ("a/b/"), listed among the objects.
 * The caller sees only the rows RLS lets it select.
 */
async function listObjectsV2(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const bucket = decodeSegment(bucketSegment);
  validateBucketName(bucket);
  const body = await readJsonBody(req);
  if (body.limit !== undefined && (!Number.isInteger(body.limit) || (body.limit as number) < 1)) throw StorageErrors.invalidRequest("body/limit must be >= 1");
  if (body.prefix !== undefined && typeof body.prefix !== "string") throw StorageErrors.invalidRequest("body/prefix must be string");
  if (body.cursor !== undefined && typeof body.cursor !== "string") throw StorageErrors.invalidRequest("body/cursor must be string");
  const sortBy = body.sortBy as { column?: unknown; order?: unknown } | undefined;
  if (sortBy !== undefined) {
    if (!LIST_V2_COLUMNS.includes(sortBy.column as (typeof LIST_V2_COLUMNS)[number])) throw StorageErrors.invalidRequest("body/sortBy/column must be equal to one of the allowed values");
    if (sortBy.order !== undefined && sortBy.order !== "asc" && sortBy.order !== "desc") throw StorageErrors.invalidRequest("body/sortBy/order must be equal to one of the allowed values");
  }
  const limit = Math.min((body.limit as number | undefined) ?? 1000, 1000);
  const prefix = (body.prefix as string | undefined) ?? "";
  const delimited = body.with_delimiter === true;
  const cursor = body.cursor ? decodeCursor(body.cursor as string) : undefined;
  const column = (cursor?.sortColumn ?? (sortBy?.column as string | undefined) ?? "name") as (typeof LIST_V2_COLUMNS)[number];
  const descending = (cursor?.sortOrder ?? sortBy?.order) === "desc";

  const rows = await asCaller(ctx, auth, async (tx) => {
    const r = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`, [bucket, `${likeEscape(prefix)}%`]);
    return r.rows;
  });
  const byName = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  type Entry = { folder: true; name: string } | { folder: false; row: ObjectRow; name: string };
  let entries: Entry[] = rows.map((row) => ({ folder: false, row, name: row.name }));
  if (delimited) {
    const folders = new Map<string, Entry>();
    const files: Entry[] = [];
    for (const e of entries) {
      const slash = e.name.indexOf("/", prefix.length);
      if (slash === -1) files.push(e);
      else {
        const name = e.name.slice(0, slash + 1);
        folders.set(name, { folder: true, name });
      }
    }
    entries = [...folders.values(), ...files];
  }
  const time = (e: Entry) => (e.folder ? undefined : new Date(e.row[column as "updated_at" | "created_at"]).getTime());
  entries.sort((a, b) => {
    let cmp = 0;
    if (column !== "name") {
      const ta = time(a);
      const tb = time(b);
      cmp = ta === tb ? 0 : ta === undefined ? -1 : tb === undefined ? 1 : ta - tb;
    }
    if (cmp === 0) cmp = byName(a.name, b.name);
    return descending ? -cmp : cmp;
  });
  if (cursor?.startAfter) {
    const after = cursor.startAfter;
    const afterTime = cursor.sortColumnAfter ? new Date(cursor.sortColumnAfter).getTime() : undefined;
    entries = entries.filter((e) => {
      if (column !== "name" && afterTime !== undefined) {
        const t = time(e) ?? -Infinity;
        if (t !== afterTime) return descending ? t < afterTime : t > afterTime;
      }
      // A folder already listed hides everything under it.
      if (after.endsWith("/") && e.name.startsWith(after)) return false;
      const cmp = byName(e.name, after);
      return descending ? cmp < 0 : cmp > 0;
    });
  }
  const page = entries.slice(0, limit);
  const hasNext = entries.length > limit;
  const last = page[page.length - 1];
  const objectJson = (row: ObjectRow) => ({
    id: row.id,
    name: row.name,
    ...(delimited ? { key: row.name.split("/")[prefix ? prefix.split("/").length - 1 : 0] ?? "" } : {}),
    metadata: row.metadata,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
  });
  sendJson(res, 200, {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: encodeCursor({
            startAfter: last.name,
            sortOrder: cursor?.sortOrder ?? (sortBy?.order as string | undefined),
            sortColumn: column === "name" ? cursor?.sortColumn : column,
            sortColumnAfter: column !== "name" && !last.folder ? new Date(last.row[column]).toISOString() : undefined,
          }),
          nextCursorKey: last.name,
        }
      : {}),
    folders: page.filter((e) => e.folder).map((e) => ({ id: null, name: e.name })),
    objects: page.flatMap((e) => (e.folder ? [] : [objectJson(e.row)])),
  });
}

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

async function moveObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
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

async function copyObject(ctx: StorageContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
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

// ---------------------------------------------------------------------------------------------
// Buckets

const BUCKET_COLUMNS = "id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at";

async function listBuckets(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = await authenticate(ctx, req);
  const rows = await asCaller(ctx, auth, async (tx) => (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows);
  sendJson(res, 200, rows);
}

async function getBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  const row = await asCaller(ctx, auth, async (tx) => (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0]);
  if (!row) throw StorageErrors.noSuchBucket();
  sendJson(res, 200, row);
}

async function createBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
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

async function updateBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
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

async function emptyBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  await findBucketAsSuperuser(ctx, id);
  const deleted = await asCaller(ctx, auth, async (tx) => (await tx.query<{ name: string }>("delete from storage.objects where bucket_id = $1 returning name", [id])).rows);
  const store = blobStore(ctx);
  for (const row of deleted) await store.remove(id, row.name);
  sendJson(res, 200, { message: "Successfully emptied" });
}

async function deleteBucket(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const auth = await authenticate(ctx, req);
  await asCaller(ctx, auth, async (tx) => {
    const { rows } = await tx.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1", [id]);
    if ((rows[0]?.n ?? 0) > 0) throw StorageErrors.bucketNotEmpty();
    const { affectedRows } = await tx.query("delete from storage.buckets where id = $1", [id]);
    if (affectedRows === 0) throw StorageErrors.noSuchBucket();
  });
  sendJson(res, 200, { message: "Successfully deleted" });
}

// ---------------------------------------------------------------------------------------------
// Router

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
      if (method === "DELETE") {
        // storage-api's single-object delete (DELETE /object/{bucket}/{path}).
        const auth = await authenticate(ctx, req);
        const { bucket, name } = bucketAndKey(rest);
        const deleted = await asCaller(ctx, auth, async (tx) => (await tx.query<{ name: string }>("delete from storage.objects where bucket_id = $1 and name = $2 returning name", [bucket, name])).rows);
        if (deleted.length === 0) throw StorageErrors.noSuchKey();
        await blobStore(sctx).remove(bucket, name);
        sendJson(res, 200, { message: "Successfully deleted" });
        return;
      }
    }
  }
  throw notFound();
}
