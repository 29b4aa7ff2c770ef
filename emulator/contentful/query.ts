/**
 * Parses and validates a Delivery API collection query (the URL's search
 * parameters) against the content model. Anything the real API refuses as an
 * InvalidQuery is refused here with the same error id.
 */
import type { ContentTypeDefinition, FieldDefinition, Locale } from "../../contentful/types.ts";
import { badRequest, invalidQuery, type InvalidQueryError } from "./errors.ts";
import { ALL_LOCALES, defaultLocale } from "./locale.ts";

export type Operator = "eq" | "ne" | "in" | "nin" | "all" | "exists" | "match" | "lt" | "lte" | "gt" | "gte";
/** The type a filter compares as. */
export type ScalarType = "Symbol" | "Text" | "RichText" | "Integer" | "Number" | "Date" | "Boolean" | "Object" | "Link";
export type Scalar = string | number | boolean;

export interface Target {
  scope: "sys" | "fields";
  /** Path under `sys` or `fields`, e.g. ["slug"], ["image", "sys", "id"], ["contentType", "sys", "id"]. */
  path: string[];
  type: ScalarType;
  /** The value is a list (an Array field): equality means "contains". */
  array: boolean;
}

export interface Filter extends Target {
  param: string;
  op: Operator;
  /** Parsed comparison values (one for eq/ne/ranges/match, several for in/nin/all, a boolean for exists). */
  values: Scalar[];
}

export interface OrderSpec extends Target {
  desc: boolean;
}

export type Kind = "Entry" | "Asset";

export interface ParsedQuery {
  kind: Kind;
  contentType?: ContentTypeDefinition;
  /** A locale code or "*". */
  locale: string;
  filters: Filter[];
  /** Full-text search over all text fields (`query`). */
  fullText?: string;
  order: OrderSpec[];
  limit: number;
  skip: number;
  include: number;
  /** Selected paths, e.g. [["sys"], ["fields", "title"]]; undefined = everything. */
  select?: string[][];
  linksToEntry?: string;
  linksToAsset?: string;
  mimetypeGroup?: string;
}

