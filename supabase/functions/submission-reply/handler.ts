/**
 * submission-reply: staff answer a visitor's submission by e-mail, from the inbox.
 *
 * Request:  POST { "id": "<submission uuid>", "response": "<text>" } with the staff member's
 *           session (Authorization: Bearer <access token>).
 * Answers:  200 { "submission": { id, status: "replied", admin_response, replied_at } }
 *           400 invalid body · 401 no session · 403 not an admin or editor · 404 no such submission
 *           409 already replied · 502 the e-mail could not be sent (nothing is saved)
 *           500 sent but not saved (rare: the e-mail went out; the status could not be stored)
 *
 * Order matters: the e-mail is sent first and the submission is marked replied only after the
 * provider accepted it, so nothing is marked replied that was not sent. Every database call runs
 * with the caller's own token, so row-level security decides what they may read and change; the
 * function holds no key that could do more.
 */
import { firmIdentity } from "../_shared/firm.ts";
import { MailError, sendMail } from "../_shared/mail.ts";
import { languageOf } from "../_shared/mail-common.ts";
import { replyEmail } from "../_shared/reply-email.ts";
import { answer, staffRequest, UUID } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const RESPONSE_MAX = 10_000;

interface Submission {
  id: string;
  kind: string;
  status: string;
  language: string;
  name: string | null;
  email: string | null;
  referrer_name: string | null;
  referrer_email: string | null;
  subject: string | null;
  message: string | null;
  notes: string | null;
  project_details: string | null;
}

export default async function handler(req: Request): Promise<Response> {
  const request = await staffRequest(req, "Only admins and editors answer submissions");
  if (request instanceof Response) return request;
  const { body, rest: asCaller } = request;

  const id = typeof body.id === "string" ? body.id : "";
  const response = typeof body.response === "string" ? body.response.trim() : "";
  if (!UUID.test(id)) return answer(400, { error: "invalid_body", message: "id must be a submission id" });
  if (!response) return answer(400, { error: "invalid_body", message: "The response text is required" });
  if (response.length > RESPONSE_MAX) return answer(400, { error: "invalid_body", message: `The response is longer than ${RESPONSE_MAX} characters` });

  const found = await asCaller(
    `contact_submissions?id=eq.${id}&select=id,kind,status,language,name,email,referrer_name,referrer_email,subject,message,notes,project_details`,
  );
  if (!found.ok) return answer(502, { error: "database_error", message: `The submission could not be read (${found.status})` });
  const submission = ((await found.json()) as Submission[])[0];
  if (!submission) return answer(404, { error: "not_found", message: "No such submission" });
  if (submission.status === "replied") return answer(409, { error: "already_replied", message: "This submission has been answered already" });

  const to = submission.kind === "referral" ? submission.referrer_email : submission.email;
  const name = (submission.kind === "referral" ? submission.referrer_name : submission.name) ?? "";
  if (!to) return answer(400, { error: "no_address", message: "The submission has no e-mail address" });
  const identity = await firmIdentity(languageOf(submission.language));
  const mail = replyEmail({
    language: submission.language,
    name,
    subject: submission.subject,
    original: submission.message ?? submission.notes ?? submission.project_details,
    response,
    signature: identity.signature,
  });
  try {
    await sendMail({ to, ...mail, from: identity.from, replyTo: Deno.env.get("MAIL_REPLY_TO") || undefined });
  } catch (error) {
    console.error(error instanceof MailError ? error.message : error);
    return answer(502, { error: "send_failed", message: "The e-mail could not be sent; the submission is unchanged" });
  }

  const saved = await asCaller(`contact_submissions?id=eq.${id}&select=id,status,admin_response,replied_at`, {
    method: "PATCH",
    headers: { Prefer: "return=representation" },
    body: JSON.stringify({ status: "replied", admin_response: response }),
  });
  const rows = saved.ok ? ((await saved.json()) as unknown[]) : [];
  if (!saved.ok || rows.length !== 1) {
    console.error(`submission-reply: sent to ${to} but not saved (${saved.status})`);
    return answer(500, { error: "sent_not_saved", message: "The e-mail was sent, but the submission could not be marked replied" });
  }
  return answer(200, { submission: rows[0] });
}
