import type { AssetFileSource, Link, LocalizedValue, SeedAsset, SeedEntry } from "../types.ts";

/** A fixed timestamp so the seed is deterministic (ids and dates never drift). */
export const SEED_TIME = "2024-01-01T00:00:00.000Z";

/**
 * An entry whose field values are given in English (en-US). Translations are
 * merged in from contentful/seed/translations/<locale>.ts by contentful/index.ts.
 * `undefined` values are dropped (an optional field left empty).
 */
export function entry(
  contentType: string,
  id: string,
  fields: Record<string, unknown>,
  time: string = SEED_TIME,
): SeedEntry {
  const localized: Record<string, LocalizedValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) localized[key] = { "en-US": value };
  }
  return { sys: { id, contentType, createdAt: time, updatedAt: time }, fields: localized };
}

export function link(id: string): Link<"Entry"> {
  return { sys: { type: "Link", linkType: "Entry", id } };
}

export function assetLink(id: string): Link<"Asset"> {
  return { sys: { type: "Link", linkType: "Asset", id } };
}

export function asset(
  id: string,
  title: string,
  description: string,
  file: AssetFileSource,
  /** The description (alternative text) in fr, ru, ar, fa, for images inside translated texts. */
  translations: Partial<Record<"fr" | "ru" | "ar" | "fa", string>> = {},
): SeedAsset {
  return {
    sys: { id, createdAt: SEED_TIME, updatedAt: SEED_TIME },
    fields: {
      title: { "en-US": title },
      description: { "en-US": description, ...translations },
      file: { "en-US": file },
    },
  };
}
