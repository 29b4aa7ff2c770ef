import type { SupabaseClient } from "@supabase/supabase-js";
import { firmInstant } from "~/lib/date-time";

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/** The tables whose changes the log records (supabase/migrations/20261126004001_audit_log.sql); `users` holds sign-ins and role changes. */
export const AUDITED_TABLES = [
  "users",
  "profiles",
  "blog_posts",
  "contact_submissions",
  "services",
  "service_categories",
  "service_pricing",
  "partners",
  "resources",
] as const;

export const AUDIT_ACTIONS = ["insert", "update", "delete", "sign_in", "sign_in_failed", "role_change", "deactivate", "reactivate"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  action: AuditAction;
  table_name: string;
  row_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditFilters {
  /** actor_id, or "" for everyone. */
  actor: string;
  /** table_name, or "" for every table. */
  table: string;
  /** yyyy-mm-dd, days of the firm's calendar (Toronto, decision 0035), inclusive; "" for no bound. */
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Start of a day of the firm's calendar (Toronto) as an ISO instant: the log's times are shown on that clock. */
export function dayStart(day: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const at = firmInstant(day);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** Start of the day after `day` in Toronto: the exclusive upper bound of an inclusive "to" date. */
export function dayAfter(day: string): string | undefined {
  if (!DAY.test(day)) return undefined;
  const next = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(next.getTime())) return undefined;
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStart(next.toISOString().slice(0, 10));
}

/** A page of the log matching the filters, newest first, and how many entries match in all. RLS shows it to admins only. */
export async function listAudit(supabase: SupabaseClient, filters: AuditFilters): Promise<{ rows: AuditEntry[]; total: number }> {
  const offset = (filters.page - 1) * AUDIT_PAGE_SIZE;
  let query = supabase
    .from("audit_log")
    .select("id, at, actor_id, actor_email, actor_role, action, table_name, row_id, before, after", { count: "exact" })
    .order("at", { ascending: false })
    .order("id", { ascending: false })
    .range(offset, offset + AUDIT_PAGE_SIZE - 1);
  if (filters.actor) query = query.eq("actor_id", filters.actor);
  if (filters.table) query = query.eq("table_name", filters.table);
  const from = dayStart(filters.from);
  const to = dayAfter(filters.to);
  if (from) query = query.gte("at", from);
  if (to) query = query.lt("at", to);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: (data ?? []) as AuditEntry[], total: count ?? 0 };
}

export interface AuditActor {
  actor_id: string;
  actor_email: string | null;
}

/** Everyone who appears in the log, for the person filter, by e-mail. */
export async function listAuditActors(supabase: SupabaseClient): Promise<AuditActor[]> {
  const { data, error } = await supabase.rpc("audit_actors");
  if (error) throw error;
  return ((data ?? []) as AuditActor[]).sort((a, b) => (a.actor_email ?? "").localeCompare(b.actor_email ?? ""));
}

/** The fields an entry shows as "before → after": for updates the changed columns, for inserts and deletes the row. */
export function changedFields(entry: Pick<AuditEntry, "before" | "after">): { field: string; before: unknown; after: unknown }[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].sort().map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }));
}

/** A stored value as short text: strings as they are, null/undefined as "", the rest as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  return JSON.stringify(value);
}
