/**
 * A small in-memory stand-in for the plain Content Management API client,
 * for tests of ./sync.ts. It keeps Contentful's rules that matter to the
 * setup: versions (a write must carry the current sys.version; publishing sets
 * publishedVersion and bumps version), entries only for published content
 * types, a removed field must be omitted in the published content type before
 * it can be deleted, and asset files are uploaded, then processed. Every call
 * is recorded in `calls` ("entry.update post-x").
 */
import sharp from "sharp";
import type { CmaClient } from "./sync.ts";

type Sys = {
  id: string;
  type: string;
  version: number;
  publishedVersion?: number;
  contentType?: { sys: { type: "Link"; linkType: "ContentType"; id: string } };
};
type Item = { sys: Sys } & Record<string, unknown>;
type Field = { id: string; omitted?: boolean; deleted?: boolean; required?: boolean };

export class CmaError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const clone = <T>(v: T): T => structuredClone(v);

export interface FakeCma {
  client: CmaClient;
  calls: string[];
  /** Calls other than reads. */
  writes: () => string[];
  store: {
    locales: Map<string, Item>;
    contentTypes: Map<string, Item>;
    publishedContentTypes: Map<string, Item>;
    assets: Map<string, Item>;
    entries: Map<string, Item>;
    uploads: Map<string, Buffer>;
  };
}

