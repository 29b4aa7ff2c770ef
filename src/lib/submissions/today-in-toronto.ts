/** Today's date (yyyy-mm-dd) at the firm's office in Toronto: what Postgres compares appointment dates with. */
export function todayInToronto(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
