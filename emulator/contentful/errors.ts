/**
 * Contentful's error bodies: `{sys:{type:"Error",id}, message, details, requestId}`.
 * Handlers throw a CdaError; the HTTP layer writes it with the request's id.
 */
export type CdaErrorId =
  | "NotFound"
  | "InvalidQuery"
  | "AccessTokenInvalid"
  | "BadRequest"
  | "ValidationFailed"
  | "MethodNotAllowed"
  | "VersionMismatch"
  | "InvalidEntry"
  | "UnknownField"
  | "ServerError";

export interface InvalidQueryError {
  name: string;
  path?: string[];
  value?: unknown;
  details?: string;
}

export class CdaError extends Error {
  status: number;
  id: CdaErrorId;
  details: unknown;
  constructor(status: number, id: CdaErrorId, message: string, details?: unknown) {
    super(message);
    this.name = "CdaError";
    this.status = status;
    this.id = id;
    this.details = details;
  }

  body(requestId: string): Record<string, unknown> {
    return {
      sys: { type: "Error", id: this.id },
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
      requestId,
    };
  }
}

export const INVALID_QUERY_MESSAGE =
  "The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.";

export function notFound(type: string, id: string, extra: Record<string, unknown> = {}): CdaError {
  return new CdaError(404, "NotFound", "The resource could not be found.", { type, id, ...extra });
}

export function invalidQuery(...errors: InvalidQueryError[]): CdaError {
  return new CdaError(400, "InvalidQuery", INVALID_QUERY_MESSAGE, { errors });
}

export function accessTokenInvalid(): CdaError {
  return new CdaError(401, "AccessTokenInvalid", "The access token you sent could not be found or is invalid.");
}

export function badRequest(message: string, details?: unknown): CdaError {
  return new CdaError(400, "BadRequest", message, details);
}

export function validationFailed(errors: Array<{ name: string; path: string[]; details: string }>): CdaError {
  return new CdaError(422, "ValidationFailed", "Validation error", { errors });
}

export function versionMismatch(): CdaError {
  return new CdaError(409, "VersionMismatch", "The version you sent is not the current version of the resource.");
}

export function invalidEntry(errors: Array<Record<string, unknown>>): CdaError {
  return new CdaError(422, "InvalidEntry", "Validation error", { errors });
}