export interface QueryModel {
  locales: readonly Locale[];
  contentType(id: string): ContentTypeDefinition | undefined;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
export const DEFAULT_INCLUDE = 1;
export const MAX_INCLUDE = 10;

/** Delivery API default order: newest first, then by id. */
const DEFAULT_ORDER: OrderSpec[] = [
  { scope: "sys", path: ["updatedAt"], type: "Date", array: false, desc: true },
  { scope: "sys", path: ["id"], type: "Symbol", array: false, desc: false },
];

const OPERATORS: ReadonlySet<string> = new Set(["ne", "in", "nin", "all", "exists", "match", "lt", "lte", "gt", "gte"]);

const OPS_BY_TYPE: Record<ScalarType, Operator[]> = {
  Symbol: ["eq", "ne", "in", "nin", "exists", "match"],
  Text: ["eq", "ne", "in", "nin", "exists", "match"],
  RichText: ["exists", "match"],
  Integer: ["eq", "ne", "in", "nin", "exists", "lt", "lte", "gt", "gte"],
  Number: ["eq", "ne", "in", "nin", "exists", "lt", "lte", "gt", "gte"],
  Date: ["eq", "ne", "in", "nin", "exists", "lt", "lte", "gt", "gte"],
  Boolean: ["eq", "ne", "exists"],
  Object: ["exists"],
  Link: ["exists"],
};
const ORDERABLE: ReadonlySet<ScalarType> = new Set(["Symbol", "Integer", "Number", "Date", "Boolean"]);

/** Asset fields, as a pseudo content type: title, description and file with its sub-fields. */
const ASSET_FIELDS: Record<string, ScalarType> = {
  title: "Symbol",
  description: "Text",
  file: "Object",
  "file.url": "Symbol",
  "file.fileName": "Symbol",
  "file.contentType": "Symbol",
  "file.details.size": "Number",
  "file.details.image.width": "Number",
  "file.details.image.height": "Number",
};

const SYS_FIELDS: Record<string, ScalarType> = {
  id: "Symbol",
  type: "Symbol",
  createdAt: "Date",
  updatedAt: "Date",
  revision: "Integer",
};

const CONTENT_TYPE_REQUIRED =
  'A Content Type ID is required. When querying for Entries and involving fields you need to limit your query to a specific Content Type. Please send a Content Type ID (not the name) as the URI query parameter "content_type"';

/** Parameters with a meaning of their own, never filters. */
const RESERVED = new Set([
  "access_token",
  "content_type",
  "locale",
  "order",
  "limit",
  "skip",
  "include",
  "select",
  "query",
  "links_to_entry",
  "links_to_asset",
  "mimetype_group",
]);

function unknownPath(path: string[]): InvalidQueryError {
  return {
    name: "unknown",
    path,
    details: `The path "${path.join(".")}" is not a valid path to a field of the content type.`,
  };
}

function targetFromField(field: FieldDefinition, sub: string[], fullPath: string[]): Target {
  if (field.type === "Array") {
    const itemType = field.items?.type ?? "Symbol";
    if (itemType === "Link") {
      if (sub.length === 2 && sub[0] === "sys" && sub[1] === "id") {
        return { scope: "fields", path: fullPath, type: "Symbol", array: true };
      }
      if (sub.length === 0) return { scope: "fields", path: fullPath, type: "Link", array: true };
      throw invalidQuery(unknownPath(["fields", ...fullPath]));
    }
    if (sub.length > 0) throw invalidQuery(unknownPath(["fields", ...fullPath]));
    return { scope: "fields", path: fullPath, type: "Symbol", array: true };
  }
  if (field.type === "Link") {
    if (sub.length === 2 && sub[0] === "sys" && sub[1] === "id") {
      return { scope: "fields", path: fullPath, type: "Symbol", array: false };
    }
    if (sub.length === 0) return { scope: "fields", path: fullPath, type: "Link", array: false };
    throw invalidQuery(unknownPath(["fields", ...fullPath]));
  }
  if (field.type === "Object") {
    // Sub-paths of an object compare as text.
    return { scope: "fields", path: fullPath, type: sub.length > 0 ? "Symbol" : "Object", array: false };
  }
  if (sub.length > 0) throw invalidQuery(unknownPath(["fields", ...fullPath]));
  return { scope: "fields", path: fullPath, type: field.type, array: false };
}

/** Resolves `sys.x` / `fields.x.y` to a typed target, or throws InvalidQuery. */
export function resolveTarget(dotted: string, kind: Kind, contentType: ContentTypeDefinition | undefined): Target {
  const parts = dotted.split(".");
  const [scope, ...rest] = parts;
  if (scope === "sys") {
    const key = rest.join(".");
    if (kind === "Entry" && key === "contentType.sys.id") return { scope: "sys", path: rest, type: "Symbol", array: false };
    const type = SYS_FIELDS[key];
    if (!type) throw invalidQuery(unknownPath(parts));
    return { scope: "sys", path: rest, type, array: false };
  }
  if (scope === "fields" && rest.length > 0) {
    if (kind === "Asset") {
      const type = ASSET_FIELDS[rest.join(".")];
      if (!type) throw invalidQuery(unknownPath(parts));
      return { scope: "fields", path: rest, type, array: false };
    }
    if (!contentType) throw invalidQuery({ name: "contentTypeRequired", path: ["content_type"], details: CONTENT_TYPE_REQUIRED });
    const [fieldId, ...sub] = rest as [string, ...string[]];
    const field = contentType.fields.find((f) => f.id === fieldId);
    if (!field) throw invalidQuery(unknownPath(parts));
    return targetFromField(field, sub, rest);
  }
  throw invalidQuery(unknownPath(parts));
}

function parseScalar(raw: string, type: ScalarType, param: string): Scalar {
  const bad = (): never => {
    throw invalidQuery({ name: "type", path: param.split("."), value: raw, details: `"${raw}" is not a valid ${type} value` });
  };
  switch (type) {
    case "Integer":
    case "Number": {
      const n = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(n) || (type === "Integer" && !Number.isInteger(n))) bad();
      return n;
    }
    case "Date": {
      const t = Date.parse(raw);
      if (Number.isNaN(t)) bad();
      return t;
    }
    case "Boolean":
      if (raw !== "true" && raw !== "false") bad();
      return raw === "true";
    default:
      return raw;
  }
}

function parseInteger(raw: string | null, name: string, def: number, min: number, max: number): number {
  if (raw === null) return def;
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(n) || n < min || n > max) {
    throw invalidQuery({
      name: "range",
      path: [name],
      value: raw,
      details: `The ${name} parameter must be an integer between ${min} and ${max}.`,
    });
  }
  return n;
}

function parseFilter(param: string, raw: string, kind: Kind, contentType: ContentTypeDefinition | undefined): Filter {
  const m = /^(.+?)(?:\[([^\]]*)\])?$/.exec(param);
  const dotted = m?.[1] ?? param;
  const opRaw = m?.[2];
  if (opRaw !== undefined && !OPERATORS.has(opRaw)) {
    throw invalidQuery({ name: "unknownOperator", path: dotted.split("."), value: opRaw, details: `Unknown operator "[${opRaw}]"` });
  }
  const op = (opRaw ?? "eq") as Operator;
  const target = resolveTarget(dotted, kind, contentType);
  const allowed = target.array
    ? target.type === "Link"
      ? (["exists"] as Operator[])
      : (["eq", "ne", "in", "nin", "all", "exists", ...(target.type === "Symbol" && target.path.length === 1 ? (["match"] as Operator[]) : [])])
    : OPS_BY_TYPE[target.type];
  if (!allowed.includes(op)) {
    throw invalidQuery({
      name: "operatorNotApplicable",
      path: dotted.split("."),
      value: op,
      details: `The operator "${op}" cannot be used on a field of type ${target.array ? "Array" : target.type}.`,
    });
  }
  let values: Scalar[];
  if (op === "exists") {
    if (raw !== "true" && raw !== "false") {
      throw invalidQuery({ name: "type", path: dotted.split("."), value: raw, details: "[exists] takes true or false" });
    }
    values = [raw === "true"];
  } else if (op === "match") {
    values = [raw];
  } else if (op === "in" || op === "nin" || op === "all") {
    values = raw.split(",").map((v) => parseScalar(v, target.type, dotted));
  } else {
    values = [parseScalar(raw, target.type, dotted)];
  }
  return { ...target, param, op, values };
}

