/**
 * The emulator's space: locales, content types (a draft and a published
 * version each), their editor interfaces, entries (a draft and, once
 * published, a published snapshot), assets, tags and content preview
 * environments. It starts as a copy of the seed (everything published) and
 * can be changed through the Management API (management.ts), the local
 * endpoint (local-endpoint.ts) or in process; `reset()` goes back to the seed.
 *
 * Three views of the same entries, as in Contentful:
 *   "delivery"  what cdn.contentful.com serves: published snapshots only;
 *   "preview"   what preview.contentful.com serves: the latest draft of every
 *               entry that is not archived, published or not;
 *   management  the records themselves, with versions (management.ts).
 */
import type { ContentSeed } from "../../contentful/index.ts";
import type { ContentTypeDefinition, FieldDefinition, Locale, LocaleCode, LocalizedValue, SeedAsset, SeedEntry } from "../../contentful/types.ts";

/** An entry as the Delivery and Preview APIs serialize it (resources.ts). */
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

export type EntryView = "delivery" | "preview";

/** Contentful's version counters: a write adds 1; publishing sets publishedVersion = version, then adds 1. */
export interface VersionedSys {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter?: number;
  archivedVersion?: number;
  archivedAt?: string;
}

export interface EntryRecord {
  sys: VersionedSys & { contentType: string };
  metadata: { tags: Array<{ sys: { type: "Link"; linkType: "Tag"; id: string } }> };
  /** The latest (draft) fields. */
  fields: Record<string, LocalizedValue>;
  /** What was last published (undefined: never published, or unpublished). */
  published?: Record<string, LocalizedValue>;
}

/** A field as the Management API stores it (extra properties such as `deleted` kept). */
export type ManagedField = FieldDefinition & { disabled?: boolean; omitted?: boolean; deleted?: boolean };

export interface ContentTypeBody {
  name: string;
  description: string;
  displayField: string;
  fields: ManagedField[];
}

export interface ContentTypeRecord {
  sys: VersionedSys;
  draft: ContentTypeBody;
  published?: ContentTypeBody;
}

export interface EditorControl {
  fieldId: string;
  widgetId?: string;
  widgetNamespace?: string;
  settings?: Record<string, unknown>;
}

export interface EditorInterfaceRecord {
  sys: { version: number; createdAt: string; updatedAt: string };
  controls: EditorControl[];
}

export interface LocaleRecord {
  sys: { id: string; version: number };
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
  optional: boolean;
  contentDeliveryApi: boolean;
  contentManagementApi: boolean;
}

export interface TagRecord {
  sys: { id: string; version: number; visibility: "private" | "public"; createdAt: string; updatedAt: string };
  name: string;
}

export interface PreviewEnvironmentRecord {
  sys: { id: string; version: number; createdAt: string; updatedAt: string };
  name: string;
  description: string;
  configurations: Array<{ contentType: string; url: string; enabled: boolean; example?: boolean }>;
}

/** Everything the Management API reads and writes (mutable). */
export interface SpaceData {
  locales: LocaleRecord[];
  contentTypes: Map<string, ContentTypeRecord>;
  editorInterfaces: Map<string, EditorInterfaceRecord>;
  entries: Map<string, EntryRecord>;
  assets: Map<string, StoredAsset>;
  tags: Map<string, TagRecord>;
  previewEnvironments: Map<string, PreviewEnvironmentRecord>;
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
  /** The space's locales (Delivery API shape). */
  readonly locales: readonly Locale[];
  /** The published content types. */
  readonly contentTypes: readonly ContentTypeDefinition[];
  /** A published content type. */
  contentType(id: string): ContentTypeDefinition | undefined;
  /** Entries as the Delivery API (default) or the Preview API serves them. */
  entries(view?: EntryView): StoredEntry[];
  entry(id: string, view?: EntryView): StoredEntry | undefined;
  assets(): StoredAsset[];
  asset(id: string): StoredAsset | undefined;
  /** Creates or replaces an entry and publishes it at once (a replacement bumps revision and updatedAt). */
  upsertEntry(input: EntryInput | SeedEntry): StoredEntry;
  /** Replaces the fields of an existing entry and publishes them; undefined when there is none. */
  replaceEntryFields(id: string, fields: Record<string, LocalizedValue>): StoredEntry | undefined;
  deleteEntry(id: string): boolean;
  upsertAsset(input: AssetInput | SeedAsset): StoredAsset;
  deleteAsset(id: string): boolean;
  /** The records behind the views, for the Management API. */
  data(): SpaceData;
  /** Checks entry fields against the content type (unknown fields and locales). */
  validateEntryFields(contentTypeId: string, fields: Record<string, LocalizedValue>): void;
  now(): string;
  /** Back to the seed the emulator was created with. */
  reset(): void;
}

