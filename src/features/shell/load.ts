import { createContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { type EntriesClient, type ShellData, emptyShellData, getShellData } from "./api";

/**
 * The shell's content for the root route's loader (build time) and
 * clientLoader (browser). A missing configuration or an unreachable
 * Contentful gives empty content with `failed: true`, never an exception.
 */
export async function loadShellData(locale?: string): Promise<ShellData> {
  try {
    const client = createContentClient(getConfig().contentful) as unknown as EntriesClient;
    return await getShellData(client, locale);
  } catch {
    return emptyShellData(true);
  }
}
