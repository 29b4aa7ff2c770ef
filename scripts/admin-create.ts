/**
 * npm run admin:create — creates the first admin of a real Supabase project.
 *
 *   SUPABASE_URL               https://<project>.supabase.co
 *   SUPABASE_SERVICE_ROLE_KEY  the project's service-role key (never put it in VITE_* or src/)
 *   ADMIN_EMAIL                the admin's e-mail
 *   ADMIN_PASSWORD             optional; generated and printed once when absent
 *   ADMIN_FULL_NAME            optional
 */
import { ensureFirstAdmin } from "./lib/first-admin.ts";
import { loadServerConfig, ServerConfigError } from "./lib/server-config.ts";

function readConfig() {
  try {
    return loadServerConfig(process.env, { require: ["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "ADMIN_EMAIL"] });
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const env = readConfig();

const result = await ensureFirstAdmin({
  supabaseUrl: env.SUPABASE_URL,
  serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
  email: env.ADMIN_EMAIL,
  password: env.ADMIN_PASSWORD,
  fullName: env.ADMIN_FULL_NAME,
  log: (line) => console.log(line),
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
if (!result.created) console.log("An admin already exists: nothing was created.");
