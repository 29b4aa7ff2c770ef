/**
 * The content model's vocabularies, read from contentful/ (the model itself), never copied:
 * the service page slugs, package ids, legal page slugs and categories.
 */
import { FAQ_CATEGORIES, IMPACT_UNITS, LEGAL_SLUGS, PACKAGE_IDS, SERVICE_CATEGORIES, SERVICE_PAGE_SLUGS } from "../../../contentful/vocabulary.ts";

export { FAQ_CATEGORIES, IMPACT_UNITS, LEGAL_SLUGS, PACKAGE_IDS, SERVICE_CATEGORIES, SERVICE_PAGE_SLUGS };
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type FaqCategoryOfModel = (typeof FAQ_CATEGORIES)[number];
export type PackageId = (typeof PACKAGE_IDS)[number];
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type ImpactUnit = (typeof IMPACT_UNITS)[number];
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];

/** A type guard for one of these vocabularies. */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
