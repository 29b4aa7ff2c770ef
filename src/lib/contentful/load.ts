/**
 * How public pages load their content: every load goes through the one shared, throttled
 * content client, never rejects, and answers `{ data, failed }`; route modules prefer a fresh
 * load in the browser and fall back to the build-time data when it failed (decision 0002).
 */
import { getConfig } from "../env";
import { getContentClient } from "./client";
import type { EntriesClient } from "./fields";

/** What a load answers: the data (empty when it failed) and whether the source could not be reached. */
export interface Loaded<T> {
  data: T;
  failed: boolean;
}

/** The shared content client (client.ts: one SDK, 30 requests/s for every caller). Throws on a missing configuration. */
export function contentClient(): EntriesClient {
  return getContentClient(getConfig().contentful);
}

/**
 * Runs `read` with the shared client. A missing configuration, an unreachable Contentful or a
 * malformed answer gives `{ data: empty, failed: true }`, never an exception.
 */
export async function loadContent<T>(
  read: (client: EntriesClient) => Promise<T>,
  empty: T,
  client: () => EntriesClient = contentClient,
): Promise<Loaded<T>> {
  try {
    return { data: await read(client()), failed: false };
  } catch {
    return { data: empty, failed: true };
  }
}

type Result = { failed: boolean };
const isResult = (value: unknown): value is Result =>
  value !== null && typeof value === "object" && typeof (value as { failed?: unknown }).failed === "boolean";
const failedAnywhere = (value: unknown): boolean =>
  isResult(value) ? value.failed : value !== null && typeof value === "object" && Object.values(value).some(isResultFailed);
const isResultFailed = (value: unknown) => isResult(value) && value.failed;

/**
 * The "fresh load, else build-time data" rule of every public route's clientLoader: `fresh` is
 * what the browser just loaded; where it failed, the prerendered page's data (`built`, React
 * Router's serverLoader) is used instead, unless that failed too or cannot be read. `fresh` is
 * one result (an object with `failed`) or a record of results (each part falls back alone).
 */
export async function freshOrBuilt<T extends object>(fresh: T, built: () => Promise<T>): Promise<T> {
  if (!failedAnywhere(fresh)) return fresh;
  let stored: T;
  try {
    stored = await built();
  } catch {
    return fresh;
  }
  if (isResult(fresh)) return isResultFailed(stored) ? fresh : stored;
  const merged: Record<string, unknown> = { ...(fresh as Record<string, unknown>) };
  for (const [key, part] of Object.entries(fresh)) {
    const backup = (stored as Record<string, unknown>)[key];
    if (isResultFailed(part) && isResult(backup) && !backup.failed) merged[key] = backup;
  }
  return merged as T;
}
