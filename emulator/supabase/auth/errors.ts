import { HttpError } from "../http.ts";

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
  signupDisabled: () => authError(422, "signup_disabled", "Email signups are disabled"),
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
  unsupportedGrant: () => authError(400, "unsupported_grant_type", "unsupported_grant_type"),
  notFound: () => authError(404, "not_found", "Not Found"),
  methodNotAllowed: () => authError(405, "method_not_allowed", "Method Not Allowed"),
  notImplemented: (what: string) => authError(501, "not_implemented", `${what} is not available in the local emulator`),
};
