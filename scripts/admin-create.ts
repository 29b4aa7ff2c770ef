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

function need(name: string, what: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`${name} is not set: it must hold ${what}.`);
    process.exit(1);
  }
  return value;
}

const result = await ensureFirstAdmin({
  supabaseUrl: need("SUPABASE_URL", "the Supabase project URL"),
  serviceRoleKey: need("SUPABASE_SERVICE_ROLE_KEY", "the project's service-role key"),
  email: need("ADMIN_EMAIL", "the e-mail address of the admin to create"),
  password: process.env.ADMIN_PASSWORD || undefined,
  fullName: process.env.ADMIN_FULL_NAME || undefined,
  log: (line) => console.log(line),
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
if (!result.created) console.log("An admin already exists: nothing was created.");
