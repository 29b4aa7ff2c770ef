import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { CONTENT_LOCALE, type EntriesClient, type PackagesData, emptyPackagesData, getPackagesData } from "./api";

/**
 * The page's content for the route's loader (build time) and clientLoader
 * (browser). A missing configuration or an unreachable Contentful gives empty
 * content with `failed: true`, never an exception.
 */
export async function loadPackagesPage(locale: string = CONTENT_LOCALE): Promise<PackagesData> {
  try {
    const client = getContentClient(getConfig().contentful) as unknown as EntriesClient;
    return await getPackagesData(client, locale);
  } catch {
    return emptyPackagesData(true);
  }
}
