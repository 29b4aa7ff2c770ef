/**
 * What a build was made for. The site's `VITE_*` values are baked into its pages (the Supabase and
 * Contentful addresses their forms and content calls go to, the site's origin its Content Security
 * Policy names, the local stack's keys), so a build serves only the stack it was made for. `npm start`
 * records them beside the build (`<BUILD_DIR>/build-record.json`, outside the served `client/`; they
 * are public values, the same that are in the pages' scripts) and `npm start -- --no-build` compares
 * them with its own before serving.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const BUILD_RECORD_FILE = "build-record.json";

export interface BuildRecord {
  /** The origin of the stack the build was made for, e.g. http://localhost:3000. */
  origin: string;
  /** Every VITE_* value the build read. */
  env: Record<string, string>;
}

/** The VITE_* values of an environment (what Vite puts in the pages), sorted by name. */
export function viteValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith("VITE_") && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function writeBuildRecord(buildDir: string, record: { origin: string; env: Record<string, string | undefined> }): void {
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(join(buildDir, BUILD_RECORD_FILE), `${JSON.stringify({ origin: record.origin, env: viteValues(record.env) }, null, 2)}\n`);
}

/** The build's record; null when there is none (a build made by `npm run build` or before records were kept). */
export function readBuildRecord(buildDir: string): BuildRecord | null {
  const file = join(buildDir, BUILD_RECORD_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildRecord>;
    if (typeof parsed.origin !== "string" || typeof parsed.env !== "object" || parsed.env === null) return null;
    return { origin: parsed.origin, env: viteValues(parsed.env) };
  } catch {
    return null;
  }
}

const REBUILD = "run `npm start` without --no-build to rebuild it";

/**
 * Why the build in `buildDir` cannot be served by a stack at `origin` with `env` (one sentence for
 * the operator), or null when it was made for exactly that. `env` may be left out to compare only the
 * origin (known before the stack starts). `stillValid` names values that may differ because the
 * build's is as good: the local anon key is signed afresh at every start, and the one a build carries
 * stays valid while the data folder keeps its signing key.
 */
export function buildMismatch(
  buildDir: string,
  origin: string,
  env?: Record<string, string | undefined>,
  { stillValid = [] }: { stillValid?: readonly string[] } = {},
): string | null {
  if (!existsSync(join(buildDir, "client", "index.html"))) {
    return `There is no built site in ${buildDir}: ${REBUILD}.`;
  }
  const record = readBuildRecord(buildDir);
  if (!record) {
    return `The build in ${buildDir} does not say which address it was made for (${BUILD_RECORD_FILE} is missing): ${REBUILD} for ${origin}.`;
  }
  if (record.origin !== origin) {
    const api = record.env.VITE_SUPABASE_URL ? ` (its forms would go to ${record.env.VITE_SUPABASE_URL})` : "";
    return `The build in ${buildDir} was made for ${record.origin}, not ${origin}: its pages would call the API there${api}. Start on that address, or ${REBUILD} for ${origin}.`;
  }
  if (env) {
    const current = viteValues(env);
    const names = [...new Set([...Object.keys(record.env), ...Object.keys(current)])].filter((name) => record.env[name] !== current[name] && !stillValid.includes(name)).sort();
    if (names.length > 0) {
      const keys = names.some((name) => name === "VITE_SUPABASE_ANON_KEY" || name === "VITE_CONTENTFUL_DELIVERY_TOKEN") ? ": another DATA_DIR's keys" : "";
      return `The build in ${buildDir} was made with other settings than this server's (${names.join(", ")} ${names.length === 1 ? "differs" : "differ"}${keys}): ${REBUILD}.`;
    }
  }
  return null;
}
