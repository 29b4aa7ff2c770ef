import { loadContent } from "~/lib/contentful/load";
import { type ShellData, emptyShellData, getShellData } from "./api";

/**
 * The shell's content for the root route's loader (build time) and
 * clientLoader (browser), through the shared content client. A missing
 * configuration or an unreachable Contentful gives empty content with
 * `failed: true`, never an exception.
 */
export async function loadShellData(locale?: string): Promise<ShellData> {
  // getShellData answers { data, failed } itself (settings or menu may fail alone).
  return (await loadContent((client) => getShellData(client, locale), emptyShellData(true))).data;
}
