/**
 * Link resolution for `include`: the entries and assets that the items link
 * to (also from rich text), and the ones those link to, up to `depth` levels,
 * go into `includes`; links that point at nothing are reported in `errors`
 * as `notResolvable`, as the Delivery API does.
 */
import type { CdaEntity } from "./resources.ts";

export type LinkType = "Entry" | "Asset";

export interface LinkRef {
  linkType: LinkType;
  id: string;
}

/** Every link in a value (arrays, objects, rich-text `data.target`), in document order, without duplicates. */
export function collectLinks(value: unknown, out: LinkRef[] = []): LinkRef[] {
  if (Array.isArray(value)) {
    for (const v of value) collectLinks(v, out);
    return out;
  }
  if (!value || typeof value !== "object") return out;
  const obj = value as Record<string, unknown>;
  const sys = obj.sys as Record<string, unknown> | undefined;
  if (sys && sys.type === "Link" && (sys.linkType === "Entry" || sys.linkType === "Asset") && typeof sys.id === "string") {
    if (!out.some((l) => l.linkType === sys.linkType && l.id === sys.id)) {
      out.push({ linkType: sys.linkType, id: sys.id });
    }
    return out;
  }
  for (const v of Object.values(obj)) collectLinks(v, out);
  return out;
}

export interface Includes {
  Entry: CdaEntity[];
  Asset: CdaEntity[];
}

export interface UnresolvedLinkError {
  sys: { id: "notResolvable"; type: "error" };
  details: { type: "Link"; linkType: LinkType; id: string };
}

export interface ResolvedIncludes {
  includes: Includes;
  errors: UnresolvedLinkError[];
}

/**
 * Follows links from `items` breadth-first for `depth` levels.
 * `lookup` returns the linked entity serialized for the same locale, or undefined.
 * Entities already among the items are not repeated in `includes`.
 */
export function resolveIncludes(
  items: readonly CdaEntity[],
  depth: number,
  lookup: (linkType: LinkType, id: string) => CdaEntity | undefined,
): ResolvedIncludes {
  const includes: Includes = { Entry: [], Asset: [] };
  const errors: UnresolvedLinkError[] = [];
  const seen = new Set(items.map((i) => `${i.sys.type}!${i.sys.id}`));
  const missing = new Set<string>();
  let frontier: readonly CdaEntity[] = items;
  for (let level = 0; level < depth && frontier.length > 0; level++) {
    const next: CdaEntity[] = [];
    for (const entity of frontier) {
      for (const link of collectLinks(entity.fields)) {
        const key = `${link.linkType}!${link.id}`;
        if (seen.has(key) || missing.has(key)) continue;
        const found = lookup(link.linkType, link.id);
        if (!found) {
          missing.add(key);
          errors.push({
            sys: { id: "notResolvable", type: "error" },
            details: { type: "Link", linkType: link.linkType, id: link.id },
          });
          continue;
        }
        seen.add(key);
        includes[link.linkType].push(found);
        next.push(found);
      }
    }
    frontier = next;
  }
  return { includes, errors };
}
