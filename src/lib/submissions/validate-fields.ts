import type { SubmissionKind } from "./kinds";
import { type FieldErrorCode, submissionSchemas } from "./schemas";

/** The fields of a submission that break its kind's rules, each with the first rule it breaks ({} when valid). */
export function validateFields(kind: SubmissionKind, fields: unknown): Partial<Record<string, FieldErrorCode>> {
  const result = submissionSchemas[kind].safeParse(fields);
  const errors: Partial<Record<string, FieldErrorCode>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message as FieldErrorCode;
  }
  return errors;
}
