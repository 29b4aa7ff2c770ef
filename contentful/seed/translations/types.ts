/**
 * Translations of the seed's localized fields for one locale: entry id →
 * field id → value (same type as the en-US value). Blog posts: ./blog.ts.
 */
export type SeedTranslations = Record<string, Record<string, unknown>>;
