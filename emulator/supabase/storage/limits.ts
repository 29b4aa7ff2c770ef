/** Storage's limits and defaults, and the checks of a bucket's own limits: its file size limit and allowed types. */
import { StorageErrors } from "./errors.ts";
import type { Bucket } from "./store.ts";

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

export function baseMime(contentType: string): string {
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

/** The bucket's size limit (or the global one) and allowed types, for an object of `size` bytes and `contentType`. */
export function checkBucketLimits(bucket: Bucket, size: number, contentType: string): void {
  const limit = Math.min(bucket.file_size_limit ?? STORAGE_LIMITS.fileSizeBytes, STORAGE_LIMITS.fileSizeBytes);
  if (size > limit) throw StorageErrors.entityTooLarge();
  if (bucket.allowed_mime_types && bucket.allowed_mime_types.length > 0 && !mimeAllowed(contentType, bucket.allowed_mime_types)) {
    throw StorageErrors.invalidMimeType(contentType);
  }
}
