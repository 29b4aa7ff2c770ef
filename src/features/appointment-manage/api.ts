import { getSupabase } from "~/lib/supabase";

/** What the manage page shows of an appointment (public.manage_appointment, decision 0036). */
export interface ManagedAppointment {
  name: string | null;
  service: string | null;
  language: string;
  date: string;
  time: string;
  starts_at: string;
  ends_at: string;
  status: "requested" | "confirmed";
}

/** Why the page cannot manage: a wrong, used or expired link, too many of them from here, or no connection. */
export type ManageFailure = "invalid" | "rate-limited" | "taken" | "unavailable" | "failed";

export class ManageError extends Error {
  override name = "ManageError";
  readonly reason: ManageFailure;
  constructor(reason: ManageFailure, message?: string) {
    super(message ?? reason);
    this.reason = reason;
  }
}

interface RpcResult {
  data: unknown;
  error: { code?: string; message?: string } | null;
  status?: number;
}

function check(result: RpcResult): Record<string, unknown> {
  if (result.error) {
    const code = result.error.code ?? "";
    if (code === "PT429" || result.status === 429) throw new ManageError("rate-limited", result.error.message);
    if (code === "23505") throw new ManageError("taken", result.error.message);
    if (code === "23514") throw new ManageError("unavailable", result.error.message);
    throw new ManageError("failed", result.error.message);
  }
  const data = (result.data ?? {}) as Record<string, unknown>;
  if (data.error === "invalid") throw new ManageError("invalid");
  return data;
}

/** The token travels in the request's body (never a URL), so it stays out of the servers' access logs. */
async function call(fn: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const supabase = await getSupabase();
  return check((await supabase.rpc(fn, args)) as RpcResult);
}

export async function loadAppointment(token: string): Promise<ManagedAppointment> {
  return (await call("manage_appointment", { token })) as unknown as ManagedAppointment;
}

export async function cancelAppointment(token: string): Promise<void> {
  await call("cancel_appointment", { token });
}

export async function rescheduleAppointment(token: string, date: string, time: string): Promise<{ starts_at: string; status: string }> {
  return (await call("reschedule_appointment", { token, new_date: date, new_time: time })) as { starts_at: string; status: string };
}

const STORE = "appointment-manage-token";

/**
 * The link's token: read once from the address's fragment (which no server sees, and no Referer
 * carries), then taken out of the address bar and kept for this tab only, so a reload still works
 * and the address can be shared or bookmarked without it.
 */
export function takeToken(): string | null {
  const fragment = decodeURIComponent(window.location.hash.replace(/^#/, "")).trim();
  if (/^[0-9a-f]{64}$/.test(fragment)) {
    sessionStorage.setItem(STORE, fragment);
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    return fragment;
  }
  return sessionStorage.getItem(STORE);
}

/** Forgets the token once it is spent (a cancel or a move spends it). */
export function forgetToken(): void {
  sessionStorage.removeItem(STORE);
}
