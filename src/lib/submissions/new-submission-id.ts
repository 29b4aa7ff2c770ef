/** A fresh row id (a UUID) for one filled form: reused by every retry of that form, so it is stored once. */
export function newSubmissionId(): string {
  return crypto.randomUUID();
}
