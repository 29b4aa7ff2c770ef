/**
 * The content model and seed of the site, assembled from contentful/seed/.
 * Imported by the emulator (which serves it), by scripts/contentful-setup.ts
 * (which pushes it to a real space) and by tests.
 */
import { fileURLToPath } from "node:url";
import { locales } from "./locales.ts";
import { contentTypes } from "./model.ts";
import { assets } from "./seed/assets.ts";
import { entries as about } from "./seed/about.ts";
import { entries as blog } from "./seed/blog.ts";
import { entries as caseStudies } from "./seed/case-studies.ts";
import { entries as faq } from "./seed/faq.ts";
import { entries as legal } from "./seed/legal.ts";
import { entries as packages } from "./seed/packages.ts";
import { entries as services } from "./seed/services.ts";
import { entries as site } from "./seed/site.ts";
import { translations as ar } from "./seed/translations/ar.ts";
import { blogTranslations } from "./seed/translations/blog.ts";
import { translations as fa } from "./seed/translations/fa.ts";
import { translations as fr } from "./seed/translations/fr.ts";
import { translations as ru } from "./seed/translations/ru.ts";
import type { SeedTranslations } from "./seed/translations/types.ts";
import type { LocaleCode, SeedAsset, SeedEntry } from "./types.ts";

export type * from "./types.ts";
export { locales, contentTypes };

/** Absolute path of the folder that holds the asset files (contentful/assets). */
export const assetsDirectory = fileURLToPath(new URL("./assets/", import.meta.url));

export interface ContentSeed {
  locales: typeof locales;
  contentTypes: typeof contentTypes;
  entries: SeedEntry[];
  assets: SeedAsset[];
}

export const seedTranslations: Partial<Record<LocaleCode, SeedTranslations>> = {
  fr: { ...fr, ...blogTranslations.fr },
  ru: { ...ru, ...blogTranslations.ru },
  ar: { ...ar, ...blogTranslations.ar },
  fa: { ...fa, ...blogTranslations.fa },
};

/** The entries with each locale's translations merged into their localized fields. */
function withTranslations(entries: SeedEntry[]): SeedEntry[] {
  return entries.map((entry) => {
    const fields = { ...entry.fields };
    for (const [locale, byEntry] of Object.entries(seedTranslations) as [LocaleCode, SeedTranslations][]) {
      const translated = byEntry[entry.sys.id];
      if (!translated) continue;
      for (const [field, value] of Object.entries(translated)) {
        if (fields[field]) fields[field] = { ...fields[field], [locale]: value };
      }
    }
    return { ...entry, fields };
  });
}

export function loadSeed(): ContentSeed {
  return {
    locales,
    contentTypes,
    entries: withTranslations([...site, ...about, ...services, ...packages, ...faq, ...legal, ...caseStudies, ...blog]),
    assets,
  };
}
