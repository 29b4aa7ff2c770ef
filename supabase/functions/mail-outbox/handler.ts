/**
 * mail-outbox: sends the e-mails owed for new submissions (public.mail_outbox): the visitor's
 * acknowledgement and the firm's notification. Decision 0013.
 *
 * Request:  POST (any body) with the service role's key as the bearer token. On Supabase a cron job
 *           (pg_cron + pg_net, every minute) and a database webhook on mail_outbox inserts call it;
 *           locally the stack calls it when Postgres notifies `mail_outbox` and when a retry is due.
 * Answers:  200 { "sent": n, "failed": n } · 401 no token · 403 not the service role (Postgres
 *           refuses the claim: claim_mail_outbox is granted to service_role only)
 *
 * Each e-mail is claimed (leased) before it is sent and marked sent only after the provider
 * accepted it; a failure is recorded and retried after the lease (2, 4, 8 … minutes, six attempts).
 */
import { MailError, sendMail } from "../_shared/mail.ts";
import { answer, corsHeaders } from "../_shared/staff-request.ts";
import { acknowledgementEmail, notificationEmail, type SubmissionRow, visitorOf } from "../_shared/submission-emails.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

interface Claimed {
  id: string;
  kind: "acknowledgement" | "notification";
  attempts: number;
  submission: SubmissionRow;
}

export const BATCH = 20;

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  if (!supabaseUrl || !anonKey) return answer(500, { error: "not_configured", message: "SUPABASE_URL and SUPABASE_ANON_KEY are not set" });
  const authorization = req.headers.get("authorization") ?? "";
  if (!/^Bearer \S+$/.test(authorization)) return answer(401, { error: "unauthorized", message: "The service role's key is required" });
  const rpc = (name: string, body: unknown) =>
    fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  const claim = await rpc("claim_mail_outbox", { batch: BATCH });
  if (claim.status === 401 || claim.status === 403) return answer(403, { error: "forbidden", message: "Only the service role runs the outbox" });
  if (!claim.ok) return answer(502, { error: "database_error", message: `The outbox could not be read (${claim.status})` });
  const due = (await claim.json()) as Claimed[];

  const firm = Deno.env.get("MAIL_NOTIFY_TO");
  const signature = Deno.env.get("MAIL_SIGNATURE") ?? "Consulting Firm";
  const inboxUrl = `${(Deno.env.get("SITE_URL") ?? "").replace(/\/+$/, "")}/admin/contacts`;
  let sent = 0;
  let failed = 0;
  for (const item of due) {
    let error: string | null = null;
    try {
      if (item.kind === "acknowledgement") {
        const to = visitorOf(item.submission).to;
        if (!to) throw new MailError("The submission has no address to acknowledge");
        await sendMail({ to, ...acknowledgementEmail(item.submission, signature), replyTo: Deno.env.get("MAIL_REPLY_TO") || undefined });
      } else {
        if (!firm) throw new MailError("MAIL_NOTIFY_TO (the firm's address for notifications) is not set");
        await sendMail({ to: firm, ...notificationEmail(item.submission, inboxUrl) });
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      console.error(`mail-outbox: ${item.kind} for ${item.submission.id} (attempt ${item.attempts}): ${error}`);
    }
    const finished = await rpc("finish_mail_outbox", { outbox_id: item.id, error });
    if (!finished.ok) console.error(`mail-outbox: the outcome of ${item.id} could not be stored (${finished.status})`);
    if (error) failed += 1;
    else sent += 1;
  }
  return answer(200, { sent, failed });
}
