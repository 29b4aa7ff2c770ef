/**
 * The fixed vocabularies of the content model (allowed values of some fields), in a module of
 * their own so that the site (src/lib/contentful/model.ts) reads the same lists as the model,
 * the seed and the emulator without loading the whole model.
 */
export const SERVICE_CATEGORIES = ["mel", "sustainability", "project", "support"] as const;
export const FAQ_CATEGORIES = ["services", "pricing", "support", "technical", "packages"] as const;
export const PACKAGE_IDS = ["starter", "professional", "premium"] as const;
/** How an impact figure's number reads: 120, 120+ (at least), 18 %. */
export const IMPACT_UNITS = ["number", "plus", "percent"] as const;
export const LEGAL_SLUGS = ["privacy", "terms", "cookies"] as const;
/** The pages under /services/{slug}: the servicePage entries may use only these slugs. */
export const SERVICE_PAGE_SLUGS = [
  "it",
  "monitoring",
  "mel",
  "project-management",
  "sustainability",
  "integrated-support",
  "augmented-support",
] as const;
