/** What a storage request names: its bucket and object key (validated as storage-api does) and its JSON body. */
import type { IncomingMessage } from "node:http";
import { readJson } from "../http.ts";
import { StorageErrors } from "./errors.ts";

// storage-api's key and bucket name rules (ASCII letters, digits and a few punctuation marks).
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw StorageErrors.invalidKey(segment);
  }
}

/** `["bucket", "a", "b.pdf"]` (still URL-encoded) -> bucket and object name, both validated. */
export function bucketAndKey(segments: string[]): { bucket: string; name: string } {
  const bucket = decodeSegment(segments[0] ?? "");
  const name = segments.slice(1).map(decodeSegment).join("/");
  validateBucketName(bucket);
  validateKey(name);
  return { bucket, name };
}

export function validateBucketName(bucket: string): void {
  if (!bucket || bucket.length > 100 || !VALID_BUCKET.test(bucket) || bucket === "." || bucket === "..") {
    throw StorageErrors.invalidBucketName();
  }
}

export function validateKey(name: string): void {
  if (!name || name.length > 1024 || !VALID_KEY.test(name) || name.split("/").some((s) => s === "")) {
    throw StorageErrors.invalidKey(name);
  }
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, () => StorageErrors.invalidRequest("Body is not valid JSON"));
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw StorageErrors.invalidRequest("body must be object");
  return body as Record<string, unknown>;
}

export function stringArray(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) throw StorageErrors.invalidRequest(`body/${field} must be array of strings`);
  return value as string[];
}
