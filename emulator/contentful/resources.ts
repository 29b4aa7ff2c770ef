/**
 * Stored content → the Delivery API's JSON shapes (entries, assets, content
 * types, locales, the space), for one locale or for all ("*").
 */
import type { AssetFileSource, ContentTypeDefinition, Locale } from "../../contentful/types.ts";
import { ALL_LOCALES, localizeFields } from "./locale.ts";
import type { StoredAsset, StoredEntry } from "./store.ts";

export interface CdaSys {
  type: string;
  id: string;
  [key: string]: unknown;
}

export interface CdaEntity {
  metadata?: { tags: unknown[]; concepts: unknown[] };
  sys: CdaSys;
  fields?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SerializeContext {
  spaceId: string;
  environment: string;
  locales: readonly Locale[];
  /** A locale code or "*". */
  locale: string;
  contentType(id: string): ContentTypeDefinition | undefined;
  /** Absolute-less URL of an asset file: `//host/basePath/images/space/id/name`. */
  assetUrl(assetId: string, fileName: string): string;
  /** Size in bytes of a file under contentful/assets (0 when it is missing). */
  fileSize(path: string): number;
}

const link = (linkType: string, id: string) => ({ sys: { type: "Link", linkType, id } });

function baseSys(ctx: SerializeContext, type: string, s: { id: string; createdAt: string; updatedAt: string; revision: number }): CdaSys {
  return {
    space: link("Space", ctx.spaceId),
    id: s.id,
    type,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    environment: link("Environment", ctx.environment),
    revision: s.revision,
  };
}

export function serializeEntry(entry: StoredEntry, ctx: SerializeContext): CdaEntity {
  const ct = ctx.contentType(entry.sys.contentType);
  const localized = (fieldId: string) => ct?.fields.find((f) => f.id === fieldId)?.localized ?? true;
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      ...baseSys(ctx, "Entry", entry.sys),
      contentType: link("ContentType", entry.sys.contentType),
      ...(ctx.locale === ALL_LOCALES ? {} : { locale: ctx.locale }),
    },
    fields: localizeFields(entry.fields, ctx, localized),
  };
}

function serializeFile(source: AssetFileSource, assetId: string, ctx: SerializeContext) {
  return {
    url: ctx.assetUrl(assetId, source.fileName),
    details: { size: ctx.fileSize(source.path), image: { width: source.width, height: source.height } },
    fileName: source.fileName,
    contentType: source.contentType,
  };
}

export function serializeAsset(asset: StoredAsset, ctx: SerializeContext): CdaEntity {
  const fields = localizeFields(asset.fields, ctx, () => true);
  if (fields.file !== undefined) {
    if (ctx.locale === ALL_LOCALES) {
      const byLocale = fields.file as Record<string, AssetFileSource>;
      fields.file = Object.fromEntries(
        Object.entries(byLocale).map(([code, source]) => [code, serializeFile(source, asset.sys.id, ctx)]),
      );
    } else {
      fields.file = serializeFile(fields.file as AssetFileSource, asset.sys.id, ctx);
    }
  }
  return {
    metadata: { tags: [], concepts: [] },
    sys: { ...baseSys(ctx, "Asset", asset.sys), ...(ctx.locale === ALL_LOCALES ? {} : { locale: ctx.locale }) },
    fields,
  };
}

/** Content types are not versioned in the seed: a fixed timestamp keeps responses stable. */
const MODEL_TIME = "2024-01-01T00:00:00.000Z";

export function serializeContentType(ct: ContentTypeDefinition, ctx: SerializeContext): CdaEntity {
  return {
    sys: baseSys(ctx, "ContentType", { id: ct.sys.id, createdAt: MODEL_TIME, updatedAt: MODEL_TIME, revision: 1 }),
    displayField: ct.displayField,
    name: ct.name,
    description: ct.description,
    fields: ct.fields.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.type,
      ...(f.linkType ? { linkType: f.linkType } : {}),
      ...(f.items ? { items: { validations: [], ...f.items } } : {}),
      localized: f.localized,
      required: f.required,
      validations: f.validations ?? [],
      disabled: false,
      omitted: false,
    })) as unknown as Record<string, unknown>,
  };
}

export function serializeLocale(locale: Locale): CdaEntity {
  return {
    code: locale.code,
    name: locale.name,
    default: locale.default,
    fallbackCode: locale.fallbackCode,
    sys: { id: `locale-${locale.code.toLowerCase()}`, type: "Locale", version: 1 },
  };
}

export function serializeSpace(spaceId: string, locales: readonly Locale[]): Record<string, unknown> {
  return {
    sys: { type: "Space", id: spaceId },
    name: "Local Contentful emulator",
    locales: locales.map((l) => ({ code: l.code, default: l.default, name: l.name, fallbackCode: l.fallbackCode })),
  };
}
