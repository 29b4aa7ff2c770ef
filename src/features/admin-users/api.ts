import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";

export const USER_ROLES = ["admin", "editor", "author"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A row of public.staff_accounts() (admins only; Postgres refuses everyone else). */
export interface StaffAccount {
  id: string;
  email: string | null;
  full_name: string | null;
  role: UserRole;
  last_sign_in_at: string | null;
  invited_at: string | null;
  confirmed: boolean;
  active: boolean;
}

/** Why Postgres refused a change (the functions' hints), for a message the admin understands. */
export type RefusalReason = "own_role" | "own_account" | "last_admin" | "forbidden" | "failed";

export class AccountError extends Error {
  reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

function refusal(error: { code?: string; hint?: string | null; message: string }): AccountError {
  const hint = error.hint ?? "";
  if (hint === "own_role" || hint === "own_account" || hint === "last_admin") return new AccountError(hint, error.message);
  return new AccountError(error.code === "42501" ? "forbidden" : "failed", error.message);
}

export async function listStaff(supabase: SupabaseClient): Promise<StaffAccount[]> {
  const { data, error } = await supabase.rpc("staff_accounts");
  if (error) throw refusal(error);
  return (data ?? []) as StaffAccount[];
}

export async function setRole(supabase: SupabaseClient, target: string, role: UserRole): Promise<void> {
  const { error } = await supabase.rpc("set_staff_role", { target, new_role: role });
  if (error) throw refusal(error);
}

export async function setActive(supabase: SupabaseClient, target: string, active: boolean): Promise<void> {
  const { error } = await supabase.rpc("set_staff_active", { target, active });
  if (error) throw refusal(error);
}

export type InviteResult = { ok: true } | { ok: false; reason: "exists" | "invalid" | "rate_limited" | "failed" };

/** Invites through the staff-invite function (Supabase Auth sends the e-mail). */
export async function inviteStaff(supabase: SupabaseClient, input: { email: string; role: UserRole; fullName: string }): Promise<InviteResult> {
  const { error } = await supabase.functions.invoke("staff-invite", { body: { email: input.email, role: input.role, full_name: input.fullName } });
  if (!error) return { ok: true };
  if (error instanceof FunctionsHttpError) {
    const status = error.context.status as number;
    if (status === 409) return { ok: false, reason: "exists" };
    if (status === 400) return { ok: false, reason: "invalid" };
    if (status === 429) return { ok: false, reason: "rate_limited" };
  }
  console.warn("The invitation failed:", error);
  return { ok: false, reason: "failed" };
}

/** "Invited" until the person has accepted (confirmed their address). */
export function accountStatus(account: Pick<StaffAccount, "active" | "confirmed">): "active" | "invited" | "deactivated" {
  if (!account.active) return "deactivated";
  return account.confirmed ? "active" : "invited";
}
