import type { SupabaseClient } from "@supabase/supabase-js";

/** Rows per page of the inbox. */
export const PAGE_SIZE = 20;
export const KINDS = ["message", "appointment", "quote", "referral"] as const;
export const STATUSES = ["new", "read", "replied"] as const;
export type Kind = (typeof KINDS)[number];
export type Status = (typeof STATUSES)[number];

/** A row of contact_submissions (every column the inbox shows). */
export interface Submission {
  id: string;
  kind: Kind;
  status: Status;
  language: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
  service: string | null;
  appointment_date: string | null;
  appointment_time: string | null;
  notes: string | null;
  selected_package: string | null;
  discount_applied: number;
  business_name: string | null;
  project_details: string | null;
  referrer_name: string | null;
  referrer_email: string | null;
  referee_name: string | null;
  referee_email: string | null;
  admin_response: string | null;
  replied_at: string | null;
  /** Appointments only: requested, then confirmed or declined once by staff, or cancelled by the visitor. */
  appointment_status: AppointmentStatus | null;
  appointment_decided_at: string | null;
  /** Appointments only: the slot's start and end (timestamptz, set by Postgres from the Toronto day and slot). */
  appointment_starts_at: string | null;
  appointment_ends_at: string | null;
  /** Appointments only: raised each time the visitor moves or cancels it (the calendar entry's SEQUENCE). */
  appointment_sequence: number;
  appointment_cancelled_at: string | null;
  created_at: string;
}

export const APPOINTMENT_STATUSES = ["requested", "confirmed", "declined", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type Decision = Exclude<AppointmentStatus, "requested" | "cancelled">;

export interface InboxFilters {
  kind: Kind | "all";
  status: Status | "all";
  q: string;
  /** 1-based. */
  page: number;
}

/** A value inside PostgREST's or=(...): quoted, so commas and parentheses in a search stay text. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** The page of submissions matching the filters, newest first, and how many match in all. */
export async function listSubmissions(supabase: SupabaseClient, filters: InboxFilters): Promise<{ rows: Submission[]; total: number }> {
  const from = (filters.page - 1) * PAGE_SIZE;
  let query = supabase
    .from("contact_submissions")
    .select("*", { count: "exact" })
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, from + PAGE_SIZE - 1);
  if (filters.kind !== "all") query = query.eq("kind", filters.kind);
  if (filters.status !== "all") query = query.eq("status", filters.status);
  const q = filters.q.trim();
  if (q) {
    const pattern = quoted(`*${q}*`);
    query = query.or(
      ["name", "email", "subject", "referrer_name", "referrer_email", "business_name"].map((column) => `${column}.ilike.${pattern}`).join(","),
    );
  }
  const { data, count, error } = await query;
  if (error) throw new Error(`Could not load the submissions: ${error.message}`);
  return { rows: (data ?? []) as Submission[], total: count ?? 0 };
}

/** new → read. Throws when nothing changed (already read, deleted, or not allowed). */
export async function markRead(supabase: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from("contact_submissions").update({ status: "read" }).eq("id", id).eq("status", "new").select("id");
  if (error || !data?.length) throw new Error(`Could not mark ${id} as read: ${error?.message ?? "no row changed"}`);
}

export async function deleteSubmission(supabase: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from("contact_submissions").delete().eq("id", id).select("id");
  if (error || !data?.length) throw new Error(`Could not delete ${id}: ${error?.message ?? "no row deleted"}`);
}

/** Sends the reply by e-mail (edge function submission-reply), which then marks it replied. */
export async function sendReply(supabase: SupabaseClient, id: string, response: string): Promise<Pick<Submission, "status" | "admin_response" | "replied_at">> {
  const { data, error } = await supabase.functions.invoke("submission-reply", { body: { id, response } });
  if (error) throw new Error(`The reply was not sent: ${error.message}`);
  return (data as { submission: Pick<Submission, "status" | "admin_response" | "replied_at"> }).submission;
}

/**
 * Confirms or declines an appointment (edge function appointment-decision): the visitor is e-mailed
 * first, then the decision is stored. A declined slot is free again on the public form.
 */
export async function decideAppointment(
  supabase: SupabaseClient,
  id: string,
  decision: Decision,
  note = "",
): Promise<Pick<Submission, "appointment_status" | "appointment_decided_at">> {
  const { data, error } = await supabase.functions.invoke("appointment-decision", { body: { id, decision, note } });
  if (error) throw new Error(`The appointment was not ${decision}: ${error.message}`);
  return (data as { appointment: Pick<Submission, "appointment_status" | "appointment_decided_at"> }).appointment;
}

