/**
 * Configuration of `npm run contentful:setup`, read from the environment and
 * the command line (the variables through scripts/lib/server-config.ts). Each missing or malformed
 * variable gives one sentence that names it.
 */
import { loadServerConfig, ServerConfigError } from "../../scripts/lib/server-config.ts";

export interface SetupConfig {
  spaceId: string;
  environmentId: string;
  managementToken: string;
  dryRun: boolean;
}

export class SetupConfigError extends Error {}

export const USAGE = `Usage: npm run contentful:setup [-- --dry-run]

Applies the content model's migrations (contentful/migrations/) that the
environment has not had, sets the content preview URLs, then creates or updates
the assets and entries of the seed in contentful/. Safe to run repeatedly: it
reads what exists first and changes only what differs.

Environment:
  CONTENTFUL_SPACE_ID            the space to set up (required)
  CONTENTFUL_ENVIRONMENT         the environment (default: master)
  CONTENTFUL_MANAGEMENT_TOKEN    a personal access token with write access (required)
  SITE_URL                       the site's public origin, for the content preview URLs

Options:
  --dry-run    print the plan and change nothing`;

export function parseSetupConfig(argv: string[], env: Record<string, string | undefined>): SetupConfig {
  const unknown = argv.filter((a) => a !== "--dry-run");
  if (unknown.length) throw new SetupConfigError(`Unknown option ${unknown[0]}; the only option is --dry-run.`);
  let config;
  try {
    // The one schema of the server-side variables: one sentence per missing or malformed variable.
    config = loadServerConfig(env, { require: ["CONTENTFUL_SPACE_ID", "CONTENTFUL_MANAGEMENT_TOKEN"] });
  } catch (error) {
    if (error instanceof ServerConfigError) throw new SetupConfigError(error.message);
    throw error;
  }
  return {
    spaceId: config.CONTENTFUL_SPACE_ID,
    managementToken: config.CONTENTFUL_MANAGEMENT_TOKEN,
    environmentId: config.CONTENTFUL_ENVIRONMENT ?? "master",
    dryRun: argv.includes("--dry-run"),
  };
}
