/**
 * Validates a content seed against its own content model, the way Contentful
 * would when the entries are published (plus checks on the asset files):
 * content types exist, required fields are present in the default locale,
 * values have the field's type, `in`/`regexp`/`size`/`unique` validations
 * hold, every link resolves to an entry or asset of an allowed kind, and
 * every asset file exists with the declared size and format.
 *
 * Used by contentful/seed.test.ts and, before any write, by
 * scripts/contentful-setup.ts. Returns a list of problems (empty when valid).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { validateRichTextDocument, type Document } from "@contentful/rich-text-types";
import sharp from "sharp";
import type {
  ContentTypeDefinition,
  FieldDefinition,
  FieldValidation,
  LocaleCode,
  SeedAsset,
  SeedEntry,
} from "../types.ts";

export interface SeedToValidate {
  locales: ReadonlyArray<{ code: LocaleCode; default: boolean }>;
  contentTypes: ContentTypeDefinition[];
  entries: SeedEntry[];
  assets: SeedAsset[];
}

export interface AssetFileOptions {
  /** Folder the asset file paths are relative to (contentful/assets). */
  assetsDirectory: string;
  /** Largest allowed file, in bytes. */
  maxBytes: number;
}

const ID = /^[A-Za-z0-9._-]{1,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const MAX_SYMBOL = 256;
const MAX_TEXT = 50_000;

interface LinkValue {
  sys: { type: "Link"; linkType: "Entry" | "Asset"; id: string };
}

function isLink(value: unknown, linkType: string | undefined): value is LinkValue {
  const sys = (value as { sys?: Record<string, unknown> } | null)?.sys;
  return (
    typeof sys === "object" &&
    sys !== null &&
    sys.type === "Link" &&
    sys.linkType === linkType &&
    typeof sys.id === "string" &&
    sys.id !== ""
  );
}

/** Problems with the entries and asset metadata (synchronous; no file access). */
export function validateSeedContent(seed: SeedToValidate): string[] {
  const problems: string[] = [];
  const localeCodes = new Set<string>(seed.locales.map((l) => l.code));
  const defaultLocale = seed.locales.find((l) => l.default)?.code ?? "en-US";
  const types = new Map(seed.contentTypes.map((t) => [t.sys.id, t]));
  const entriesById = new Map<string, SeedEntry>();
  const assetsById = new Map<string, SeedAsset>();

  for (const t of seed.contentTypes) {
    if (!t.fields.some((f) => f.id === t.displayField)) {
      problems.push(`content type ${t.sys.id}: display field ${t.displayField} is not a field`);
    }
  }
  for (const e of seed.entries) {
    if (!ID.test(e.sys.id)) problems.push(`entry id "${e.sys.id}" is not a valid Contentful id`);
    if (entriesById.has(e.sys.id)) problems.push(`entry id ${e.sys.id} is used twice`);
    entriesById.set(e.sys.id, e);
  }
  for (const a of seed.assets) {
    if (!ID.test(a.sys.id)) problems.push(`asset id "${a.sys.id}" is not a valid Contentful id`);
    if (assetsById.has(a.sys.id)) problems.push(`asset id ${a.sys.id} is used twice`);
    assetsById.set(a.sys.id, a);
    const file = a.fields.file[defaultLocale as LocaleCode];
    if (!a.fields.title[defaultLocale as LocaleCode]) problems.push(`asset ${a.sys.id}: no title`);
    if (!a.fields.description[defaultLocale as LocaleCode]) problems.push(`asset ${a.sys.id}: no description`);
    if (!file) {
      problems.push(`asset ${a.sys.id}: no file in ${defaultLocale}`);
      continue;
    }
    if (file.fileName !== basename(file.path)) problems.push(`asset ${a.sys.id}: fileName differs from the path`);
    if (!/^[a-z]+\/[a-z0-9.+-]+$/.test(file.contentType)) problems.push(`asset ${a.sys.id}: bad contentType`);
    if (!(Number.isInteger(file.width) && file.width > 0 && Number.isInteger(file.height) && file.height > 0)) {
      problems.push(`asset ${a.sys.id}: width and height must be positive integers`);
    }
  }

  const checkLink = (where: string, value: LinkValue, validations: FieldValidation[] | undefined) => {
    if (value.sys.linkType === "Entry") {
      const target = entriesById.get(value.sys.id);
      if (!target) {
        problems.push(`${where}: link to missing entry ${value.sys.id}`);
        return;
      }
      for (const v of validations ?? []) {
        if (v.linkContentType && !v.linkContentType.includes(target.sys.contentType)) {
          problems.push(
            `${where}: links to a ${target.sys.contentType}, allowed: ${v.linkContentType.join(", ")}`,
          );
        }
      }
    } else {
      const target = assetsById.get(value.sys.id);
      if (!target) {
        problems.push(`${where}: link to missing asset ${value.sys.id}`);
        return;
      }
      const mime = target.fields.file[defaultLocale as LocaleCode]?.contentType ?? "";
      for (const v of validations ?? []) {
        if (v.linkMimetypeGroup && !v.linkMimetypeGroup.some((g) => mime.startsWith(`${g}/`))) {
          problems.push(`${where}: asset ${value.sys.id} is ${mime}, allowed: ${v.linkMimetypeGroup.join(", ")}`);
        }
        const file = target.fields.file[defaultLocale as LocaleCode];
        const dims = v.assetImageDimensions;
        if (dims && file) {
          const outside = (n: number, r?: { min?: number; max?: number }) => r !== undefined && ((r.min !== undefined && n < r.min) || (r.max !== undefined && n > r.max));
          if (outside(file.width, dims.width) || outside(file.height, dims.height)) {
            problems.push(`${where}: asset ${value.sys.id} is ${file.width}×${file.height}, outside the field's image dimensions`);
          }
        }
      }
    }
  };

  const checkScalarValidations = (where: string, value: unknown, validations: FieldValidation[] | undefined) => {
    for (const v of validations ?? []) {
      if (v.in && !v.in.includes(value as string)) {
        problems.push(`${where}: "${String(value)}" is not one of ${v.in.join(", ")}`);
      }
      if (v.regexp && typeof value === "string" && !new RegExp(v.regexp.pattern, v.regexp.flags).test(value)) {
        problems.push(`${where}: "${value}" does not match /${v.regexp.pattern}/`);
      }
      if (v.range && typeof value === "number" && ((v.range.min !== undefined && value < v.range.min) || (v.range.max !== undefined && value > v.range.max))) {
        problems.push(`${where}: ${value} is outside ${v.range.min ?? "-∞"}..${v.range.max ?? "∞"}`);
      }
      if (v.size) {
        const len = typeof value === "string" || Array.isArray(value) ? value.length : undefined;
        if (len !== undefined && ((v.size.min !== undefined && len < v.size.min) || (v.size.max !== undefined && len > v.size.max))) {
          problems.push(`${where}: size ${len} is outside ${v.size.min ?? 0}..${v.size.max ?? "∞"}`);
        }
      }
    }
  };

  const checkRichText = (where: string, value: unknown) => {
    const doc = value as Document;
    if (doc?.nodeType !== "document") {
      problems.push(`${where}: rich text must be a document node`);
      return;
    }
    for (const error of validateRichTextDocument(doc)) {
      problems.push(`${where}: rich text ${(error.path ?? []).join(".")}: ${error.details}`);
    }
    const walk = (node: { nodeType: string; data?: Record<string, unknown>; content?: unknown[] }) => {
      if (node.nodeType === "embedded-asset-block" || node.nodeType === "embedded-entry-block" || node.nodeType === "embedded-entry-inline" || node.nodeType === "entry-hyperlink" || node.nodeType === "asset-hyperlink") {
        const target = node.data?.target;
        const linkType = node.nodeType.includes("asset") ? "Asset" : "Entry";
        if (isLink(target, linkType)) checkLink(`${where} (${node.nodeType})`, target, undefined);
        else problems.push(`${where}: ${node.nodeType} without a valid ${linkType} link`);
      }
      if (node.nodeType === "hyperlink") {
        const uri = node.data?.uri;
        if (typeof uri !== "string" || !/^(https?:\/\/|mailto:|tel:|\/)/.test(uri)) {
          problems.push(`${where}: hyperlink with an invalid uri ${String(uri)}`);
        }
      }
      for (const child of node.content ?? []) walk(child as typeof node);
    };
    walk(doc as unknown as Parameters<typeof walk>[0]);
  };

  const checkValue = (where: string, def: FieldDefinition, value: unknown) => {
    switch (def.type) {
      case "Symbol":
        if (typeof value !== "string") problems.push(`${where}: Symbol must be a string`);
        else if (value.length > MAX_SYMBOL) problems.push(`${where}: Symbol longer than ${MAX_SYMBOL} characters`);
        break;
      case "Text":
        if (typeof value !== "string") problems.push(`${where}: Text must be a string`);
        else if (value.length > MAX_TEXT) problems.push(`${where}: Text longer than ${MAX_TEXT} characters`);
        break;
      case "RichText":
        checkRichText(where, value);
        break;
      case "Integer":
        if (!Number.isInteger(value)) problems.push(`${where}: Integer expected, got ${JSON.stringify(value)}`);
        break;
      case "Number":
        if (typeof value !== "number" || !Number.isFinite(value)) problems.push(`${where}: Number expected`);
        break;
      case "Date":
        if (typeof value !== "string" || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
          problems.push(`${where}: ISO 8601 date expected, got ${JSON.stringify(value)}`);
        }
        break;
      case "Boolean":
        if (typeof value !== "boolean") problems.push(`${where}: Boolean expected`);
        break;
      case "Object":
        if (typeof value !== "object" || value === null) problems.push(`${where}: JSON object expected`);
        break;
      case "Link":
        if (!isLink(value, def.linkType)) problems.push(`${where}: ${def.linkType} link expected`);
        else checkLink(where, value, def.validations);
        return;
      case "Array": {
        if (!Array.isArray(value)) {
          problems.push(`${where}: Array expected`);
          return;
        }
        const items = def.items;
        value.forEach((item, i) => {
          const at = `${where}[${i}]`;
          if (items?.type === "Symbol") {
            if (typeof item !== "string") problems.push(`${at}: Symbol must be a string`);
            else if (item.length > MAX_SYMBOL) problems.push(`${at}: Symbol longer than ${MAX_SYMBOL} characters`);
            else checkScalarValidations(at, item, items.validations);
          } else if (items?.type === "Link") {
            if (!isLink(item, items.linkType)) problems.push(`${at}: ${items.linkType} link expected`);
            else checkLink(at, item, items.validations);
          }
        });
        break;
      }
    }
    checkScalarValidations(where, value, def.validations);
  };

  const uniqueSeen = new Map<string, string>();
  for (const e of seed.entries) {
    const type = types.get(e.sys.contentType);
    if (!type) {
      problems.push(`entry ${e.sys.id}: content type ${e.sys.contentType} does not exist`);
      continue;
    }
    const fieldIds = new Set(type.fields.map((f) => f.id));
    for (const key of Object.keys(e.fields)) {
      if (!fieldIds.has(key)) problems.push(`entry ${e.sys.id}: field ${key} is not in ${type.sys.id}`);
    }
    for (const def of type.fields) {
      const values = e.fields[def.id] ?? {};
      const where = `entry ${e.sys.id} (${type.sys.id}).${def.id}`;
      const present = (v: unknown) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);
      if (def.required && !present(values[defaultLocale as LocaleCode])) {
        problems.push(`${where}: required field missing in ${defaultLocale}`);
      }
      for (const [locale, value] of Object.entries(values)) {
        if (!localeCodes.has(locale)) problems.push(`${where}: unknown locale ${locale}`);
        if (!def.localized && locale !== defaultLocale) problems.push(`${where}: not localized but has a ${locale} value`);
        if (value === undefined || value === null) continue;
        checkValue(`${where}[${locale}]`, def, value);
        if (def.validations?.some((v) => v.unique)) {
          const key = `${type.sys.id}.${def.id}.${locale}=${JSON.stringify(value)}`;
          const other = uniqueSeen.get(key);
          if (other) problems.push(`${where}: value ${JSON.stringify(value)} must be unique, also in ${other}`);
          else uniqueSeen.set(key, e.sys.id);
        }
      }
    }
  }
  return problems;
}

