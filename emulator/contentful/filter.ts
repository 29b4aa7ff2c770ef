/**
 * Filtering, full-text search, ordering, paging and `select` over entities
 * already serialized for the request's locale (so filters see exactly the
 * values the response carries; with locale=* they see the default locale).
 */
import type { ContentTypeDefinition } from "../../contentful/types.ts";
import { ALL_LOCALES } from "./locale.ts";
import type { Filter, OrderSpec, ParsedQuery, Scalar, ScalarType, Target } from "./query.ts";
import type { CdaEntity } from "./resources.ts";

function walk(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0 || value === undefined || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => walk(v, path)).filter((v) => v !== undefined);
  if (typeof value !== "object") return undefined;
  const [head, ...rest] = path as [string, ...string[]];
  return walk((value as Record<string, unknown>)[head], rest);
}

/** The value a filter or an order looks at. */
export function valueAt(entity: CdaEntity, target: Target, locale: string, defaultCode: string): unknown {
  if (target.scope === "sys") return walk(entity.sys, target.path);
  const [fieldId, ...rest] = target.path as [string, ...string[]];
  let field = entity.fields?.[fieldId];
  if (locale === ALL_LOCALES && field && typeof field === "object") {
    field = (field as Record<string, unknown>)[defaultCode];
  }
  return walk(field, rest);
}

function normalize(value: unknown, type: ScalarType): Scalar | undefined {
  if (value === undefined || value === null) return undefined;
  switch (type) {
    case "Date": {
      const t = Date.parse(String(value));
      return Number.isNaN(t) ? undefined : t;
    }
    case "Integer":
    case "Number":
      return typeof value === "number" ? value : Number(value);
    case "Boolean":
      return Boolean(value);
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}

/** Every string of a value: plain strings, lists, rich-text text nodes, locale maps (links are skipped). */
export function textOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (!value || typeof value !== "object") return [];
  const obj = value as Record<string, unknown>;
  if ("sys" in obj) return [];
  if (typeof obj.nodeType === "string") {
    return [...(obj.nodeType === "text" && typeof obj.value === "string" ? [obj.value] : []), ...textOf(obj.content ?? [])];
  }
  return Object.values(obj).flatMap(textOf);
}

export function tokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

/** Case-insensitive: every word of the query occurs in the text. */
export function fullTextMatches(texts: string[], query: string): boolean {
  const haystack = texts.join("\n").toLowerCase();
  const words = tokens(query);
  return words.every((w) => haystack.includes(w));
}

const TEXT_TYPES = new Set(["Symbol", "Text", "RichText"]);

/** The searchable text of an entity: Symbol, Text, RichText and Symbol-list fields. */
function searchableText(entity: CdaEntity, contentType: (id: string) => ContentTypeDefinition | undefined): string[] {
  const fields = entity.fields ?? {};
  if (entity.sys.type === "Asset") return [...textOf(fields.title), ...textOf(fields.description)];
  const ctId = walk(entity.sys, ["contentType", "sys", "id"]);
  const ct = typeof ctId === "string" ? contentType(ctId) : undefined;
  if (!ct) return textOf(fields);
  return ct.fields
    .filter((f) => TEXT_TYPES.has(f.type) || (f.type === "Array" && f.items?.type === "Symbol"))
    .flatMap((f) => textOf(fields[f.id]));
}

