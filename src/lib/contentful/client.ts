/**
 * The SPA's Contentful client: one place that knows how to reach the Delivery
 * API (real or the local emulator: only the config differs). The SDK is
 * imported lazily so it stays out of the initial JS chunk; the same code runs
 * in the browser and in Node (prerender loaders).
 */
import type { ContentfulClientApi, CreateClientParams, EntrySkeletonType, EntryCollection, EntriesQueries } from "contentful";
import { type Translate, fillGaps, pickLocale } from "./fallback.ts";
import { inPreview } from "./preview.ts";

export { inPreview, leavePreview } from "./preview.ts";
import { translateWithService } from "./translate-service.ts";
import { retryableImport } from "../retry-import.ts";
import { canUseSdkWorker, sdkInWorker } from "./sdk-in-worker.ts";

/**
 * The SDK's chunk shares dependencies with supabase-js (tslib): requested offline, their failure
 * would stay in the page's module map and break the forms' later sends too (retry-import.ts).
 */
const loadContentfulSdk = retryableImport(() => import("contentful"));
const loadPreviewTransport = retryableImport(() => import("./preview-transport.ts"));

export interface ContentClientConfig {
  spaceId: string;
  deliveryToken: string;
  /** Default "master". */
  environment?: string;
  /** Host (and port) of the Delivery API, default cdn.contentful.com; e.g. "localhost:3000" for the local stack. */
  host?: string;
  /** Path prefix on that host, e.g. "/contentful" for the local emulator. */
  basePath?: string;
  /** Use http instead of https (the local emulator). */
  insecure?: boolean;
}

/** Client behaviour required by the spec (section 9): timeout, retries, throttle. */
export const CLIENT_POLICY = {
  timeout: 30_000,
  /** Retries on 5xx, 429 and connection errors; the SDK waits ≈ 1.41^attempt s + 0.5–0.7 s jitter. */
  retryLimit: 5,
  /** Requests per second. */
  throttle: 30,
} as const;

export type SdkClient = ContentfulClientApi<undefined>;

export interface ContentClient {
  readonly config: Readonly<Required<Pick<ContentClientConfig, "spaceId" | "environment" | "insecure">>> & ContentClientConfig;
  /** The contentful SDK client, created on first use. */
  sdk(): Promise<SdkClient>;
  /**
   * `getEntries` with links resolved (the SDK default). The query is passed to
   * the SDK as is (Delivery API parameters: content_type, fields.x, order, locale…).
   */
  getEntries<S extends EntrySkeletonType = EntrySkeletonType>(
    query: EntriesQueries<S, undefined> | Record<string, unknown>,
  ): Promise<EntryCollection<S, undefined>>;
}

export type LogLevel = "error" | "warning" | "info";

/** Routes the SDK's log lines to the console without using console.error for mere retries. */
function logHandler(level: string, data?: unknown): void {
  if (level === "error") console.error("[contentful]", data);
  else if (level === "warning") console.warn("[contentful]", data);
}

function requireString(value: unknown, message: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new TypeError(message);
  return value.trim();
}

/** The options handed to the SDK's createClient (exported for tests). */
export function sdkParams(config: ContentClient["config"]): CreateClientParams & { throttle: number } {
  return {
    space: config.spaceId,
    accessToken: config.deliveryToken,
    environment: config.environment,
    ...(config.host ? { host: config.host } : {}),
    ...(config.basePath ? { basePath: config.basePath } : {}),
    insecure: config.insecure,
    retryOnError: true,
    retryLimit: CLIENT_POLICY.retryLimit,
    timeout: CLIENT_POLICY.timeout,
    // Not in CreateClientParams' type, but passed through to contentful-sdk-core's
    // createHttpClient, which installs a p-throttle of this many requests per second.
    throttle: CLIENT_POLICY.throttle,
    logHandler,
  };
}

/**
 * Creates the content client. Throws a TypeError when the space id or the
 * delivery token is missing (spec section 8).
 */
export function createContentClient(
  config: ContentClientConfig,
  options: { translate?: Translate | false } = {},
): ContentClient {
  if (!config || typeof config !== "object") throw new TypeError("Contentful configuration is missing.");
  const spaceId = requireString(
    config.spaceId,
    "Contentful space id is missing: set VITE_CONTENTFUL_SPACE_ID to the id of the Contentful space.",
  );
  const deliveryToken = requireString(
    config.deliveryToken,
    "Contentful access token is missing: set VITE_CONTENTFUL_DELIVERY_TOKEN to a Content Delivery API token.",
  );
  const resolved = {
    ...config,
    spaceId,
    deliveryToken,
    environment: config.environment?.trim() || "master",
    insecure: config.insecure ?? false,
  };
  let pending: Promise<SdkClient> | undefined;
  let localizedFields: Promise<Map<string, Set<string>>> | undefined;

  /** The localized fields of each content type (only those can lack a translation). */
  function localized(client: SdkClient): Promise<Map<string, Set<string>>> {
    localizedFields ??= client.getContentTypes().then(
      (types) =>
        new Map(types.items.map((type) => [type.sys.id, new Set(type.fields.filter((f) => f.localized).map((f) => f.id))])),
      (error: unknown) => {
        localizedFields = undefined;
        throw error;
      },
    );
    return localizedFields;
  }

  function sdk(): Promise<SdkClient> {
    // In a visitor's browser the SDK runs in a worker, off the main thread (sdk-in-worker.ts). Preview
    // mode (./preview.ts) keeps it here: it reads drafts through the content-preview function with
    // the editor's session, which lives in this window.
    if (!pending && canUseSdkWorker() && !inPreview()) {
      const { logHandler: _logs, ...params } = sdkParams(resolved);
      pending = Promise.resolve(sdkInWorker(params));
    }
    pending ??= Promise.all([loadContentfulSdk(), inPreview() ? loadPreviewTransport().then((m) => m.previewParams()) : undefined]).then(
      ([mod, previewOptions]) => mod.createClient({ ...sdkParams(resolved), ...previewOptions }),
      (err: unknown) => {
        // A failed chunk load can be retried by the next call (retry-import.ts: offline, nothing is requested).
        pending = undefined;
        throw err;
      },
    );
    return pending;
  }

  return {
    config: resolved,
    sdk,
    async getEntries(query) {
      const client = await sdk();
      const locale = (query as { locale?: unknown }).locale;
      if (typeof locale !== "string" || locale === "en-US" || locale === "*" || options.translate === false) {
        return client.getEntries(query as never) as never;
      }
      // Another language: ask for every locale so untranslated fields show, then fill them (fallback.ts).
      const [all, fields] = await Promise.all([
        client.withAllLocales.getEntries({ ...(query as object), locale: undefined } as never),
        localized(client),
      ]);
      const gaps = pickLocale(all.items as unknown[], locale, (type, field) => fields.get(type)?.has(field) ?? false);
      if (gaps.length > 0) await fillGaps(gaps, locale, options.translate ?? translateWithService);
      return all as never;
    },
  };
}

const shared = new Map<string, ContentClient>();

/**
 * One client per configuration, shared by every caller (route loaders, hooks):
 * the SDK is created once and the 30 requests/s throttle applies to all of them.
 */
export function getContentClient(config: ContentClientConfig): ContentClient {
  const key = JSON.stringify([
    config?.spaceId,
    config?.deliveryToken,
    config?.environment ?? "master",
    config?.host ?? "",
    config?.basePath ?? "",
    Boolean(config?.insecure),
    inPreview(),
  ]);
  let client = shared.get(key);
  if (!client) {
    client = createContentClient(config);
    shared.set(key, client);
  }
  return client;
}