/** Problems with the asset files: missing, wrong size or format, over budget. */
export async function validateAssetFiles(assets: SeedAsset[], options: AssetFileOptions): Promise<string[]> {
  const problems: string[] = [];
  for (const a of assets) {
    for (const [locale, file] of Object.entries(a.fields.file)) {
      if (!file) continue;
      const where = `asset ${a.sys.id} [${locale}] ${file.path}`;
      const path = join(options.assetsDirectory, file.path);
      if (!existsSync(path)) {
        problems.push(`${where}: file not found`);
        continue;
      }
      const size = statSync(path).size;
      if (size > options.maxBytes) {
        problems.push(`${where}: ${Math.round(size / 1024)} KB is over the ${Math.round(options.maxBytes / 1024)} KB budget`);
      }
      try {
        const meta = await sharp(readFileSync(path)).metadata();
        if (meta.width !== file.width || meta.height !== file.height) {
          problems.push(`${where}: is ${meta.width}×${meta.height}, declared ${file.width}×${file.height}`);
        }
        const expected = file.contentType.split("/")[1]?.replace("jpg", "jpeg").replace("svg+xml", "svg");
        if (meta.format !== expected) problems.push(`${where}: is ${meta.format}, declared ${file.contentType}`);
      } catch (error) {
        problems.push(`${where}: unreadable image (${(error as Error).message})`);
      }
    }
  }
  return problems;
}