function compare(a: Scalar, b: Scalar): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function matchesFilter(entity: CdaEntity, filter: Filter, locale: string, defaultCode: string): boolean {
  const raw = valueAt(entity, filter, locale, defaultCode);
  const present = raw !== undefined && raw !== null && !(Array.isArray(raw) && raw.length === 0);
  if (filter.op === "exists") return present === filter.values[0];
  if (filter.op === "match") return present && fullTextMatches(textOf(raw), String(filter.values[0]));
  const list = (filter.array ? (Array.isArray(raw) ? raw : []) : present ? [raw] : [])
    .map((v) => normalize(v, filter.type))
    .filter((v): v is Scalar => v !== undefined);
  const has = (x: Scalar) => list.some((v) => v === x);
  switch (filter.op) {
    case "eq":
      return has(filter.values[0] as Scalar);
    case "ne":
      return !has(filter.values[0] as Scalar);
    case "in":
      return filter.values.some(has);
    case "nin":
      return !filter.values.some(has);
    case "all":
      return filter.values.every(has);
    case "lt":
      return list.some((v) => compare(v, filter.values[0] as Scalar) < 0);
    case "lte":
      return list.some((v) => compare(v, filter.values[0] as Scalar) <= 0);
    case "gt":
      return list.some((v) => compare(v, filter.values[0] as Scalar) > 0);
    case "gte":
      return list.some((v) => compare(v, filter.values[0] as Scalar) >= 0);
  }
}

/** Whether any field holds a link (also inside rich text) to the given entity. */
export function linksTo(value: unknown, linkType: "Entry" | "Asset", id: string): boolean {
  if (Array.isArray(value)) return value.some((v) => linksTo(v, linkType, id));
  if (!value || typeof value !== "object") return false;
  const obj = value as Record<string, unknown>;
  const sys = obj.sys as Record<string, unknown> | undefined;
  if (sys && sys.type === "Link") return sys.linkType === linkType && sys.id === id;
  return Object.values(obj).some((v) => linksTo(v, linkType, id));
}

export function sortEntities(items: CdaEntity[], order: OrderSpec[], locale: string, defaultCode: string): CdaEntity[] {
  const keyed = items.map((item) => ({
    item,
    keys: order.map((o) => normalize(valueAt(item, o, locale, defaultCode), o.type)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < order.length; i++) {
      const x = a.keys[i];
      const y = b.keys[i];
      if (x === y) continue;
      // Entities without a value come last, whatever the direction.
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      const c = compare(x, y);
      if (c !== 0) return order[i]?.desc ? -c : c;
    }
    return 0;
  });
  return keyed.map((k) => k.item);
}

export function applySelect(entity: CdaEntity, select: string[][] | undefined): CdaEntity {
  if (!select) return entity;
  const out: Record<string, unknown> = {};
  for (const [scope, key] of select) {
    const source = (entity as Record<string, unknown>)[scope as string];
    if (source === undefined) continue;
    if (key === undefined) {
      out[scope as string] = source;
      continue;
    }
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const target = (out[scope as string] ??= {}) as Record<string, unknown>;
    target[key] = value;
  }
  return out as unknown as CdaEntity;
}

export interface CollectionResult {
  total: number;
  items: CdaEntity[];
}

/** Applies a parsed query (filters, search, links_to_*, order, skip/limit) to serialized entities. */
export function runQuery(
  entities: CdaEntity[],
  query: ParsedQuery,
  defaultCode: string,
  contentType: (id: string) => ContentTypeDefinition | undefined,
): CollectionResult {
  const ctId = query.contentType?.sys.id;
  const matched = entities.filter((e) => {
    if (ctId !== undefined && walk(e.sys, ["contentType", "sys", "id"]) !== ctId) return false;
    if (query.mimetypeGroup !== undefined) {
      const ct = valueAt(e, { scope: "fields", path: ["file", "contentType"], type: "Symbol", array: false }, query.locale, defaultCode);
      if (typeof ct !== "string" || !ct.startsWith(`${query.mimetypeGroup}/`)) return false;
    }
    if (!query.filters.every((f) => matchesFilter(e, f, query.locale, defaultCode))) return false;
    if (query.fullText !== undefined && !fullTextMatches(searchableText(e, contentType), query.fullText)) return false;
    if (query.linksToEntry !== undefined && !linksTo(e.fields, "Entry", query.linksToEntry)) return false;
    if (query.linksToAsset !== undefined && !linksTo(e.fields, "Asset", query.linksToAsset)) return false;
    return true;
  });
  const sorted = sortEntities(matched, query.order, query.locale, defaultCode);
  return { total: sorted.length, items: sorted.slice(query.skip, query.skip + query.limit) };
}
