import { getSupabase } from "../supabase";
import type { SubmissionsClient } from "./client";
import type { AppointmentTime } from "./kinds";

export interface BookedSlot {
  /** yyyy-mm-dd */
  date: string;
  time: AppointmentTime;
}

/**
 * The appointment slots already taken from `fromDate` (yyyy-mm-dd; default: today in Toronto)
 * on, without who took them. Throws on failure (the caller decides what to show).
 */
export async function bookedSlots(
  fromDate?: string | null,
  options: { client?: SubmissionsClient } = {},
): Promise<BookedSlot[]> {
  const client = options.client ?? ((await getSupabase()) as unknown as SubmissionsClient);
  const { data, error } = await client.rpc("booked_slots", { from_date: fromDate ?? null });
  if (error) throw new Error(`Could not load the booked appointment slots: ${error.message ?? "unknown error"}`);
  const rows = Array.isArray(data) ? (data as { appointment_date: string; appointment_time: AppointmentTime }[]) : [];
  return rows.map((row) => ({ date: row.appointment_date, time: row.appointment_time }));
}
