import type { SeedTranslations } from "./types.ts";

export const translations: SeedTranslations = {};
