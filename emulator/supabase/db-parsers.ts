/**
 * How both database backends turn Postgres' text values into JS values (see db.ts): shared by the
 * main thread (the Postgres server's pool) and PGlite's worker thread (pglite-worker.ts).
 */
export const OID = { INT8: 20, DATE: 1082, DATE_ARRAY: 1182 } as const;

/** int8 -> number when it is a safe integer, else the digits as a string. */
export function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** date[] -> 'YYYY-MM-DD' strings (nulls kept). */
export function parseDateArray(value: string): (string | null)[] {
  const inner = value.slice(1, -1);
  if (inner === "") return [];
  return inner.split(",").map((v) => (v === "NULL" ? null : v.replace(/^"|"$/g, "")));
}
