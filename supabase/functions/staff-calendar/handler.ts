/**
 * staff-calendar: a staff member's private iCalendar subscription (issue 28, item 5; decision 0036).
 *
 * Request:  GET /staff-calendar?token=<the feed token> — what Google Calendar, Outlook or Apple
 *           Calendar fetch every few hours; they send no session, so the token is the credential
 *           (made, replaced and revoked in the portal: issue_staff_calendar_token and
 *           revoke_staff_calendar_token; only its SHA-256 is stored).
 * Answers:  200 text/calendar (METHOD:PUBLISH): the confirmed appointments from 30 days ago on, at
 *           their Toronto times, with the same UIDs and SEQUENCEs as the visitors' entries.
 *           404 a wrong or revoked token, or one whose owner is no longer an active editor or admin
 *           (one answer for all) · 405 not GET.
 *
 * Postgres decides (staff_calendar_feed, called with the anon key: the function holds no other key).
 * The token travels in the URL (calendar applications know no other way), so it can appear in the
 * gateway's request logs: it is a capability to read appointments, revocable in the portal. Deploy with JWT verification
 * off for this one function (supabase/config.toml), since calendar applications send no token.
 */
import { appointmentCalendar } from "../_shared/appointment-calendar.ts";
import { firmIdentity, parseMailbox } from "../_shared/firm.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

interface FeedAppointment {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  notes: string | null;
  language: string;
  starts_at: string;
  ends_at: string;
  sequence: number;
}

const headers = { "Access-Control-Allow-Origin": "*", "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", ...extra } });

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Method not allowed", { Allow: "GET, HEAD" });
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  if (!supabaseUrl || !anonKey) return plain(500, "SUPABASE_URL and SUPABASE_ANON_KEY are not set");
  const token = new URL(req.url).searchParams.get("token") ?? "";
  const feed = await fetch(`${supabaseUrl}/rest/v1/rpc/staff_calendar_feed`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ token }),
  });
  if (!feed.ok) return plain(502, `The appointments could not be read (${feed.status})`);
  const body = (await feed.json()) as { valid: boolean; appointments?: FeedAppointment[] };
  if (!body.valid) return plain(404, "No such calendar: the link is wrong or was revoked. Copy a new one in the staff portal.");

  const identity = await firmIdentity("en");
  const sender = parseMailbox(identity.from ?? Deno.env.get("MAIL_FROM") ?? "appointments@localhost");
  const firm = identity.signature.firmName;
  const site = (Deno.env.get("SITE_URL") ?? "").replace(/\/+$/, "");
  const text = appointmentCalendar({
    method: "PUBLISH",
    name: firm ? `${firm} — appointments` : "Appointments",
    organizer: { name: sender.name ?? firm, email: sender.address },
    siteUrl: site,
    events: (body.appointments ?? []).map((a) => ({
      id: a.id,
      startsAt: a.starts_at,
      endsAt: a.ends_at,
      sequence: a.sequence,
      status: "CONFIRMED" as const,
      summary: `${a.service ?? "Appointment"}: ${a.name?.trim() || a.email || ""}`,
      description: [a.email && `Email: ${a.email}`, a.phone && `Phone: ${a.phone}`, `Language: ${a.language}`, a.notes && `Notes: ${a.notes}`]
        .filter(Boolean)
        .join("\n"),
      url: `${site}/admin/contacts/appointments`,
    })),
  });
  return new Response(req.method === "HEAD" ? null : text, {
    status: 200,
    headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="appointments.ics"' },
  });
}
