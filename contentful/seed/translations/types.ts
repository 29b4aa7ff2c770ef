/**
 * Translations of the seed's localized fields for one locale: entry id →
 * field id → value (same type as the en-US value). Blog posts may stay English.
 */
export type SeedTranslations = Record<string, Record<string, unknown>>;
