/**
 * Writes Brotli and gzip copies of every text file of the built site
 * (BUILD_DIR/client, default build/client), for servers that send
 * precompressed files (see README, "Deployment").
 *
 *   node scripts/compress-build.ts
 */
import { resolve } from "node:path";
import { describeCompression, precompress } from "./lib/compress.ts";

const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
console.log(`Precompressed ${clientDir}: ${describeCompression(await precompress(clientDir))}.`);
