import { createContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { contentLocaleOf, unlocalizedPath } from "~/lib/i18n/paths";
import { type EntriesClient, type LegalPage, getLegalPage, legalSlugFromPath } from "./api";

export interface LegalData {
  page: LegalPage | null;
  /** True when Contentful could not be reached (as opposed to no such entry). */
  failed: boolean;
}

/** The legal page of a URL, for the route's loader and clientLoader; never rejects. */
export async function loadLegalPage(url: string): Promise<LegalData> {
  const slug = legalSlugFromPath(unlocalizedPath(new URL(url).pathname));
  if (!slug) return { page: null, failed: false };
  try {
    const client = createContentClient(getConfig().contentful) as unknown as EntriesClient;
    return { page: await getLegalPage(client, slug, contentLocaleOf(url)), failed: false };
  } catch {
    return { page: null, failed: true };
  }
}
