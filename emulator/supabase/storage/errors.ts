/**
 * Storage API errors, in storage-api's wire format: the body carries the meaningful status as a
 * string (`statusCode: "404"`), an error code, a legacy `error` label and a message; the HTTP
 * status itself is 400 for every client error and 500 for server errors (that is what
 * storage-api's error handler sends, and what storage-js reports as `error.status`).
 */
import { HttpError } from "../http.ts";

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export function storageError(statusCode: number, code: string, message: string, legacyError?: string): HttpError {
  const body: StorageErrorBody = { statusCode: String(statusCode), code, error: legacyError ?? code, message };
  return new HttpError(statusCode >= 500 ? 500 : 400, body);
}

export const StorageErrors = {
  noSuchBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => storageError(404, "NoSuchKey", "Object not found", "not_found"),
  duplicate: () => storageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () => storageError(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () => storageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  entityTooLarge: () => storageError(413, "EntityTooLarge", "The object exceeded the maximum allowed size", "Payload too large"),
  invalidMimeType: (mimeType: string) => storageError(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, "invalid_mime_type"),
  accessDenied: (message = "new row violates row-level security policy") => storageError(403, "AccessDenied", message, "Unauthorized"),
  invalidJwt: (message: string) => storageError(400, "InvalidJWT", message),
  invalidKey: (key: string) => storageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidSignature: (message = "Invalid signature") => storageError(400, "InvalidSignature", message),
  expiredSignature: () => storageError(400, "ExpiredToken", "The provided token has expired."),
  missingParameter: (name: string) => storageError(400, "MissingParameter", `Missing Required Parameter ${name}`),
  invalidRequest: (message: string) => storageError(400, "InvalidRequest", message),
  invalidParameter: (name: string) => storageError(400, "InvalidParameter", `Invalid Parameter ${name}`),
  /** No route: storage-api has no not-found handler of its own, so Fastify's default answers (a real 404). */
  notFoundRoute: (method: string, url: string) => new HttpError(404, { message: `Route ${method}:${url} not found`, error: "Not Found", statusCode: 404 }),
} as const;

/** Maps a Postgres error raised by a storage query to storage-api's answer; anything else is rethrown. */
export function mapDbError(err: unknown): never {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === "42501") throw StorageErrors.accessDenied();
  if (code === "23505") throw StorageErrors.duplicate();
  if (code === "23503") throw StorageErrors.noSuchBucket();
  throw err;
}
