/**
 * npm run resources:seed — stores the sample documents of supabase/seed.sql in a real project's
 * private bucket (the local stack does this by itself when it starts).
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run resources:seed
 */
import { seedResourceFiles } from "./lib/seed-resources.ts";

const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !key) {
  console.error("Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service key is secret: never a VITE_ variable).");
  process.exit(1);
}
const stored = await seedResourceFiles({ supabaseUrl: url, serviceRoleKey: key, log: (line) => console.warn(line) });
console.log(`Stored ${stored} sample document${stored === 1 ? "" : "s"}.`);