export function createFakeCma(options: { withDefaultLocale?: boolean } = {}): FakeCma {
  const calls: string[] = [];
  const store: FakeCma["store"] = {
    locales: new Map(),
    contentTypes: new Map(),
    publishedContentTypes: new Map(),
    assets: new Map(),
    entries: new Map(),
    uploads: new Map(),
  };
  let counter = 0;
  const newId = (prefix: string) => `${prefix}${++counter}`;

  if (options.withDefaultLocale ?? true) {
    store.locales.set("en-US", {
      sys: { id: "locale-en", type: "Locale", version: 1 },
      code: "en-US",
      name: "English (United States)",
      default: true,
      fallbackCode: null,
      optional: false,
      contentDeliveryApi: true,
      contentManagementApi: true,
    });
  }

  const page = (items: Map<string, Item>, query: { skip?: number; limit?: number } = {}) => {
    const all = [...items.values()];
    const skip = query.skip ?? 0;
    const limit = query.limit ?? 100;
    return { sys: { type: "Array" as const }, total: all.length, skip, limit, items: clone(all.slice(skip, skip + limit)) };
  };
  const checkVersion = (kind: string, stored: Item | undefined, raw: { sys?: { version?: number } }, id: string) => {
    if (!stored) throw new CmaError(404, `${kind} ${id} not found`);
    if (raw.sys?.version !== stored.sys.version) {
      throw new CmaError(409, `VersionMismatch on ${kind} ${id}: sent ${raw.sys?.version}, current ${stored.sys.version}`);
    }
  };
  const publish = (map: Map<string, Item>, id: string) => {
    const item = map.get(id)!;
    item.sys.publishedVersion = item.sys.version;
    item.sys.version += 1;
    return clone(item);
  };
  const record = (call: string) => calls.push(call);

  const client = {
    locale: {
      getMany: async (params: { query?: { skip?: number; limit?: number } }) => {
        record("locale.getMany");
        const result = page(store.locales, params.query);
        return { ...result, items: result.items.map((l) => ({ ...l })) };
      },
      create: async (_params: unknown, data: Record<string, unknown>) => {
        record(`locale.create ${String(data.code)}`);
        if ([...store.locales.values()].some((l) => l.code === data.code)) throw new CmaError(422, "locale code taken");
        const item: Item = { contentDeliveryApi: true, contentManagementApi: true, optional: false, default: false, ...clone(data), sys: { id: newId("locale"), type: "Locale", version: 1 } };
        store.locales.set(String(data.code), item);
        return clone(item);
      },
      update: async (params: { localeId: string }, raw: Item) => {
        record(`locale.update ${String(raw.code)}`);
        const stored = [...store.locales.values()].find((l) => l.sys.id === params.localeId);
        checkVersion("locale", stored, raw, params.localeId);
        const item: Item = { ...clone(raw), sys: { ...stored!.sys, version: stored!.sys.version + 1 } };
        store.locales.set(String(item.code), item);
        return clone(item);
      },
    },
    contentType: {
      getMany: async (params: { query?: { skip?: number; limit?: number } }) => {
        record("contentType.getMany");
        return page(store.contentTypes, params.query);
      },
      createWithId: async (params: { contentTypeId: string }, raw: Record<string, unknown>) => {
        record(`contentType.createWithId ${params.contentTypeId}`);
        if (store.contentTypes.has(params.contentTypeId)) throw new CmaError(409, "content type exists");
        const item: Item = { ...clone(raw), sys: { id: params.contentTypeId, type: "ContentType", version: 1 } };
        store.contentTypes.set(params.contentTypeId, item);
        return clone(item);
      },
      update: async (params: { contentTypeId: string }, raw: Item) => {
        record(`contentType.update ${params.contentTypeId}`);
        const stored = store.contentTypes.get(params.contentTypeId);
        checkVersion("content type", stored, raw, params.contentTypeId);
        const published = store.publishedContentTypes.get(params.contentTypeId);
        const newFields = raw.fields as Field[];
        for (const old of (published?.fields as Field[] | undefined) ?? []) {
          const next = newFields.find((f) => f.id === old.id);
          if (!next) throw new CmaError(422, `field ${old.id} cannot be removed; omit it, publish, then mark it deleted`);
          if (next.deleted && !old.omitted) throw new CmaError(422, `field ${old.id} must be omitted in the published content type before it is deleted`);
        }
        const item: Item = { ...clone(raw), sys: { ...stored!.sys, version: stored!.sys.version + 1 } };
        store.contentTypes.set(params.contentTypeId, item);
        return clone(item);
      },
      publish: async (params: { contentTypeId: string }, raw: Item) => {
        record(`contentType.publish ${params.contentTypeId}`);
        const stored = store.contentTypes.get(params.contentTypeId);
        checkVersion("content type", stored, raw, params.contentTypeId);
        stored!.fields = (stored!.fields as Field[]).filter((f) => !f.deleted);
        const result = publish(store.contentTypes, params.contentTypeId);
        store.publishedContentTypes.set(params.contentTypeId, clone(result));
        return result;
      },
    },
    upload: {
      create: async (_params: unknown, data: { file: string | ArrayBuffer | unknown }) => {
        const id = newId("upload");
        record(`upload.create ${id}`);
        const file = data.file;
        const buffer = typeof file === "string" ? Buffer.from(file) : Buffer.from(file as ArrayBuffer);
        store.uploads.set(id, buffer);
        return { sys: { id, type: "Upload" } };
      },
    },
    asset: {
      getMany: async (params: { query?: { skip?: number; limit?: number } }) => {
        record("asset.getMany");
        return page(store.assets, params.query);
      },
      createWithId: async (params: { assetId: string }, raw: Record<string, unknown>) => {
        record(`asset.createWithId ${params.assetId}`);
        if (store.assets.has(params.assetId)) throw new CmaError(409, "asset exists");
        const item: Item = { ...clone(raw), sys: { id: params.assetId, type: "Asset", version: 1 } };
        store.assets.set(params.assetId, item);
        return clone(item);
      },
      update: async (params: { assetId: string }, raw: Item) => {
        record(`asset.update ${params.assetId}`);
        const stored = store.assets.get(params.assetId);
        checkVersion("asset", stored, raw, params.assetId);
        const item: Item = { ...clone(raw), sys: { ...stored!.sys, version: stored!.sys.version + 1 } };
        store.assets.set(params.assetId, item);
        return clone(item);
      },
      processForAllLocales: async (_params: unknown, raw: Item) => {
        const id = raw.sys.id;
        record(`asset.processForAllLocales ${id}`);
        const stored = store.assets.get(id);
        checkVersion("asset", stored, raw, id);
        const files = (stored!.fields as { file: Record<string, Record<string, unknown>> }).file;
        for (const [locale, file] of Object.entries(files)) {
          const from = file.uploadFrom as { sys: { id: string } } | undefined;
          if (!from) continue;
          const bytes = store.uploads.get(from.sys.id);
          if (!bytes) throw new CmaError(422, `upload ${from.sys.id} not found`);
          const meta = await sharp(bytes).metadata();
          files[locale] = {
            fileName: file.fileName,
            contentType: file.contentType,
            url: `//images.ctfassets.net/fake/${id}/${String(file.fileName)}`,
            details: { size: bytes.length, image: { width: meta.width, height: meta.height } },
          };
        }
        stored!.sys.version += 1;
        return clone(stored!);
      },
      publish: async (params: { assetId: string }, raw: Item) => {
        record(`asset.publish ${params.assetId}`);
        const stored = store.assets.get(params.assetId);
        checkVersion("asset", stored, raw, params.assetId);
        const files = (stored!.fields as { file: Record<string, { url?: string }> }).file;
        if (Object.values(files).some((f) => !f.url)) throw new CmaError(422, `asset ${params.assetId} is not processed`);
        return publish(store.assets, params.assetId);
      },
    },
    entry: {
      getMany: async (params: { query?: { skip?: number; limit?: number } }) => {
        record("entry.getMany");
        return page(store.entries, params.query);
      },
      createWithId: async (params: { entryId: string; contentTypeId: string }, raw: Record<string, unknown>) => {
        record(`entry.createWithId ${params.entryId}`);
        if (!store.publishedContentTypes.has(params.contentTypeId)) {
          throw new CmaError(422, `content type ${params.contentTypeId} is not published`);
        }
        if (store.entries.has(params.entryId)) throw new CmaError(409, "entry exists");
        const item: Item = {
          ...clone(raw),
          sys: {
            id: params.entryId,
            type: "Entry",
            version: 1,
            contentType: { sys: { type: "Link", linkType: "ContentType", id: params.contentTypeId } },
          },
        };
        store.entries.set(params.entryId, item);
        return clone(item);
      },
      update: async (params: { entryId: string }, raw: Item) => {
        record(`entry.update ${params.entryId}`);
        const stored = store.entries.get(params.entryId);
        checkVersion("entry", stored, raw, params.entryId);
        const item: Item = { ...clone(raw), sys: { ...stored!.sys, version: stored!.sys.version + 1 } };
        store.entries.set(params.entryId, item);
        return clone(item);
      },
      publish: async (params: { entryId: string }, raw: Item) => {
        record(`entry.publish ${params.entryId}`);
        const stored = store.entries.get(params.entryId);
        checkVersion("entry", stored, raw, params.entryId);
        const type = store.publishedContentTypes.get(stored!.sys.contentType!.sys.id)!;
        const known = new Set((type.fields as Field[]).map((f) => f.id));
        for (const key of Object.keys(stored!.fields as object)) {
          if (!known.has(key)) throw new CmaError(422, `entry ${params.entryId} has unknown field ${key}`);
        }
        for (const f of type.fields as Field[]) {
          const value = (stored!.fields as Record<string, Record<string, unknown>>)[f.id]?.["en-US"];
          if (f.required && !f.omitted && value === undefined) {
            throw new CmaError(422, `entry ${params.entryId}: required field ${f.id} missing`);
          }
        }
        return publish(store.entries, params.entryId);
      },
    },
  };

  return {
    client: client as unknown as CmaClient,
    calls,
    writes: () => calls.filter((c) => !c.endsWith(".getMany")),
    store,
  };
}
