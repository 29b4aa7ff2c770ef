import { type Loaded, loadContent } from "~/lib/contentful/load";
import { contentLocaleOf, unlocalizedPath } from "~/lib/i18n/paths";
import { type LegalPage, getLegalPage, legalSlugFromPath } from "./api";

/** The legal page of a URL: null when Contentful has no such entry, or (failed) could not be reached. */
export type LegalData = Loaded<LegalPage | null>;

/** The legal page of a URL, for the route's loader and clientLoader; never rejects. */
export function loadLegalPage(url: string): Promise<LegalData> {
  const slug = legalSlugFromPath(unlocalizedPath(new URL(url).pathname));
  if (!slug) return Promise.resolve({ data: null, failed: false });
  return loadContent((client) => getLegalPage(client, slug, contentLocaleOf(url)), null);
}
