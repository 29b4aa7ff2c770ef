import type { DbError } from "./client";
import type { SubmitResult } from "./kinds";

/** The SQLSTATE the limit trigger raises (PostgREST answers HTTP 429 for PT429). */
export const RATE_LIMIT_SQLSTATE = "PT429";

/** Maps a failed insert to a typed failure, or to success for a retry of an already stored row. */
export function classifyInsertError(error: DbError, status?: number): SubmitResult {
  const code = error.code ?? "";
  const text = `${error.message ?? ""} ${error.details ?? ""}`;
  if (code === "23505") {
    // Our own id already stored: an earlier attempt got through but its answer was lost.
    if (text.includes("contact_submissions_pkey")) return { ok: true };
    if (text.includes("appointment_slot")) return { ok: false, reason: "slot-taken", message: error.message };
    return { ok: false, reason: "rejected", message: error.message };
  }
  if (code === RATE_LIMIT_SQLSTATE || status === 429) return { ok: false, reason: "rate-limited", message: error.message };
  if (code === "" && (status === undefined || status === 0)) return { ok: false, reason: "network", message: error.message };
  // Postgres refuses a slot outside the booking hours or in a closed period (decision 0036).
  if (code === "23514" && /takes no appointment at that time/.test(text)) return { ok: false, reason: "slot-unavailable", message: error.message };
  if (/^2[23]/.test(code)) return { ok: false, reason: "invalid", message: error.message };
  return { ok: false, reason: "rejected", message: error.message };
}
