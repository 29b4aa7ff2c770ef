import type { IncomingMessage } from "node:http";
import { HttpError, header } from "../http.ts";

/** GoTrue's API version header: with it, auth-js reads the error code from `code`. */
export const API_VERSION_HEADERS = { "X-Supabase-Api-Version": "2024-01-01" } as const;

/** A GoTrue error body: `{code, error_code, msg}` (auth-js reads `code`/`error_code` and `msg`). */
export function authError(status: number, code: string, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, error_code: code, msg, ...extra }, { ...API_VERSION_HEADERS });
}

export const AuthErrors = {
  invalidCredentials: () => authError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => authError(400, "email_not_confirmed", "Email not confirmed"),
  userBanned: () => authError(400, "user_banned", "User is banned"),
  validation: (msg: string) => authError(400, "validation_failed", msg),
  badJson: () => authError(400, "bad_json", "Could not parse request body as JSON"),
  anonymousDisabled: () => authError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled"),
  weakPassword: (min: number, reasons: string[]) =>
    authError(422, "weak_password", `Password should be at least ${min} characters.`, { weak_password: { reasons } }),
  samePassword: () => authError(422, "same_password", "New password should be different from the old password."),
  emailExists: () => authError(422, "email_exists", "A user with this email address has already been registered"),
  noAuthorization: () => authError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) => authError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => authError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFoundFromJwt: () => authError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  userNotFound: () => authError(404, "user_not_found", "User not found"),
  notAdmin: () => authError(403, "not_admin", "User not allowed"),
  refreshTokenNotFound: () => authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () => authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  notFound: () => authError(404, "not_found", "Not Found"),
  methodNotAllowed: () => authError(405, "method_not_allowed", "Method Not Allowed"),
};

/**
 * A GoTrue error as the request's API version gets it: with `X-Supabase-Api-Version: 2024-01-01`
 * (or a later date; auth-js sends it) `{code: <error code>, message}` and the version header back;
 * without it, the first format `{code: <status>, error_code, msg}` and `x-sb-error-code`.
 */
export function errorForVersion(req: IncomingMessage, err: HttpError): HttpError {
  const body = err.body as Record<string, unknown> | null;
  if (!body || typeof body.error_code !== "string" || typeof body.msg !== "string") return err;
  const { code: _code, error_code: errorCode, msg, ...extra } = body;
  const version = header(req, "x-supabase-api-version") ?? "";
  const headers = Object.fromEntries(Object.entries(err.headers).filter(([k]) => k.toLowerCase() !== "x-supabase-api-version"));
  if (/^\d{4}-\d{2}-\d{2}$/.test(version) && !Number.isNaN(Date.parse(version)) && version >= "2024-01-01") {
    return new HttpError(err.status, { code: errorCode, message: msg, ...extra }, { ...headers, ...API_VERSION_HEADERS });
  }
  return new HttpError(err.status, { code: err.status, error_code: errorCode, msg, ...extra }, { ...headers, "x-sb-error-code": errorCode });
}