function parseOrder(raw: string, kind: Kind, contentType: ContentTypeDefinition | undefined): OrderSpec[] {
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const desc = item.startsWith("-");
      const dotted = desc ? item.slice(1) : item;
      const target = resolveTarget(dotted, kind, contentType);
      if (target.array || !ORDERABLE.has(target.type)) {
        throw invalidQuery({
          name: "notOrderable",
          path: dotted.split("."),
          details: `The path "${dotted}" cannot be used for ordering.`,
        });
      }
      return { ...target, desc };
    });
}

function parseSelect(raw: string, kind: Kind, contentType: ContentTypeDefinition | undefined): string[][] {
  const items = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > 100) throw invalidQuery({ name: "select", path: ["select"], details: "At most 100 selectors" });
  return items.map((item) => {
    const parts = item.split(".");
    const [scope, field] = parts;
    const invalid = () =>
      invalidQuery({ name: "select", path: ["select"], value: item, details: `Select "${item}" is not a valid selector` });
    if (parts.length > 2 || !["sys", "fields", "metadata"].includes(scope ?? "")) throw invalid();
    if (scope === "fields" && field !== undefined) {
      if (kind === "Asset") {
        if (!["title", "description", "file"].includes(field)) throw invalid();
      } else {
        if (!contentType) throw invalidQuery({ name: "contentTypeRequired", path: ["content_type"], details: CONTENT_TYPE_REQUIRED });
        if (!contentType.fields.some((f) => f.id === field)) throw invalidQuery(unknownPath(parts));
      }
    }
    return parts;
  });
}

/** The `locale` parameter: a known code, "*", or the default locale when absent. */
export function parseLocale(params: URLSearchParams, model: Pick<QueryModel, "locales">): string {
  const localeRaw = params.get("locale");
  if (localeRaw === null || localeRaw === "") return defaultLocale(model.locales).code;
  if (localeRaw !== ALL_LOCALES && !model.locales.some((l) => l.code === localeRaw)) {
    throw badRequest(`Unknown locale: ${localeRaw}`);
  }
  return localeRaw;
}

export function parseQuery(params: URLSearchParams, kind: Kind, model: QueryModel): ParsedQuery {
  const locale = parseLocale(params, model);

  let contentType: ContentTypeDefinition | undefined;
  const ctId = params.get("content_type");
  if (kind === "Entry" && ctId !== null) {
    contentType = model.contentType(ctId);
    if (!contentType) throw invalidQuery({ name: "unknownContentType", value: ctId });
  }

  const filters: Filter[] = [];
  for (const [param, raw] of params) {
    if (RESERVED.has(param)) continue;
    // Parameters that are not paths (e.g. cache busters) are ignored, as the real API does.
    if (!param.includes(".")) continue;
    filters.push(parseFilter(param, raw, kind, contentType));
  }

  const orderRaw = params.get("order");
  const order = orderRaw ? parseOrder(orderRaw, kind, contentType) : DEFAULT_ORDER;
  const selectRaw = params.get("select");
  const fullText = params.get("query") ?? undefined;

  return {
    kind,
    ...(contentType ? { contentType } : {}),
    locale,
    filters,
    ...(fullText ? { fullText } : {}),
    order,
    limit: parseInteger(params.get("limit"), "limit", DEFAULT_LIMIT, 0, MAX_LIMIT),
    skip: parseInteger(params.get("skip"), "skip", 0, 0, Number.MAX_SAFE_INTEGER),
    include: parseInteger(params.get("include"), "include", DEFAULT_INCLUDE, 0, MAX_INCLUDE),
    ...(selectRaw ? { select: parseSelect(selectRaw, kind, contentType) } : {}),
    ...(params.get("links_to_entry") ? { linksToEntry: params.get("links_to_entry") as string } : {}),
    ...(params.get("links_to_asset") ? { linksToAsset: params.get("links_to_asset") as string } : {}),
    ...(params.get("mimetype_group") ? { mimetypeGroup: params.get("mimetype_group") as string } : {}),
  };
}
