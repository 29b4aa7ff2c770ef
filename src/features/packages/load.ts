import { loadContent } from "~/lib/contentful/load";
import { CONTENT_LOCALE, type PackagesData, emptyPackagesData, getPackagesData } from "./api";

/**
 * The page's content for the route's loader (build time) and clientLoader
 * (browser). A missing configuration or an unreachable Contentful gives empty
 * content with `failed: true`, never an exception.
 */
export async function loadPackagesPage(locale: string = CONTENT_LOCALE): Promise<PackagesData> {
  // getPackagesData answers { data, failed } itself (a part may fail and the rest still show).
  return (await loadContent((client) => getPackagesData(client, locale), emptyPackagesData(true))).data;
}
