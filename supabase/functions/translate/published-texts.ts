/**
 * The texts the translate function may send to the provider: the published English texts of the
 * Contentful space, read through the Content Delivery API (published content only) and kept for a
 * short while.
 *
 * They are extracted exactly as the site's fallback picks the texts it asks to translate
 * (src/lib/contentful/fallback.ts, pickLocale): from every entry (not assets), each field its
 * content type marks localized, its en-US value when that is a non-blank string, or each non-blank
 * string of it when it is a list of strings. Nothing else (rich text, links, numbers, non-localized
 * fields, drafts, other locales) is ever a text to translate.
 *
 * Settings (function secrets): CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT (default master),
 * CONTENTFUL_DELIVERY_TOKEN (a Content Delivery API token: published content only), and
 * CONTENTFUL_DELIVERY_URL (default https://cdn.contentful.com; the local stack points it at its
 * emulator).
 */
declare const Deno: { env: { get(name: string): string | undefined } };

/** The space's default locale, whose values the site's fallback translates. */
export const DEFAULT_LOCALE = "en-US";

export const PUBLISHED_TEXTS = {
  /** How long a loaded set is used. */
  ttlMs: 5 * 60_000,
  /** A request with texts not in the set reloads it when it is at least this old. */
  reloadOnMissAfterMs: 30_000,
  /** After a failed load, the next attempt waits this long (the old set, if any, is used meanwhile). */
  retryAfterFailureMs: 30_000,
  timeoutMs: 10_000,
  pageSize: 200,
} as const;

/** Field types whose value is never a string or a list of strings: not asked for. */
const NEVER_TEXT = new Set(["RichText", "Link", "Location", "Boolean", "Integer", "Number"]);

interface ContentType {
  sys: { id: string };
  fields: { id: string; type: string; localized?: boolean; items?: { type?: string } }[];
}

/** The texts of one entry's fields (en-US values) whose field is localized: what fallback.ts would send. */
export function entryTexts(fields: Record<string, unknown>, localized: ReadonlySet<string>, into: Set<string>): void {
  for (const [id, value] of Object.entries(fields)) {
    if (!localized.has(id)) continue;
    if (typeof value === "string") {
      if (value.trim() !== "") into.add(value);
    } else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      for (const item of value as string[]) if (item.trim() !== "") into.add(item);
    }
  }
}

export interface DeliverySettings {
  space: string;
  environment: string;
  token: string;
  baseUrl: string;
}

/** The Delivery API settings from the function's secrets; undefined when the space or token is missing. */
export function deliverySettings(): DeliverySettings | undefined {
  const space = Deno.env.get("CONTENTFUL_SPACE_ID")?.trim();
  const token = Deno.env.get("CONTENTFUL_DELIVERY_TOKEN")?.trim();
  if (!space || !token) return undefined;
  return {
    space,
    token,
    environment: Deno.env.get("CONTENTFUL_ENVIRONMENT")?.trim() || "master",
    baseUrl: (Deno.env.get("CONTENTFUL_DELIVERY_URL")?.trim() || "https://cdn.contentful.com").replace(/\/+$/, ""),
  };
}

async function get<T>(settings: DeliverySettings, path: string, params: Record<string, string>): Promise<T> {
  const url = `${settings.baseUrl}/spaces/${encodeURIComponent(settings.space)}/environments/${encodeURIComponent(settings.environment)}/${path}?${new URLSearchParams(params)}`;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${settings.token}` },
    signal: AbortSignal.timeout(PUBLISHED_TEXTS.timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the Delivery API answered ${response.status} to ${path}`);
  }
  return (await response.json()) as T;
}

/** Reads every published entry's translatable English texts from the Delivery API. */
export async function loadPublishedTexts(settings: DeliverySettings): Promise<Set<string>> {
  const types = await get<{ items: ContentType[] }>(settings, "content_types", { limit: "1000" });
  const texts = new Set<string>();
  await Promise.all(
    types.items.map(async (type) => {
      const localized = type.fields.filter(
        (field) => field.localized && !NEVER_TEXT.has(field.type) && !(field.type === "Array" && field.items?.type === "Link"),
      );
      if (localized.length === 0) return;
      const ids = new Set(localized.map((field) => field.id));
      const select = ["sys.id", ...localized.map((field) => `fields.${field.id}`)].join(",");
      for (let skip = 0; ; skip += PUBLISHED_TEXTS.pageSize) {
        const page = await get<{ items: { fields?: Record<string, unknown> }[]; total: number }>(settings, "entries", {
          content_type: type.sys.id,
          locale: DEFAULT_LOCALE,
          select,
          include: "0",
          limit: String(PUBLISHED_TEXTS.pageSize),
          skip: String(skip),
        });
        for (const entry of page.items) entryTexts(entry.fields ?? {}, ids, texts);
        if (page.items.length === 0 || skip + page.items.length >= page.total) break;
      }
    }),
  );
  return texts;
}

interface Loaded {
  texts: Set<string>;
  at: number;
  /** The settings it was read with: other settings (a test, a changed secret) read afresh. */
  key: string;
}

/**
 * The published texts, cached: a set is used for PUBLISHED_TEXTS.ttlMs; a request with a text
 * not in it reloads it once it is reloadOnMissAfterMs old (a text published a moment ago is
 * translated soon after, while a stream of unknown texts reloads at most that often). Concurrent
 * loads are one. When a reload fails the previous set is kept (it held only published texts).
 */
export class PublishedTexts {
  private loaded: Loaded | undefined;
  private loading: Promise<Loaded> | undefined;
  private failedAt = -Infinity;
  private readonly load: (settings: DeliverySettings) => Promise<Set<string>>;

  constructor(load: (settings: DeliverySettings) => Promise<Set<string>> = loadPublishedTexts) {
    this.load = load;
  }

  private reload(settings: DeliverySettings, key: string, now: number): Promise<Loaded> {
    this.loading ??= this.load(settings).then(
      (texts) => {
        this.loading = undefined;
        this.loaded = { texts, at: now, key };
        return this.loaded;
      },
      (error: unknown) => {
        this.loading = undefined;
        this.failedAt = now;
        throw error;
      },
    );
    return this.loading;
  }

  /** Which of `texts` are published English texts; throws when they cannot be known. */
  async filter(settings: DeliverySettings, texts: readonly string[], now = Date.now()): Promise<boolean[]> {
    const key = JSON.stringify(settings);
    let current = this.loaded?.key === key ? this.loaded : undefined;
    const mayRetry = now - this.failedAt >= PUBLISHED_TEXTS.retryAfterFailureMs;
    if (!current || now - current.at >= PUBLISHED_TEXTS.ttlMs) {
      if (!mayRetry) {
        if (!current) throw new Error("the published texts could not be read a moment ago");
      } else {
        try {
          current = await this.reload(settings, key, now);
        } catch (error) {
          if (!current) throw error;
          console.error(`translate: keeping the published texts read ${Math.round((now - current.at) / 1000)} s ago: ${(error as Error).message}`);
        }
      }
    } else if (mayRetry && now - current.at >= PUBLISHED_TEXTS.reloadOnMissAfterMs) {
      const known = current.texts;
      if (texts.some((text) => !known.has(text))) {
        try {
          current = await this.reload(settings, key, now);
        } catch (error) {
          console.error(`translate: could not read the published texts again: ${(error as Error).message}`);
        }
      }
    }
    const known = current.texts;
    return texts.map((text) => known.has(text));
  }

  clear(): void {
    this.loaded = undefined;
    this.loading = undefined;
    this.failedAt = -Infinity;
  }
}
