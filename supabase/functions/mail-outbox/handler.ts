/**
 * mail-outbox: sends the e-mails owed in public.mail_outbox (decisions 0013, 0036): for every new
 * submission the visitor's acknowledgement and the firm's notification; for appointments the firm's
 * notice of a confirmation, the visitor's and the firm's e-mails when the visitor moves or cancels
 * it, and the reminders the day before (queued by queue_appointment_reminders()). Appointment
 * e-mails to the visitor carry a fresh manage link (issue_appointment_token) and, where the visitor
 * should have the entry in their calendar, the .ics.
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
import type { FirmAppointmentMail } from "../_shared/appointment-email.ts";
import { type AppointmentRow, firmAppointmentMail, manageLink, visitorAppointmentMail } from "../_shared/appointment-mail.ts";
import { firmIdentity } from "../_shared/firm.ts";
import { type Mail, MailError, sendMail } from "../_shared/mail.ts";
import { languageOf } from "../_shared/mail-common.ts";
import { answer, corsHeaders } from "../_shared/staff-request.ts";
import { acknowledgementEmail, notificationEmail, type SubmissionRow, visitorOf } from "../_shared/submission-emails.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

type VisitorKind = "acknowledgement" | "cancellation" | "reschedule" | "reminder";
type Kind = VisitorKind | "notification" | FirmAppointmentMail;

interface Claimed {
  id: string;
  kind: Kind;
  sequence: number;
  attempts: number;
  submission: SubmissionRow & Partial<AppointmentRow>;
}

const FIRM_NOTICES: readonly string[] = ["confirmation_notice", "cancellation_notice", "reschedule_notice", "reminder_notice"];

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
  const inboxUrl = `${(Deno.env.get("SITE_URL") ?? "").replace(/\/+$/, "")}/admin/contacts`;
  /** A fresh manage token for an appointment that can still change; none when it cannot. */
  const manageToken = async (appointment: string): Promise<string | undefined> => {
    const issued = await rpc("issue_appointment_token", { appointment });
    if (!issued.ok) {
      await issued.body?.cancel();
      return undefined;
    }
    return (await issued.json()) as string;
  };
  let sent = 0;
  let failed = 0;
  for (const item of due) {
    let error: string | null = null;
    try {
      const row = item.submission;
      let mail: Mail;
      if (item.kind === "acknowledgement") {
        const to = visitorOf(row).to;
        if (!to) throw new MailError("The submission has no address to acknowledge");
        const identity = await firmIdentity(languageOf(row.language));
        const token = row.kind === "appointment" ? await manageToken(row.id) : undefined;
        mail = {
          to,
          ...acknowledgementEmail(row, identity.signature, { manageUrl: token ? manageLink(row.language, token) : undefined }),
          from: identity.from,
          replyTo: Deno.env.get("MAIL_REPLY_TO") || undefined,
        };
      } else if (item.kind === "notification") {
        if (!firm) throw new MailError("MAIL_NOTIFY_TO (the firm's address for notifications) is not set");
        const identity = await firmIdentity("en");
        mail = { to: firm, ...notificationEmail(row, inboxUrl), from: identity.from };
      } else if (FIRM_NOTICES.includes(item.kind)) {
        if (!firm) throw new MailError("MAIL_NOTIFY_TO (the firm's address for notifications) is not set");
        mail = await firmAppointmentMail(item.kind as FirmAppointmentMail, row as AppointmentRow, firm);
      } else {
        const token = item.kind === "cancellation" ? undefined : await manageToken(row.id);
        mail = await visitorAppointmentMail(item.kind as VisitorKind & ("cancellation" | "reschedule" | "reminder"), row as AppointmentRow, { token });
      }
      await sendMail(mail);
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
