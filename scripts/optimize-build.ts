/**
 * The steps after `react-router build` that make the prerendered pages paint
 * sooner (BUILD_DIR/client, default build/client): their scripts start after
 * the first paint (scripts/lib/defer-hydration.ts), then every text file gets
 * Brotli and gzip copies for servers that send precompressed files (README,
 * "Deployment"). `npm start` runs the same steps.
 *
 *   node scripts/optimize-build.ts
 */
import { resolve } from "node:path";
import { optimizeBuild } from "./lib/optimize-build.ts";

const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
console.log(`Optimised ${clientDir}: ${await optimizeBuild(clientDir)}.`);
