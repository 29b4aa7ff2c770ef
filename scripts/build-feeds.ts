/**
 * Writes rss.xml and sitemap.xml into the built site (BUILD_DIR/client, default
 * build/client), from Contentful and the approved staff posts in Supabase.
 * Reads the same VITE_* variables as the build (see README, "Configuration").
 *
 *   node scripts/build-feeds.ts
 */
import { resolve } from "node:path";
import { ConfigError, parseConfig } from "../src/lib/env.ts";
import { writeFeeds } from "./lib/feeds.ts";

const root = resolve(import.meta.dirname, "..");

try {
  const config = parseConfig(process.env);
  const clientDir = resolve(root, process.env.BUILD_DIR || "build", "client");
  const result = await writeFeeds({
    clientDir,
    siteUrl: config.siteUrl,
    contentful: config.contentful,
    supabase: config.supabase,
  });
  for (const warning of result.warnings) console.warn(warning);
  console.log(`Wrote rss.xml and sitemap.xml (${result.posts} posts) to ${clientDir}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Could not write the feeds: ${(error as Error).message}`);
  process.exit(1);
}
