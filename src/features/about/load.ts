import { loadContent } from "~/lib/contentful/load";
import { type AboutData, emptyAboutContent, getAboutData } from "./api";

/** The About page's content for the route's loader and clientLoader; never rejects. */
export async function loadAboutData(locale: string): Promise<AboutData> {
  // getAboutData answers { data, failed } itself (some queries may fail and the rest still show).
  return (await loadContent((client) => getAboutData(client, locale), { data: emptyAboutContent(), failed: true })).data;
}
