import type { BookedSlot } from "./booked-slots";
import { APPOINTMENT_TIMES, type AppointmentTime } from "./kinds";

/** The times still free on `date`, given the booked slots. */
export function freeTimes(date: string, booked: readonly BookedSlot[]): AppointmentTime[] {
  const taken = new Set(booked.filter((slot) => slot.date === date).map((slot) => slot.time));
  return APPOINTMENT_TIMES.filter((time) => !taken.has(time));
}
