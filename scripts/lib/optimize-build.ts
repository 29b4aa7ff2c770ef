import { describeCompression, precompress } from "./compress.ts";
import { addCspToDir, type CspSources } from "./csp.ts";
import { deferHydrationInDir } from "./defer-hydration.ts";
import { buildSearchIndex } from "./search-index.ts";

/**
 * Indexes the public pages for the site search (Pagefind, decision 0040), defers the pages' scripts past the first paint, gives each page its Content-Security-Policy (the
 * hashes of its final inline scripts), then precompresses; returns a one-line summary.
 */
export async function optimizeBuild(clientDir: string, csp: CspSources): Promise<string> {
  const search = await buildSearchIndex(clientDir);
  const pages = await deferHydrationInDir(clientDir);
  const secured = await addCspToDir(clientDir, csp);
  const indexed = Object.entries(search.languages).map(([language, count]) => `${count} ${language}`).join(", ");
  return `${search.pages} pages in the search index (${indexed}); ${pages} pages hydrate after their first paint; ${secured} pages carry a script-hash Content-Security-Policy; precompressed ${describeCompression(await precompress(clientDir))}`;
}
