import { randomBytes } from "node:crypto";
import { createClient } from "@supabase/supabase-js";

export interface FirstAdminOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  email?: string;
  password?: string;
  fullName?: string;
  log: (line: string) => void;
}

/**
 * Creates the first admin when no staff profile exists yet: from ADMIN_EMAIL /
 * ADMIN_PASSWORD when given, otherwise with a generated password printed once.
 * Works against the local emulator and a real Supabase project alike (it uses
 * only the service key and the public admin API).
 */
export async function ensureFirstAdmin(options: FirstAdminOptions): Promise<{ created: boolean; email?: string }> {
  const supabase = createClient(options.supabaseUrl, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { count, error: countError } = await supabase
    .from("profiles")
    .select("id", { count: "exact", head: true })
    .eq("role", "admin");
  if (countError) throw new Error(`Could not check for an admin: ${countError.message}`);
  if ((count ?? 0) > 0) return { created: false };

  const email = options.email ?? "admin@example.com";
  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(12).toString("base64url");
  const { error } = await supabase.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: "admin" },
    user_metadata: { full_name: options.fullName ?? "Site Administrator" },
  });
  if (error) throw new Error(`Could not create the first admin (${email}): ${error.message}`);
  options.log(`Created the first admin: ${email}`);
  if (generated) {
    options.log(`  Generated password (shown once, change it after signing in): ${password}`);
  }
  return { created: true, email };
}
