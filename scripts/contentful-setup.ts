/**
 * npm run contentful:setup [-- --dry-run]
 *
 * Brings a real Contentful environment to the site's content, in three steps:
 *  1. the content model: the migrations in contentful/migrations/ that the
 *     space has not had (locales with their fallback chain, content types,
 *     help text and field appearances), each recorded in the space
 *     (contentful/setup/migrate.ts);
 *  2. the content preview URLs ("Open preview" → the site in preview mode),
 *     when SITE_URL names the site (contentful/setup/preview-urls.ts);
 *  3. the seed, kept separate from the model: assets (uploaded, processed,
 *     published) and entries (with the seed's ids, published), planned as
 *     differences (contentful/setup/plan.ts).
 * Idempotent: a second run finds nothing to do. --dry-run prints what would
 * be done without writing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "contentful-management";
import { assetsDirectory, loadSeed } from "../contentful/index.ts";
import type { AssetFileSource } from "../contentful/types.ts";
import { parseSetupConfig, SetupConfigError, USAGE } from "../contentful/setup/config.ts";
import { loadMigrations, runMigrations } from "../contentful/setup/migrate.ts";
import { configurePreviewUrls } from "../contentful/setup/preview-urls.ts";
import { syncSpace } from "../contentful/setup/sync.ts";
import { validateAssetFiles, validateSeedContent } from "../contentful/setup/validate.ts";

/** Contentful accepts far larger files; this only catches an accidental huge file. */
const MAX_ASSET_BYTES = 20 * 1024 * 1024;

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  let config;
  try {
    config = parseSetupConfig(argv, process.env);
  } catch (error) {
    if (error instanceof SetupConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const seed = loadSeed();
  const problems = [
    ...validateSeedContent(seed),
    ...(await validateAssetFiles(seed.assets, { assetsDirectory, maxBytes: MAX_ASSET_BYTES })),
  ];
  if (problems.length) {
    console.error(`The seed is not valid, so nothing was sent to Contentful:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return 1;
  }

  const client = createClient(
    { accessToken: config.managementToken },
    { type: "plain", defaults: { spaceId: config.spaceId, environmentId: config.environmentId } },
  );
  console.log(
    `${config.dryRun ? "Planning" : "Setting up"} space ${config.spaceId}, environment ${config.environmentId}: ` +
      `${seed.locales.length} locales, ${seed.contentTypes.length} content types, ${seed.assets.length} assets, ${seed.entries.length} entries.`,
  );
  const log = (line: string) => console.log(line);
  try {
    await runMigrations(client, await loadMigrations(), { dryRun: config.dryRun, log });
    const siteUrl = process.env.SITE_URL?.trim();
    if (siteUrl) {
      const done = await configurePreviewUrls(client, config.spaceId, siteUrl, { dryRun: config.dryRun });
      log(`Content preview URLs (${siteUrl}): ${config.dryRun && done !== "unchanged" ? `would be ${done}` : done}.`);
    } else {
      log("SITE_URL is not set: the content preview URLs are left as they are.");
    }
    // The model comes from the migrations above; the seed sync only adds assets and entries.
    await syncSpace(client, { ...seed, locales: [], contentTypes: [] }, {
      dryRun: config.dryRun,
      readAssetFile: (file: AssetFileSource) => readFileSync(join(assetsDirectory, file.path)),
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
