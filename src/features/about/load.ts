import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { type AboutData, type EntriesClient, DEFAULT_LOCALE, emptyAboutData, getAboutData } from "./api";

/** The About page's content for the route's loader and clientLoader; never rejects. */
export async function loadAboutData(locale = DEFAULT_LOCALE): Promise<AboutData> {
  try {
    return await getAboutData(getContentClient(getConfig().contentful) as unknown as EntriesClient, locale);
  } catch {
    return emptyAboutData(true);
  }
}
