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
import { entries as faq } from "./seed/faq.ts";
import { entries as legal } from "./seed/legal.ts";
import { entries as packages } from "./seed/packages.ts";
import { entries as services } from "./seed/services.ts";
import { entries as site } from "./seed/site.ts";
import type { SeedAsset, SeedEntry } from "./types.ts";

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

export function loadSeed(): ContentSeed {
  return {
    locales,
    contentTypes,
    entries: [...site, ...about, ...services, ...packages, ...faq, ...legal, ...blog],
    assets,
  };
}
