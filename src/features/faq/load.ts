import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { type FaqContent, getFaqContent } from "./api";
import { DEFAULT_LOCALE, type EntriesClient } from "~/lib/contentful/fields";

export interface FaqData extends FaqContent {
  /** True when Contentful could not be reached. */
  failed: boolean;
}

/** The FAQ's content for the route's loader and clientLoader; never rejects. */
export async function loadFaq(locale = DEFAULT_LOCALE): Promise<FaqData> {
  try {
    const client = getContentClient(getConfig().contentful) as unknown as EntriesClient;
    return { ...(await getFaqContent(client, locale)), failed: false };
  } catch {
    return { hero: null, stillQuestions: null, items: [], failed: true };
  }
}