/** Today in Toronto (the firm's calendar), YYYY-MM-DD. */
export function torontoToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The agenda's slots in the day's order ("09:00 AM" sorts before "02:00 PM" by the clock, not the text). */
export function slotMinutes(time: string): number {
  const [, hh, mm, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  return ((Number(hh) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(mm ?? 0);
}

/** Upcoming appointments (today on, Toronto), by day and slot; declined ones only when asked for. */
export async function listAgenda(supabase: SupabaseClient, { includeDeclined = false, days = 60 } = {}): Promise<Submission[]> {
  const from = torontoToday();
  const until = new Date(`${from}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + days);
  let query = supabase
    .from("contact_submissions")
    .select("*")
    .eq("kind", "appointment")
    .gte("appointment_date", from)
    .lt("appointment_date", until.toISOString().slice(0, 10))
    .order("appointment_date", { ascending: true })
    .limit(500);
  if (!includeDeclined) query = query.neq("appointment_status", "declined");
  const { data, error } = await query;
  if (error) throw new Error(`Could not load the appointments: ${error.message}`);
  return ((data ?? []) as Submission[]).sort(
    (a, b) => (a.appointment_date ?? "").localeCompare(b.appointment_date ?? "") || slotMinutes(a.appointment_time ?? "") - slotMinutes(b.appointment_time ?? ""),
  );
}

export interface MailState {
  kind:
    | "acknowledgement"
    | "notification"
    | "confirmation_notice"
    | "cancellation"
    | "cancellation_notice"
    | "reschedule"
    | "reschedule_notice"
    | "reminder"
    | "reminder_notice";
  /** The appointment's calendar sequence the e-mail was about. */
  sequence: number;
  sent_at: string | null;
  failed_at: string | null;
  attempts: number;
}

/** Whether the e-mails a submission owes (acknowledgement, notification) went out (decision 0013). */
export async function mailStatus(supabase: SupabaseClient, id: string): Promise<MailState[]> {
  const { data, error } = await supabase.rpc("submission_mail_status", { submission: id });
  if (error) throw new Error(`Could not read the e-mail status: ${error.message}`);
  return (data ?? []) as MailState[];
}

/** Tells the portal (the sidebar's unread count) that submissions changed. */
export function announceSubmissionsChanged(): void {
  window.dispatchEvent(new Event("admin:submissions-changed"));
}

/** The appointments of the week from `weekStart` (yyyy-mm-dd, a Toronto day) on, by start: requested, confirmed and cancelled. */
export async function listWeek(supabase: SupabaseClient, from: string, until: string): Promise<Submission[]> {
  const { data, error } = await supabase
    .from("contact_submissions")
    .select("*")
    .eq("kind", "appointment")
    .in("appointment_status", ["requested", "confirmed", "cancelled"])
    .gte("appointment_starts_at", from)
    .lt("appointment_starts_at", until)
    .order("appointment_starts_at", { ascending: true })
    .limit(500);
  if (error) throw new Error(`Could not load the week's appointments: ${error.message}`);
  return (data ?? []) as Submission[];
}

/** A period without appointments (public.booking_closures; admins add and remove them). */
export interface Closure {
  id: string;
  starts_at: string;
  ends_at: string;
  reason: string | null;
  created_at: string;
}

/** The closed periods that have not ended, soonest first. */
export async function listClosures(supabase: SupabaseClient): Promise<Closure[]> {
  const { data, error } = await supabase
    .from("booking_closures")
    .select("id, starts_at, ends_at, reason, created_at")
    .gt("ends_at", new Date().toISOString())
    .order("starts_at", { ascending: true });
  if (error) throw new Error(`Could not load the closed periods: ${error.message}`);
  return (data ?? []) as Closure[];
}

export async function addClosure(supabase: SupabaseClient, closure: { starts_at: string; ends_at: string; reason: string | null }): Promise<Closure> {
  const { data, error } = await supabase.from("booking_closures").insert(closure).select("id, starts_at, ends_at, reason, created_at").single();
  if (error) throw new Error(`Could not add the closed period: ${error.message}`);
  return data as Closure;
}

export async function removeClosure(supabase: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await supabase.from("booking_closures").delete().eq("id", id).select("id");
  if (error || !data?.length) throw new Error(`Could not remove ${id}: ${error?.message ?? "no row deleted"}`);
}

/** The caller's calendar feed: whether one exists (the URL itself is shown once, when made). */
export async function feedStatus(supabase: SupabaseClient): Promise<{ created_at: string; last_used_at: string | null } | null> {
  const { data, error } = await supabase.rpc("staff_calendar_token_status");
  if (error) throw new Error(`Could not read the calendar feed: ${error.message}`);
  return ((data ?? []) as { created_at: string; last_used_at: string | null }[])[0] ?? null;
}

/** A new private feed URL for the caller (the previous one stops working). */
export async function newFeedUrl(supabase: SupabaseClient, functionsUrl: string): Promise<string> {
  const { data, error } = await supabase.rpc("issue_staff_calendar_token");
  if (error) throw new Error(`Could not make a calendar feed: ${error.message}`);
  return `${functionsUrl.replace(/\/+$/, "")}/staff-calendar?token=${encodeURIComponent(data as string)}`;
}

export async function revokeFeed(supabase: SupabaseClient): Promise<void> {
  const { error } = await supabase.rpc("revoke_staff_calendar_token");
  if (error) throw new Error(`Could not revoke the calendar feed: ${error.message}`);
}
