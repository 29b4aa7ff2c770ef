import { HttpError } from "../http.ts";

/** A PostgREST error: HTTP status with `{code, message, details, hint}`. */
export function pgrstError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

export function parseError(message: string, details: string | null = null): HttpError {
  return pgrstError(400, "PGRST100", message, details);
}

/** PostgREST's SQLSTATE → HTTP status table. `role` decides 401 vs 403 for 42501. */
export function statusForSqlState(code: string, role: string): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  // PostgREST's convention: RAISE ... USING ERRCODE = 'PT404' answers HTTP 404.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    P0001: 400,
  };
  if (exact[code]) return exact[code];
  const cls = code.slice(0, 2);
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[cls] ?? 400;
}

interface DbErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** Maps a Postgres error (pg or PGlite) to PostgREST's HTTP error; anything else passes through. */
export function fromDbError(err: unknown, role: string): unknown {
  if (err instanceof HttpError) return err;
  const e = err as DbErrorLike;
  if (!e || typeof e.code !== "string" || !/^[0-9A-Z]{5}$/.test(e.code)) return err;
  return new HttpError(statusForSqlState(e.code, role), {
    code: e.code,
    message: String(e.message ?? ""),
    details: typeof e.detail === "string" && e.detail ? e.detail : null,
    hint: typeof e.hint === "string" && e.hint ? e.hint : null,
  });
}
