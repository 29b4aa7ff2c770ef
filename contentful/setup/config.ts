/**
 * Configuration of `npm run contentful:setup`, read from the environment and
 * the command line. A missing variable gives one sentence that names it.
 */
export interface SetupConfig {
  spaceId: string;
  environmentId: string;
  managementToken: string;
  dryRun: boolean;
}

export class SetupConfigError extends Error {}

export const USAGE = `Usage: npm run contentful:setup [-- --dry-run]

Creates or updates the locales, content types, assets and entries of a Contentful
environment so that it matches the seed in contentful/. Safe to run repeatedly:
it reads what exists first and changes only what differs.

Environment:
  CONTENTFUL_SPACE_ID            the space to set up (required)
  CONTENTFUL_ENVIRONMENT         the environment (default: master)
  CONTENTFUL_MANAGEMENT_TOKEN    a personal access token with write access (required)

Options:
  --dry-run    print the plan and change nothing`;

export function parseSetupConfig(argv: string[], env: Record<string, string | undefined>): SetupConfig {
  const unknown = argv.filter((a) => a !== "--dry-run");
  if (unknown.length) throw new SetupConfigError(`Unknown option ${unknown[0]}; the only option is --dry-run.`);
  const required = (name: string, what: string) => {
    const value = env[name]?.trim();
    if (!value) throw new SetupConfigError(`${name} is not set: export it with ${what} and run the setup again.`);
    return value;
  };
  return {
    spaceId: required("CONTENTFUL_SPACE_ID", "the id of your Contentful space (Settings → General settings)"),
    managementToken: required(
      "CONTENTFUL_MANAGEMENT_TOKEN",
      "a content management token (Settings → CMA tokens)",
    ),
    environmentId: env.CONTENTFUL_ENVIRONMENT?.trim() || "master",
    dryRun: argv.includes("--dry-run"),
  };
}
