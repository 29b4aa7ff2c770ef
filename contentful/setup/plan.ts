/**
 * Plans the changes that bring a Contentful environment to the seed: pure
 * (no I/O), so it is unit-tested directly. Given what exists (as the Content
 * Management API returns it) and what is desired (contentful/index.ts), it
 * returns an ordered list of actions. An environment that already equals the
 * seed gets an empty plan.
 *
 * Order: locales, content types (created/updated and published; a field that
 * was removed from the model is first omitted and published, then deleted and
 * published, which is Contentful's rule), assets (uploaded, processed,
 * published), then entries (linked entries before the entries that link to
 * them). Entries and assets in the space that the seed does not know are left
 * alone: editors may have created them.
 */
import type {
  ContentTypeDefinition,
  FieldDefinition,
  Locale,
  SeedAsset,
  SeedEntry,
} from "../types.ts";

/* ---------- what the Management API returns (the parts we read) ---------- */

export interface ExistingSys {
  id: string;
  version: number;
  publishedVersion?: number;
  archivedVersion?: number;
}

export interface ExistingLocale {
  sys: ExistingSys;
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
}

export interface ExistingField {
  id: string;
  name: string;
  type: string;
  localized: boolean;
  required: boolean;
  validations?: unknown[];
  disabled?: boolean;
  omitted?: boolean;
  deleted?: boolean;
  linkType?: string;
  items?: { type: string; linkType?: string; validations?: unknown[] };
}

export interface ExistingContentType {
  sys: ExistingSys;
  name: string;
  description?: string;
  displayField: string;
  fields: ExistingField[];
}

export interface ExistingAssetFile {
  fileName: string;
  contentType: string;
  url?: string;
  upload?: string;
  uploadFrom?: unknown;
  details?: { size?: number; image?: { width?: number; height?: number } };
}

export interface ExistingAsset {
  sys: ExistingSys;
  fields: {
    title?: Record<string, string>;
    description?: Record<string, string>;
    file?: Record<string, ExistingAssetFile>;
  };
}

export interface ExistingEntry {
  sys: ExistingSys & { contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

export interface ExistingSpace {
  locales: ExistingLocale[];
  contentTypes: ExistingContentType[];
  assets: ExistingAsset[];
  entries: ExistingEntry[];
}

export interface DesiredSpace {
  locales: Locale[];
  contentTypes: ContentTypeDefinition[];
  assets: SeedAsset[];
  entries: SeedEntry[];
}

/* ---------- actions ---------- */

export type Action =
  | { type: "createLocale"; code: string }
  | { type: "updateLocale"; code: string; changes: string[] }
  | { type: "createContentType"; id: string }
  | { type: "updateContentType"; id: string; changes: string[] }
  | { type: "omitField"; contentTypeId: string; fieldId: string }
  | { type: "deleteField"; contentTypeId: string; fieldId: string }
  | { type: "publishContentType"; id: string }
  | { type: "createAsset"; id: string }
  | { type: "updateAsset"; id: string; changes: string[]; upload: boolean }
  | { type: "publishAsset"; id: string }
  | { type: "createEntry"; id: string; contentType: string }
  | { type: "updateEntry"; id: string; changes: string[] }
  | { type: "publishEntry"; id: string };

export interface Plan {
  actions: Action[];
  /** Differences the plan cannot fix (e.g. an entry of another content type under a seed id). */
  conflicts: string[];
}

export interface PlanOptions {
  /** Byte size of the local file of an asset in a locale (compared with the uploaded file). */
  fileSize?: (assetId: string, locale: string) => number | undefined;
}

/* ---------- comparison helpers ---------- */

/** JSON with object keys sorted and undefined values dropped: equal values give equal strings. */
export function canonical(value: unknown): string {
  const normalise = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(normalise);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) {
        const child = (v as Record<string, unknown>)[key];
        if (child !== undefined) out[key] = normalise(child);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(normalise(value));
}

/** A field as Contentful stores it, with its defaults filled in. */
export function fieldToCma(f: FieldDefinition | ExistingField): ExistingField {
  const out: ExistingField = {
    id: f.id,
    name: f.name,
    type: f.type,
    localized: f.localized,
    required: f.required,
    validations: (f.validations as unknown[] | undefined) ?? [],
    disabled: (f as ExistingField).disabled ?? false,
    omitted: (f as ExistingField).omitted ?? false,
  };
  if (f.linkType) out.linkType = f.linkType;
  if (f.items) {
    out.items = { type: f.items.type, validations: (f.items.validations as unknown[] | undefined) ?? [] };
    if (f.items.linkType) out.items.linkType = f.items.linkType;
  }
  return out;
}

const isPublishedCurrent = (sys: ExistingSys) =>
  sys.publishedVersion !== undefined && sys.version === sys.publishedVersion + 1;

function compareFields(desired: Record<string, unknown>, existing: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(desired), ...Object.keys(existing)]);
  return [...keys].filter((k) => canonical(desired[k]) !== canonical(existing[k])).sort();
}

