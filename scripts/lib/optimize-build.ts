import { describeCompression, precompress } from "./compress.ts";
import { deferHydrationInDir } from "./defer-hydration.ts";

/** Defers the pages' scripts past the first paint, then precompresses; returns a one-line summary. */
export async function optimizeBuild(clientDir: string): Promise<string> {
  const pages = await deferHydrationInDir(clientDir);
  return `${pages} pages hydrate after their first paint; precompressed ${describeCompression(await precompress(clientDir))}`;
}
