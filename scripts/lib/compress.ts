/**
 * Precompression of the built site: every text file gets a Brotli (.br) and a
 * gzip (.gz) copy beside it, made once at build time at the highest levels, so
 * the server (scripts/lib/static.ts, or a static host/CDN configured as in
 * README "Deployment") sends compressed bytes without compressing per request.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; images and fonts are already compressed formats. */
export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".svg", ".txt", ".webmanifest", ".map"]);

/** Below this size the headers cost more than compression saves. */
export const MIN_BYTES = 1024;

export interface CompressResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** One file's compressed copies; a copy that would not be smaller is not written. */
async function compressFile(path: string, result: CompressResult): Promise<void> {
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  result.files += 1;
  result.rawBytes += raw.length;
  result.brotliBytes += Math.min(br.length, raw.length);
  result.gzipBytes += Math.min(gzipped.length, raw.length);
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
}

/** Writes `.br` and `.gz` beside every compressible file of at least MIN_BYTES under `dir`. */
export async function precompress(dir: string, concurrency = 8): Promise<CompressResult> {
  const result: CompressResult = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue: string[] = [];
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    queue.push(path);
  }
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await compressFile(path, result);
  });
  await Promise.all(workers);
  return result;
}

/** "412 files, 6.1 MB → 0.9 MB brotli, 1.2 MB gzip" */
export function describeCompression(result: CompressResult): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  return `${result.files} files, ${mb(result.rawBytes)} → ${mb(result.brotliBytes)} brotli, ${mb(result.gzipBytes)} gzip`;
}
