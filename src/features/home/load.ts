import { loadContent } from "~/lib/contentful/load";
import { type HomeData, emptyHomeContent, getHomeData } from "./api";

/** The home page's content for the route's loader and clientLoader; never rejects. */
export async function loadHomeData(locale: string): Promise<HomeData> {
  // getHomeData answers { data, failed } itself (some queries may fail and the rest still show).
  return (await loadContent((client) => getHomeData(client, locale), { data: emptyHomeContent(), failed: true })).data;
}