/** The editor interface controls a content type's fields get from the model (help text, appearance). */
export function controlsFromModel(fields: readonly FieldDefinition[]): EditorControl[] {
  return fields.flatMap((f) => {
    const settings = f.helpText ? { helpText: f.helpText, ...(f.appearance?.settings ?? {}) } : f.appearance?.settings;
    if (!f.appearance && !f.helpText) return [];
    return [
      {
        fieldId: f.id,
        ...(f.appearance ? { widgetId: f.appearance.widgetId, widgetNamespace: "builtin" } : {}),
        ...(settings ? { settings } : {}),
      },
    ];
  });
}

/** Only what a field is in Contentful's content type (the model's help text and appearance live in the editor interface). */
export function fieldBody(f: FieldDefinition | ManagedField): ManagedField {
  const { helpText: _help, appearance: _appearance, ...rest } = f as ManagedField;
  return structuredClone(rest);
}

function localeRecord(l: Locale): LocaleRecord {
  return {
    sys: { id: `locale-${l.code.toLowerCase()}`, version: 1 },
    code: l.code,
    name: l.name,
    default: l.default,
    fallbackCode: l.fallbackCode,
    optional: false,
    contentDeliveryApi: true,
    contentManagementApi: true,
  };
}

const MODEL_TIME = "2024-01-01T00:00:00.000Z";

