/** Roles a staff profile can hold (profiles.role). */
export const STAFF_ROLES = ["admin", "editor", "author"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A row of public.profiles, as the portal reads it. */
export interface Profile {
  id: string;
  full_name: string | null;
  role: StaffRole;
  email: string | null;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
