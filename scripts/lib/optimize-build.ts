import { describeCompression, precompress } from "./compress.ts";
import { addCspToDir, type CspSources } from "./csp.ts";
import { deferHydrationInDir } from "./defer-hydration.ts";

/**
 * Defers the pages' scripts past the first paint, gives each page its Content-Security-Policy (the
 * hashes of its final inline scripts), then precompresses; returns a one-line summary.
 */
export async function optimizeBuild(clientDir: string, csp: CspSources): Promise<string> {
  const pages = await deferHydrationInDir(clientDir);
  const secured = await addCspToDir(clientDir, csp);
  return `${pages} pages hydrate after their first paint; ${secured} pages carry a script-hash Content-Security-Policy; precompressed ${describeCompression(await precompress(clientDir))}`;
}
