/**
 * booking-hours-sync: copies the appointment hours of the site settings (Contentful, published) into
 * Postgres (public.booking_hours), which refuses bookings outside them (issue 28, item 3; decision 0036).
 *
 * Request:  POST (any body) with the service role's key as the bearer token. On Supabase a Contentful
 *           webhook on the site settings' publish calls it (README, "Appointments"), and a pg_cron job
 *           every 15 minutes catches a missed call; locally the stack calls it when it starts and
 *           every few minutes.
 * Answers:  200 { "days": n } · 401 no token · 403 not the service role (Postgres refuses
 *           set_booking_hours: granted to service_role only) · 422 the hours cannot be read (nothing
 *           changes) · 502 Contentful or the database could not be reached.
 *
 * Settings: CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT, CONTENTFUL_DELIVERY_TOKEN,
 * CONTENTFUL_DELIVERY_URL (as the translate function).
 */
import { answer, corsHeaders } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const LINE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([01][0-9]|2[0-3]):([0-5][0-9])-([01][0-9]|2[0-3]):([0-5][0-9])$/;

/**
 * ["Mon 09:00-18:00", "Sat 10:00-14:00"] → { "1": ["09:00", "18:00"], "6": ["10:00", "14:00"] } (ISO
 * weekdays); a day left out is closed. Throws on a line it cannot read, a day given twice, or a
 * closing time not after the opening (Contentful's validation refuses those on publish already).
 */
export function parseAppointmentHours(lines: readonly string[]): Record<string, [string, string]> {
  const hours: Record<string, [string, string]> = {};
  for (const line of lines) {
    const match = LINE.exec(line.trim());
    if (!match) throw new Error(`"${line}" is not a day and its hours, e.g. Mon 09:00-18:00`);
    const weekday = String(DAYS.indexOf(match[1] as (typeof DAYS)[number]) + 1);
    const opens = `${match[2]}:${match[3]}`;
    const closes = `${match[4]}:${match[5]}`;
    if (closes <= opens) throw new Error(`"${line}": the closing time must come after the opening time`);
    if (hours[weekday]) throw new Error(`${match[1]} is given twice`);
    hours[weekday] = [opens, closes];
  }
  return hours;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const space = Deno.env.get("CONTENTFUL_SPACE_ID")?.trim();
  const token = Deno.env.get("CONTENTFUL_DELIVERY_TOKEN")?.trim();
  if (!supabaseUrl || !anonKey || !space || !token) {
    return answer(500, { error: "not_configured", message: "SUPABASE_URL, SUPABASE_ANON_KEY, CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN must be set" });
  }
  const authorization = req.headers.get("authorization") ?? "";
  if (!/^Bearer \S+$/.test(authorization)) return answer(401, { error: "unauthorized", message: "The service role's key is required" });

  const environment = Deno.env.get("CONTENTFUL_ENVIRONMENT")?.trim() || "master";
  const base = (Deno.env.get("CONTENTFUL_DELIVERY_URL")?.trim() || "https://cdn.contentful.com").replace(/\/+$/, "");
  const query = new URLSearchParams({ content_type: "siteSettings", select: "sys.id,fields.appointmentHours", limit: "1", locale: "en-US" });
  let lines: string[];
  try {
    const response = await fetch(`${base}/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/entries?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the Delivery API answered ${response.status}`);
    const body = (await response.json()) as { items?: { fields?: { appointmentHours?: unknown } }[] };
    const value = body.items?.[0]?.fields?.appointmentHours;
    if (!body.items?.length) throw new Error("there is no published site settings entry");
    lines = Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : [];
  } catch (error) {
    return answer(502, { error: "contentful_error", message: `The appointment hours could not be read: ${error instanceof Error ? error.message : String(error)}` });
  }
  // Contentful leaves an empty field out: a space that has no appointment hours (yet) keeps those stored.
  if (lines.length === 0) return answer(422, { error: "no_hours", message: "The site settings have no appointment hours; the hours stored stay as they are" });
  let hours: Record<string, [string, string]>;
  try {
    hours = parseAppointmentHours(lines);
  } catch (error) {
    return answer(422, { error: "invalid_hours", message: error instanceof Error ? error.message : String(error) });
  }
  const saved = await fetch(`${supabaseUrl}/rest/v1/rpc/set_booking_hours`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ hours }),
  });
  if (saved.status === 401 || saved.status === 403) return answer(403, { error: "forbidden", message: "Only the service role sets the booking hours" });
  if (!saved.ok) return answer(502, { error: "database_error", message: `The booking hours could not be saved (${saved.status}): ${(await saved.text()).slice(0, 300)}` });
  return answer(200, { days: Object.keys(hours).length });
}
