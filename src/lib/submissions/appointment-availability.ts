import { getSupabase } from "../supabase";
import type { SubmissionsClient } from "./client";
import { APPOINTMENT_TIMES, type AppointmentTime } from "./kinds";

/** Why a slot cannot be booked (public.appointment_availability, decision 0036); null when it can. */
export type SlotRefusal = "booked" | "past" | "hours" | "closed" | "horizon" | null;

export interface AvailableSlot {
  /** yyyy-mm-dd, the firm's calendar day. */
  date: string;
  time: AppointmentTime;
  /** The moment the slot begins (Toronto), ISO. */
  startsAt: string;
  refusal: SlotRefusal;
}

/** The days of a range and their slots, as Postgres decides them. */
export type Availability = Record<string, AvailableSlot[]>;

/**
 * Every slot of every day from `from` to `to` (yyyy-mm-dd, 62 days at most) and whether it can be
 * booked: the office's booking hours, the closed periods, the slots already taken and the past —
 * the rule Postgres enforces again on the booking itself. Throws on failure.
 */
export async function appointmentAvailability(from: string, to: string, options: { client?: SubmissionsClient } = {}): Promise<Availability> {
  const client = options.client ?? ((await getSupabase()) as unknown as SubmissionsClient);
  const { data, error } = await client.rpc("appointment_availability", { from_date: from, to_date: to });
  if (error) throw new Error(`Could not load the appointment times: ${error.message ?? "unknown error"}`);
  const days: Availability = {};
  for (const row of Array.isArray(data) ? (data as { slot_date: string; slot_time: string; starts_at: string; refusal: string | null }[]) : []) {
    if (!(APPOINTMENT_TIMES as readonly string[]).includes(row.slot_time)) continue;
    (days[row.slot_date] ??= []).push({ date: row.slot_date, time: row.slot_time as AppointmentTime, startsAt: row.starts_at, refusal: row.refusal as SlotRefusal });
  }
  return days;
}

/** The slots of a day that can be booked. */
export const freeSlots = (availability: Availability, date: string): AvailableSlot[] => (availability[date] ?? []).filter((slot) => slot.refusal === null);
