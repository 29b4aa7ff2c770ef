import type { SupabaseClient } from "@supabase/supabase-js";
import { isStaffRole, type Profile } from "./types";

/**
 * The signed-in user's staff profile, or null when there is none (row-level
 * security lets a user read only their own row; non-staff users have no row).
 * Throws when the request itself fails, so a network error is not mistaken
 * for "not staff".
 */
export async function loadProfile(supabase: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from("profiles")
    .select("id, full_name, role, email")
    .eq("id", userId)
    .maybeSingle();
  if (error) throw new Error(`Could not load the profile: ${error.message}`);
  if (!data || !isStaffRole(data.role)) return null;
  return {
    id: String(data.id),
    full_name: typeof data.full_name === "string" ? data.full_name : null,
    role: data.role,
    email: typeof data.email === "string" ? data.email : null,
  };
}
