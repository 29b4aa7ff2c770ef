import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { type ContactContent, getContactContent } from "./api";

/** The contact page's copy for the route's loader (build time) and clientLoader (browser); never rejects. */
export async function loadContactContent(locale = "en-US"): Promise<ContactContent> {
  try {
    const client = getContentClient(getConfig().contentful);
    return await getContactContent(client, locale);
  } catch {
    return { hero: null, info: null, failed: true };
  }
}
