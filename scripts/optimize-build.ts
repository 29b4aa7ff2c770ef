/**
 * The steps after `react-router build` that make the prerendered pages paint
 * sooner (BUILD_DIR/client, default build/client): their scripts start after
 * the first paint (scripts/lib/defer-hydration.ts), then every text file gets
 * Brotli and gzip copies for servers that send precompressed files (README,
 * "Deployment"), and each page gets its Content-Security-Policy, built from the same VITE_*
 * variables as the site. `npm start` runs the same steps.
 *
 *   node scripts/optimize-build.ts
 */
import { resolve } from "node:path";
import { cspSources } from "./lib/csp.ts";
import { optimizeBuild } from "./lib/optimize-build.ts";
import { ConfigError, parseConfig } from "../src/lib/env.ts";

const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
try {
  console.log(`Optimised ${clientDir}: ${await optimizeBuild(clientDir, cspSources(parseConfig(process.env)))}.`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
