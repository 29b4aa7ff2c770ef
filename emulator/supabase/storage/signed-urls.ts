/**
 * Signed URLs: a JWT signed with the emulator's keys carrying the object's `bucket/name`, its expiry
 * and what it may be used for (download, or upload with the signer as owner).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { EmulatorContext } from "../context.ts";
import { header, sendJson } from "../http.ts";
import { StorageErrors } from "./errors.ts";
import { asCaller, authenticate, ownerOf } from "./authorization.ts";
import { STORAGE_LIMITS } from "./limits.ts";
import { sendObject } from "./objects-download.ts";
import { storeUpload } from "./objects-upload.ts";
import { bucketAndKey, decodeSegment, readJsonBody, stringArray, validateBucketName } from "./request.ts";
import { findBucketAsSuperuser, insertObjectRow, selectObject, type StorageContext } from "./store.ts";

/** What a signed-URL token may be used for (its `scope` claim, as storage-api signs them). */
const SCOPE = { download: "download", upload: "upload" } as const;

/** Carries nothing out of a permission test whose transaction must roll back. */
class PermissionTested extends Error {}

/**
 * POST /object/upload/sign/{bucket}/{path}: the caller must be allowed to insert the object (tested
 * in a rolled-back transaction, as storage-api does); the token carries the owner and x-upsert.
 */
export async function createSignedUploadUrl(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
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
export async function uploadToSignedUrl(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const { bucket, name } = bucketAndKey(segments);
  const claims = await verifySignedToken(ctx, url.searchParams.get("token"), bucket, name, "upload");
  const ownerId = typeof claims.owner === "string" ? claims.owner : null;
  const owner = ownerId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ownerId) ? ownerId : null;
  await storeUpload(ctx, req, bucket, name, claims.upsert === true, { superuserFor: { owner, ownerId } });
  sendJson(res, 200, { Key: `${bucket}/${name}` });
}

function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1) throw StorageErrors.invalidRequest("body/expiresIn must be >= 1");
  return Math.floor(expiresIn);
}

/**
 * A signed download URL. With image transformations storage-api signs the render route
 * (`/render/image/sign/...`), which the emulator does not serve (404, as the other transform routes):
 * a transformed image is refused rather than answered with the original.
 */
async function signUrl(ctx: EmulatorContext, bucket: string, name: string, expiresIn: number, transform = false): Promise<string> {
  const urlToSign = `${bucket}/${name}`;
  const token = await ctx.keys.sign({ url: urlToSign, scope: SCOPE.download }, expiresIn);
  return `/${transform ? "render/image" : "object"}/sign/${urlToSign}?token=${token}`;
}

export async function createSignedUrl(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
  const auth = await authenticate(ctx, req);
  const { bucket, name } = bucketAndKey(segments);
  const body = await readJsonBody(req);
  const expiresIn = expiresInOf(body);
  const transform = typeof body.transform === "object" && body.transform !== null && Object.keys(body.transform).length > 0;
  const row = await asCaller(ctx, auth, (tx) => selectObject(tx, bucket, name));
  if (!row) throw StorageErrors.noSuchKey();
  sendJson(res, 200, { signedURL: await signUrl(ctx, bucket, name, expiresIn, transform) });
}

export async function createSignedUrls(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketSegment: string): Promise<void> {
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

export async function downloadSigned(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, segments: string[], url: URL): Promise<void> {
  const { bucket, name } = bucketAndKey(segments);
  await verifySignedToken(ctx, url.searchParams.get("token"), bucket, name, "download");
  const row = await ctx.db.transaction((tx) => selectObject(tx, bucket, name));
  if (!row) throw StorageErrors.noSuchKey();
  await sendObject(ctx, req, res, bucket, row, url);
}
