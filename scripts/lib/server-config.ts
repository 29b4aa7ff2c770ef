/**
 * The server-side configuration: one zod schema for every variable the command-line entry points
 * read (npm start, npm run dev, admin:create, contentful:setup, contentful:webhook — decision 0021).
 * Each command validates it once, at start, and stops with one sentence per missing or malformed
 * variable, naming it and saying what it must hold. The browser's VITE_* variables have their own
 * allow-listed reader (src/lib/env.ts); nothing here reaches the browser.
 *
 *   const config = loadServerConfig(process.env, { require: ["SUPABASE_URL"] });
 */
import { z } from "zod";

/** What each variable holds: the end of the sentence that names a missing or malformed one. */
export const SERVER_VARIABLES = {
  PORT: "the port to serve on, a whole number from 0 to 65535 (default 3000)",
  HOST: "the network interface to bind, e.g. localhost or 0.0.0.0 (default localhost)",
  DATA_DIR: "the folder of the local database, keys and files (default .data)",
  BUILD_DIR: "the folder the site is built into (default build)",
  DATABASE_URL: "a postgres:// URL of the Postgres server the local stack uses instead of PGlite",
  ADMIN_EMAIL: "the e-mail address of the first admin",
  ADMIN_PASSWORD: "the first admin's password, at least 6 characters, as Supabase Auth requires (generated when unset)",
  ADMIN_FULL_NAME: "the first admin's name",
  SUPABASE_URL: "the Supabase project URL, e.g. https://<project>.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "the project's service-role key (never put it in a VITE_ variable or in src/)",
  CONTENTFUL_SPACE_ID: "the id of the Contentful space (Settings → General settings)",
  CONTENTFUL_ENVIRONMENT: "the Contentful environment (default master)",
  CONTENTFUL_MANAGEMENT_TOKEN: "a Contentful content management token (Settings → CMA tokens)",
  BUILD_HOOK_URL: "the https build hook URL of the host that builds the site (Contentful only calls public https endpoints)",
  BUILD_HOOK_AUTHORIZATION: "the Authorization header the build hook expects, if any",
  BUILD_HOOK_BODY: 'the JSON body the build hook expects, if any, e.g. {"ref":"main"}',
} as const;

export type ServerVariable = keyof typeof SERVER_VARIABLES;

/** A variable's text, trimmed; unset and blank are the same (undefined). */
const text = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

function url(protocols: string[], message: string) {
  return text.superRefine((value, ctx) => {
    if (value === undefined) return;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "is not a valid URL" });
      return;
    }
    if (!protocols.includes(parsed.protocol)) ctx.addIssue({ code: "custom", message });
  });
}

export const serverConfigSchema = z.object({
  PORT: text.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, "must be a whole number from 0 to 65535")
      .transform(Number)
      .refine((port) => port <= 65535, "must be a whole number from 0 to 65535")
      .optional(),
  ),
  HOST: text,
  DATA_DIR: text,
  BUILD_DIR: text,
  DATABASE_URL: url(["postgres:", "postgresql:"], "must be a postgres:// URL"),
  ADMIN_EMAIL: text.pipe(z.email("is not an e-mail address").optional()),
  ADMIN_PASSWORD: text.pipe(z.string().min(6, "is shorter than 6 characters").optional()),
  ADMIN_FULL_NAME: text,
  SUPABASE_URL: url(["https:", "http:"], "must be an http(s) URL"),
  SUPABASE_SERVICE_ROLE_KEY: text,
  CONTENTFUL_SPACE_ID: text,
  CONTENTFUL_ENVIRONMENT: text,
  CONTENTFUL_MANAGEMENT_TOKEN: text,
  BUILD_HOOK_URL: url(["https:"], "must be an https URL"),
  BUILD_HOOK_AUTHORIZATION: text,
  BUILD_HOOK_BODY: text.superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      JSON.parse(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "is not valid JSON" });
    }
  }),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

/** Every problem of the configuration, one sentence per variable. */
export class ServerConfigError extends Error {
  override name = "ServerConfigError";
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
  }
}

/** Values are shown in sentences except secrets. */
const SECRET: ReadonlySet<ServerVariable> = new Set(["ADMIN_PASSWORD", "SUPABASE_SERVICE_ROLE_KEY", "CONTENTFUL_MANAGEMENT_TOKEN", "BUILD_HOOK_AUTHORIZATION"]);

/**
 * Reads and checks the server-side variables of `env`. `require` names the ones this command cannot
 * do without. Throws a ServerConfigError with one sentence per missing or malformed variable.
 */
export function loadServerConfig<R extends ServerVariable = never>(
  env: Record<string, string | undefined>,
  options: { require?: readonly R[] } = {},
): ServerConfig & { [K in R]-?: NonNullable<ServerConfig[K]> } {
  const names = Object.keys(SERVER_VARIABLES) as ServerVariable[];
  const input = Object.fromEntries(names.map((name) => [name, env[name]]));
  const result = serverConfigSchema.safeParse(input);
  const problems = new Map<ServerVariable, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path[0] as ServerVariable;
      if (problems.has(name)) continue;
      const raw = env[name]?.trim() ?? "";
      const shown = SECRET.has(name) ? "" : ` ("${raw}")`;
      problems.set(name, `${name} ${issue.message}${shown}: it must hold ${SERVER_VARIABLES[name]}.`);
    }
  }
  const config = (result.success ? result.data : {}) as ServerConfig;
  for (const name of options.require ?? []) {
    if (problems.has(name)) continue;
    const value = result.success ? config[name] : env[name]?.trim();
    if (value === undefined || value === "") problems.set(name, `${name} is not set: it must hold ${SERVER_VARIABLES[name]}.`);
  }
  if (problems.size > 0) {
    // In the order of the variables' table, so the sentences read the same every time.
    throw new ServerConfigError(names.filter((name) => problems.has(name)).map((name) => problems.get(name)!));
  }
  return config as ServerConfig & { [K in R]-?: NonNullable<ServerConfig[K]> };
}
