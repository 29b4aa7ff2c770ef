import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { type EntriesClient, type HomeData, DEFAULT_LOCALE, emptyHomeData, getHomeData } from "./api";

/** The home page's content for the route's loader and clientLoader; never rejects. */
export async function loadHomeData(locale = DEFAULT_LOCALE): Promise<HomeData> {
  try {
    return await getHomeData(getContentClient(getConfig().contentful) as unknown as EntriesClient, locale);
  } catch {
    return emptyHomeData(true);
  }
}
