/**
 * The emulator's content: a copy of the seed that tests and the local
 * management endpoint can change (upsert, delete, reset back to the seed).
 */
import type { ContentSeed } from "../../contentful/index.ts";
import type { ContentTypeDefinition, Locale, LocalizedValue, SeedAsset, SeedEntry } from "../../contentful/types.ts";

export interface StoredEntry {
  sys: { id: string; contentType: string; createdAt: string; updatedAt: string; revision: number };
  fields: Record<string, LocalizedValue>;
}

export interface StoredAsset {
  sys: { id: string; createdAt: string; updatedAt: string; revision: number };
  fields: SeedAsset["fields"];
}

export interface EntryInput {
  sys: { id: string; contentType: string; createdAt?: string; updatedAt?: string };
  fields: Record<string, LocalizedValue>;
}

export interface AssetInput {
  sys: { id: string; createdAt?: string; updatedAt?: string };
  fields: SeedAsset["fields"];
}

/** A write the content model refuses (unknown content type, field or locale). */
export class StoreValidationError extends Error {
  errors: Array<{ name: string; path: string[]; details: string }>;
  constructor(errors: Array<{ name: string; path: string[]; details: string }>) {
    super(errors.map((e) => e.details).join("; "));
    this.name = "StoreValidationError";
    this.errors = errors;
  }
}

export interface ContentStore {
  readonly locales: readonly Locale[];
  readonly contentTypes: readonly ContentTypeDefinition[];
  contentType(id: string): ContentTypeDefinition | undefined;
  entries(): StoredEntry[];
  assets(): StoredAsset[];
  entry(id: string): StoredEntry | undefined;
  asset(id: string): StoredAsset | undefined;
  /** Creates or replaces an entry (a replacement bumps sys.revision and sys.updatedAt). */
  upsertEntry(input: EntryInput | SeedEntry): StoredEntry;
  /** Replaces the fields of an existing entry; undefined when there is none. */
  replaceEntryFields(id: string, fields: Record<string, LocalizedValue>): StoredEntry | undefined;
  deleteEntry(id: string): boolean;
  upsertAsset(input: AssetInput | SeedAsset): StoredAsset;
  deleteAsset(id: string): boolean;
  /** Back to the seed the emulator was created with. */
  reset(): void;
}

export function createStore(seed: ContentSeed, now: () => Date = () => new Date()): ContentStore {
  const pristine = structuredClone(seed);
  const contentTypes = new Map(pristine.contentTypes.map((ct) => [ct.sys.id, ct]));
  const localeCodes = new Set<string>(pristine.locales.map((l) => l.code));
  let entries = new Map<string, StoredEntry>();
  let assets = new Map<string, StoredAsset>();

  function validateEntry(contentTypeId: string, fields: Record<string, LocalizedValue>): void {
    const ct = contentTypes.get(contentTypeId);
    if (!ct) {
      throw new StoreValidationError([
        { name: "unknownContentType", path: ["sys", "contentType"], details: `Unknown content type "${contentTypeId}"` },
      ]);
    }
    const errors: StoreValidationError["errors"] = [];
    for (const [fieldId, value] of Object.entries(fields)) {
      if (!ct.fields.some((f) => f.id === fieldId)) {
        errors.push({ name: "unknown", path: ["fields", fieldId], details: `No field "${fieldId}" in content type "${contentTypeId}"` });
        continue;
      }
      if (!value || typeof value !== "object" || Array.isArray(value)) {
        errors.push({ name: "type", path: ["fields", fieldId], details: `Field "${fieldId}" must be an object keyed by locale code` });
        continue;
      }
      for (const code of Object.keys(value)) {
        if (!localeCodes.has(code)) {
          errors.push({ name: "unknownLocale", path: ["fields", fieldId, code], details: `Unknown locale "${code}"` });
        }
      }
    }
    if (errors.length > 0) throw new StoreValidationError(errors);
  }

  function load(): void {
    entries = new Map();
    assets = new Map();
    for (const e of structuredClone(pristine.entries)) {
      entries.set(e.sys.id, { sys: { ...e.sys, revision: 1 }, fields: e.fields });
    }
    for (const a of structuredClone(pristine.assets)) {
      assets.set(a.sys.id, { sys: { ...a.sys, revision: 1 }, fields: a.fields });
    }
  }
  load();

  return {
    locales: pristine.locales,
    contentTypes: pristine.contentTypes,
    contentType: (id) => contentTypes.get(id),
    entries: () => [...entries.values()],
    assets: () => [...assets.values()],
    entry: (id) => entries.get(id),
    asset: (id) => assets.get(id),
    upsertEntry(input) {
      const fields = structuredClone(input.fields);
      validateEntry(input.sys.contentType, fields);
      const previous = entries.get(input.sys.id);
      const time = now().toISOString();
      const stored: StoredEntry = {
        sys: {
          id: input.sys.id,
          contentType: input.sys.contentType,
          createdAt: previous?.sys.createdAt ?? input.sys.createdAt ?? time,
          updatedAt: previous ? time : (input.sys.updatedAt ?? time),
          revision: previous ? previous.sys.revision + 1 : 1,
        },
        fields,
      };
      entries.set(stored.sys.id, stored);
      return stored;
    },
    replaceEntryFields(id, fields) {
      const previous = entries.get(id);
      if (!previous) return undefined;
      const copy = structuredClone(fields);
      validateEntry(previous.sys.contentType, copy);
      const stored: StoredEntry = {
        sys: { ...previous.sys, updatedAt: now().toISOString(), revision: previous.sys.revision + 1 },
        fields: copy,
      };
      entries.set(id, stored);
      return stored;
    },
    deleteEntry: (id) => entries.delete(id),
    upsertAsset(input) {
      const previous = assets.get(input.sys.id);
      const time = now().toISOString();
      const stored: StoredAsset = {
        sys: {
          id: input.sys.id,
          createdAt: previous?.sys.createdAt ?? input.sys.createdAt ?? time,
          updatedAt: previous ? time : (input.sys.updatedAt ?? time),
          revision: previous ? previous.sys.revision + 1 : 1,
        },
        fields: structuredClone(input.fields),
      };
      assets.set(stored.sys.id, stored);
      return stored;
    },
    deleteAsset: (id) => assets.delete(id),
    reset: load,
  };
}