/** Entry ids in link order: an entry comes after the entries it links to. */
function linkOrder(entries: SeedEntry[]): SeedEntry[] {
  const byId = new Map(entries.map((e) => [e.sys.id, e]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: SeedEntry[] = [];
  const linksOf = (value: unknown, acc: string[] = []): string[] => {
    if (Array.isArray(value)) value.forEach((v) => linksOf(v, acc));
    else if (value && typeof value === "object") {
      const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
      if (sys?.type === "Link" && sys.linkType === "Entry" && sys.id) acc.push(sys.id);
      else Object.values(value).forEach((v) => linksOf(v, acc));
    }
    return acc;
  };
  const visit = (e: SeedEntry) => {
    if (done.has(e.sys.id) || visiting.has(e.sys.id)) return; // cycles: keep going, publish order is best effort
    visiting.add(e.sys.id);
    for (const id of linksOf(e.fields)) {
      const target = byId.get(id);
      if (target) visit(target);
    }
    visiting.delete(e.sys.id);
    done.add(e.sys.id);
    out.push(e);
  };
  entries.forEach(visit);
  return out;
}

/* ---------- the planner ---------- */

export function planChanges(desired: DesiredSpace, existing: ExistingSpace, options: PlanOptions = {}): Plan {
  const actions: Action[] = [];
  const conflicts: string[] = [];

  // Locales.
  const localesByCode = new Map(existing.locales.map((l) => [l.code, l]));
  for (const locale of desired.locales) {
    const found = localesByCode.get(locale.code);
    if (!found) {
      actions.push({ type: "createLocale", code: locale.code });
      continue;
    }
    const changes: string[] = [];
    if (found.name !== locale.name) changes.push("name");
    if ((found.fallbackCode ?? null) !== locale.fallbackCode) changes.push("fallbackCode");
    if (found.default !== locale.default) changes.push("default");
    if (changes.length) actions.push({ type: "updateLocale", code: locale.code, changes });
  }

  // Content types.
  const typesById = new Map(existing.contentTypes.map((t) => [t.sys.id, t]));
  for (const type of desired.contentTypes) {
    const id = type.sys.id;
    const found = typesById.get(id);
    if (!found) {
      actions.push({ type: "createContentType", id }, { type: "publishContentType", id });
      continue;
    }
    const desiredFields = type.fields.map(fieldToCma);
    const desiredIds = new Set(desiredFields.map((f) => f.id));
    const kept = found.fields.filter((f) => desiredIds.has(f.id) && !f.deleted).map(fieldToCma);
    const removed = found.fields.filter((f) => !desiredIds.has(f.id) && !f.deleted);
    const changes: string[] = [];
    if (found.name !== type.name) changes.push("name");
    if ((found.description ?? "") !== type.description) changes.push("description");
    if (found.displayField !== type.displayField) changes.push("displayField");
    if (canonical(kept) !== canonical(desiredFields)) {
      const keptById = new Map(kept.map((f) => [f.id, f]));
      for (const f of desiredFields) {
        const old = keptById.get(f.id);
        if (!old) changes.push(`fields.${f.id} (new)`);
        else if (canonical(old) !== canonical(f)) changes.push(`fields.${f.id}`);
        if (old && old.type !== f.type) {
          conflicts.push(`content type ${id}: field ${f.id} changes type ${old.type} → ${f.type}, which Contentful does not allow`);
        }
      }
      if (changes.every((c) => !c.startsWith("fields."))) changes.push("fields (order)");
    }
    let dirty = !isPublishedCurrent(found.sys);
    if (changes.length) {
      actions.push({ type: "updateContentType", id, changes });
      dirty = true;
    }
    if (dirty) actions.push({ type: "publishContentType", id });
    const toOmit = removed.filter((f) => !f.omitted);
    if (toOmit.length) {
      for (const f of toOmit) actions.push({ type: "omitField", contentTypeId: id, fieldId: f.id });
      actions.push({ type: "publishContentType", id });
    }
    if (removed.length) {
      for (const f of removed) actions.push({ type: "deleteField", contentTypeId: id, fieldId: f.id });
      actions.push({ type: "publishContentType", id });
    }
  }

  // Assets.
  const assetsById = new Map(existing.assets.map((a) => [a.sys.id, a]));
  for (const asset of desired.assets) {
    const id = asset.sys.id;
    const found = assetsById.get(id);
    if (!found) {
      actions.push({ type: "createAsset", id }, { type: "publishAsset", id });
      continue;
    }
    if (found.sys.archivedVersion !== undefined) conflicts.push(`asset ${id} is archived; unarchive it first`);
    const changes: string[] = [];
    if (canonical(found.fields.title ?? {}) !== canonical(asset.fields.title)) changes.push("title");
    if (canonical(found.fields.description ?? {}) !== canonical(asset.fields.description)) changes.push("description");
    let upload = false;
    const locales = new Set([...Object.keys(asset.fields.file), ...Object.keys(found.fields.file ?? {})]);
    for (const locale of locales) {
      const want = asset.fields.file[locale as keyof typeof asset.fields.file];
      const have = found.fields.file?.[locale];
      if (!want) {
        if (have) {
          changes.push(`file[${locale}] (removed)`);
        }
        continue;
      }
      const bytes = options.fileSize?.(id, locale);
      const same =
        have !== undefined &&
        have.url !== undefined &&
        have.fileName === want.fileName &&
        have.contentType === want.contentType &&
        have.details?.image?.width === want.width &&
        have.details?.image?.height === want.height &&
        (bytes === undefined || have.details?.size === bytes);
      if (!same) {
        changes.push(`file[${locale}]`);
        upload = true;
      }
    }
    let dirty = !isPublishedCurrent(found.sys);
    if (changes.length) {
      actions.push({ type: "updateAsset", id, changes, upload });
      dirty = true;
    }
    if (dirty) actions.push({ type: "publishAsset", id });
  }

  // Entries, linked entries first.
  const entriesById = new Map(existing.entries.map((e) => [e.sys.id, e]));
  for (const entry of linkOrder(desired.entries)) {
    const id = entry.sys.id;
    const found = entriesById.get(id);
    if (!found) {
      actions.push({ type: "createEntry", id, contentType: entry.sys.contentType }, { type: "publishEntry", id });
      continue;
    }
    if (found.sys.contentType.sys.id !== entry.sys.contentType) {
      conflicts.push(`entry ${id} is a ${found.sys.contentType.sys.id} in the space, a ${entry.sys.contentType} in the seed`);
      continue;
    }
    if (found.sys.archivedVersion !== undefined) conflicts.push(`entry ${id} is archived; unarchive it first`);
    const changes = compareFields(entry.fields, found.fields);
    let dirty = !isPublishedCurrent(found.sys);
    if (changes.length) {
      actions.push({ type: "updateEntry", id, changes });
      dirty = true;
    }
    if (dirty) actions.push({ type: "publishEntry", id });
  }

  return { actions, conflicts };
}

/** One line describing an action, for logs and the dry-run listing. */
export function describeAction(a: Action): string {
  switch (a.type) {
    case "createLocale":
      return `create locale ${a.code}`;
    case "updateLocale":
      return `update locale ${a.code} (${a.changes.join(", ")})`;
    case "createContentType":
      return `create content type ${a.id}`;
    case "updateContentType":
      return `update content type ${a.id} (${a.changes.join(", ")})`;
    case "omitField":
      return `omit field ${a.contentTypeId}.${a.fieldId}`;
    case "deleteField":
      return `delete field ${a.contentTypeId}.${a.fieldId}`;
    case "publishContentType":
      return `publish content type ${a.id}`;
    case "createAsset":
      return `create asset ${a.id} (upload and process its file)`;
    case "updateAsset":
      return `update asset ${a.id} (${a.changes.join(", ")}${a.upload ? "; upload and process the file" : ""})`;
    case "publishAsset":
      return `publish asset ${a.id}`;
    case "createEntry":
      return `create entry ${a.id} (${a.contentType})`;
    case "updateEntry":
      return `update entry ${a.id} (${a.changes.join(", ")})`;
    case "publishEntry":
      return `publish entry ${a.id}`;
  }
}

export function formatPlan(plan: Plan): string {
  if (plan.actions.length === 0 && plan.conflicts.length === 0) return "Nothing to do: the space already matches the seed.";
  const counts = new Map<string, number>();
  for (const a of plan.actions) counts.set(a.type, (counts.get(a.type) ?? 0) + 1);
  const lines = plan.actions.map((a, i) => `${String(i + 1).padStart(4)}. ${describeAction(a)}`);
  const summary = [...counts].map(([type, count]) => `${type} ×${count}`).join(", ");
  const out = [`Plan: ${plan.actions.length} action(s): ${summary}`, ...lines];
  if (plan.conflicts.length) out.push("Conflicts (not fixed automatically):", ...plan.conflicts.map((c) => `  - ${c}`));
  return out.join("\n");
}
