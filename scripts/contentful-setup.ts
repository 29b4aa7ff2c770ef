/**
 * npm run contentful:setup [-- --dry-run]
 *
 * Pushes the content model and seed in contentful/ to a real Contentful
 * environment: locales (en-US default; fr, ru, ar, fa falling back to en-US),
 * content types, assets (uploaded, processed, published) and entries (with the
 * seed's ids, published). Idempotent: it reads the environment, plans only the
 * differences (contentful/setup/plan.ts) and applies them; a second run finds
 * nothing to do. --dry-run prints the plan without writing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "contentful-management";
import { assetsDirectory, loadSeed } from "../contentful/index.ts";
import type { AssetFileSource } from "../contentful/types.ts";
import { parseSetupConfig, SetupConfigError, USAGE } from "../contentful/setup/config.ts";
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
  try {
    await syncSpace(client, seed, {
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
