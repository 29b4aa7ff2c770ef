/**
 * Days the seed's booking hours take appointments at every slot (Monday to Friday, 9:00–18:00 in
 * Toronto; migration 20261128120001), inside the booking horizon: what tests book on.
 */
import { firmDay } from "../../../src/lib/date-time.ts";

/** The first Monday–Friday at least `offset` days after today (Toronto), yyyy-mm-dd. */
export function weekdayAhead(offset: number): string {
  const day = new Date(`${firmDay()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Successive distinct weekdays from `offset` days ahead on: a fresh day for each call. */
export function weekdays(offset = 2): () => string {
  let next = offset;
  return () => {
    const day = weekdayAhead(next);
    next = Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${firmDay()}T12:00:00Z`)) / 86_400_000) + 1;
    return day;
  };
}
