import type { SubmissionFieldsByKind, SubmissionKind, SubmitResult } from "./kinds";
import { toFormData } from "./to-form-data";

/** POSTs a stored submission to the form-handling service (multipart, Accept JSON; an ok status is success). */
export async function forward<K extends SubmissionKind>(
  endpoint: string,
  kind: K,
  fields: SubmissionFieldsByKind[K],
  fetchImpl: typeof fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: toFormData(kind, fields),
    });
  } catch (error) {
    return { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  return { ok: false, reason: "rejected", message: `form service answered ${response.status}` };
}