export function createStore(seed: ContentSeed, now: () => Date = () => new Date()): ContentStore {
  const pristine = structuredClone(seed);
  let data: SpaceData;

  function load(): void {
    data = {
      locales: pristine.locales.map(localeRecord),
      contentTypes: new Map(),
      editorInterfaces: new Map(),
      entries: new Map(),
      assets: new Map(),
      tags: new Map(),
      previewEnvironments: new Map(),
    };
    for (const ct of pristine.contentTypes) {
      const body: ContentTypeBody = {
        name: ct.name,
        description: ct.description,
        displayField: ct.displayField,
        fields: ct.fields.map(fieldBody),
      };
      data.contentTypes.set(ct.sys.id, {
        sys: { id: ct.sys.id, version: 2, publishedVersion: 1, publishedCounter: 1, createdAt: MODEL_TIME, updatedAt: MODEL_TIME, publishedAt: MODEL_TIME, firstPublishedAt: MODEL_TIME },
        draft: body,
        published: structuredClone(body),
      });
      data.editorInterfaces.set(ct.sys.id, { sys: { version: 1, createdAt: MODEL_TIME, updatedAt: MODEL_TIME }, controls: controlsFromModel(ct.fields) });
    }
    for (const e of structuredClone(pristine.entries)) {
      data.entries.set(e.sys.id, {
        sys: {
          id: e.sys.id,
          contentType: e.sys.contentType,
          version: 2,
          createdAt: e.sys.createdAt,
          updatedAt: e.sys.updatedAt,
          publishedVersion: 1,
          publishedAt: e.sys.updatedAt,
          firstPublishedAt: e.sys.createdAt,
          publishedCounter: 1,
        },
        metadata: { tags: [] },
        fields: e.fields,
        published: structuredClone(e.fields),
      });
    }
    for (const a of structuredClone(pristine.assets)) {
      data.assets.set(a.sys.id, { sys: { ...a.sys, revision: 1 }, fields: a.fields });
    }
  }
  load();

  const published = (): ContentTypeDefinition[] =>
    [...data.contentTypes.values()].flatMap((r) =>
      r.published ? [{ sys: { id: r.sys.id }, name: r.published.name, description: r.published.description, displayField: r.published.displayField, fields: r.published.fields.filter((f) => !f.omitted) }] : [],
    );

  function validateEntryFields(contentTypeId: string, fields: Record<string, LocalizedValue>): void {
    const ct = data.contentTypes.get(contentTypeId)?.published;
    if (!ct) {
      throw new StoreValidationError([
        { name: "unknownContentType", path: ["sys", "contentType"], details: `Unknown content type "${contentTypeId}"` },
      ]);
    }
    const localeCodes = new Set(data.locales.map((l) => l.code));
    const errors: StoreValidationError["errors"] = [];
    for (const [fieldId, value] of Object.entries(fields)) {
      if (!ct.fields.some((f) => f.id === fieldId && !f.deleted)) {
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

  function view(record: EntryRecord, which: EntryView): StoredEntry | undefined {
    if (record.sys.archivedVersion !== undefined) return undefined;
    if (which === "preview") {
      return {
        sys: { id: record.sys.id, contentType: record.sys.contentType, createdAt: record.sys.createdAt, updatedAt: record.sys.updatedAt, revision: record.sys.publishedCounter ?? 0 },
        fields: record.fields,
      };
    }
    if (!record.published) return undefined;
    return {
      sys: {
        id: record.sys.id,
        contentType: record.sys.contentType,
        createdAt: record.sys.firstPublishedAt ?? record.sys.createdAt,
        updatedAt: record.sys.publishedAt ?? record.sys.updatedAt,
        revision: record.sys.publishedCounter ?? 1,
      },
      fields: record.published,
    };
  }

  /** Writes fields and publishes them (the local endpoint's and tests' shortcut). */
  function writeAndPublish(id: string, contentType: string, fields: Record<string, LocalizedValue>, times: { createdAt?: string; updatedAt?: string } = {}): StoredEntry {
    const copy = structuredClone(fields);
    validateEntryFields(contentType, copy);
    const previous = data.entries.get(id);
    const time = now().toISOString();
    const updatedAt = previous ? time : (times.updatedAt ?? time);
    const createdAt = previous?.sys.createdAt ?? times.createdAt ?? time;
    const version = (previous?.sys.version ?? 0) + 1;
    const record: EntryRecord = {
      sys: {
        ...(previous?.sys ?? {}),
        id,
        contentType: previous?.sys.contentType ?? contentType,
        createdAt,
        updatedAt,
        version: version + 1,
        publishedVersion: version,
        publishedAt: updatedAt,
        firstPublishedAt: previous?.sys.firstPublishedAt ?? createdAt,
        publishedCounter: (previous?.sys.publishedCounter ?? 0) + 1,
      },
      metadata: previous?.metadata ?? { tags: [] },
      fields: copy,
      published: structuredClone(copy),
    };
    delete record.sys.archivedVersion;
    delete record.sys.archivedAt;
    data.entries.set(id, record);
    return view(record, "delivery")!;
  }

  return {
    get locales() {
      return data.locales.map((l) => ({ code: l.code as LocaleCode, name: l.name, default: l.default, fallbackCode: l.fallbackCode as LocaleCode | null }));
    },
    get contentTypes() {
      return published();
    },
    contentType: (id) => published().find((ct) => ct.sys.id === id),
    entries: (which = "delivery") => [...data.entries.values()].flatMap((r) => view(r, which) ?? []),
    entry: (id, which = "delivery") => {
      const record = data.entries.get(id);
      return record ? view(record, which) : undefined;
    },
    assets: () => [...data.assets.values()],
    asset: (id) => data.assets.get(id),
    upsertEntry: (input) => writeAndPublish(input.sys.id, input.sys.contentType, input.fields, input.sys),
    replaceEntryFields(id, fields) {
      const previous = data.entries.get(id);
      return previous ? writeAndPublish(id, previous.sys.contentType, fields) : undefined;
    },
    deleteEntry: (id) => data.entries.delete(id),
    upsertAsset(input) {
      const previous = data.assets.get(input.sys.id);
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
      data.assets.set(stored.sys.id, stored);
      return stored;
    },
    deleteAsset: (id) => data.assets.delete(id),
    data: () => data,
    validateEntryFields,
    now: () => now().toISOString(),
    reset: load,
  };
}
