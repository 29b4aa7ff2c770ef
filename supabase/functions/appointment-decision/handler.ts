/**
 * appointment-decision: staff confirm or decline a visitor's appointment request.
 *
 * Request:  POST { "id": "<submission uuid>", "decision": "confirmed" | "declined", "note"?: "<text>" }
 *           with the staff member's session (Authorization: Bearer <access token>).
 * Answers:  200 { "appointment": { id, appointment_status, appointment_decided_at } }
 *           400 invalid body · 401 no session · 403 not an admin or editor · 404 no such appointment
 *           409 already decided · 502 the e-mail could not be sent (nothing is saved)
 *           500 sent but not saved
 *
 * The visitor's e-mail (in their language, with the time on the firm's clock and its zone named) is
 * sent first; the decision is stored only after the provider accepted it. A confirmation carries the
 * calendar entry (.ics, METHOD:REQUEST), the "Add to Google Calendar / Outlook" links and a link to
 * manage the appointment (a token issued as the caller). Postgres then queues the firm's notice. Declining frees the slot for the
 * public form (the slot index and booked_slots() leave declined appointments out). Database calls
 * carry the caller's token: row-level security and the status trigger decide.
 */
import type { Decision } from "../_shared/appointment-email.ts";
import { type AppointmentRow, visitorAppointmentMail } from "../_shared/appointment-mail.ts";
import { MailError, sendMail } from "../_shared/mail.ts";
import { answer, staffRequest, UUID } from "../_shared/staff-request.ts";


export const NOTE_MAX = 2_000;
const DECISIONS: readonly Decision[] = ["confirmed", "declined"];

type Appointment = AppointmentRow;

export default async function handler(req: Request): Promise<Response> {
  const request = await staffRequest(req, "Only admins and editors decide appointments");
  if (request instanceof Response) return request;
  const { body, rest } = request;

  const id = typeof body.id === "string" ? body.id : "";
  const decision = DECISIONS.find((d) => d === body.decision);
  const note = typeof body.note === "string" ? body.note.trim() : "";
  if (!UUID.test(id)) return answer(400, { error: "invalid_body", message: "id must be a submission id" });
  if (!decision) return answer(400, { error: "invalid_body", message: 'decision must be "confirmed" or "declined"' });
  if (note.length > NOTE_MAX) return answer(400, { error: "invalid_body", message: `The note is longer than ${NOTE_MAX} characters` });

  const found = await rest(
    `contact_submissions?id=eq.${id}&kind=eq.appointment&select=id,language,name,email,phone,service,appointment_starts_at,appointment_ends_at,appointment_status,appointment_sequence,appointment_decided_at`,
  );
  if (!found.ok) return answer(502, { error: "database_error", message: `The appointment could not be read (${found.status})` });
  const appointment = ((await found.json()) as Appointment[])[0];
  if (!appointment) return answer(404, { error: "not_found", message: "No such appointment" });
  if (appointment.appointment_status !== "requested") {
    return answer(409, { error: "already_decided", message: `This appointment has been ${appointment.appointment_status} already` });
  }
  if (!appointment.email) return answer(400, { error: "no_address", message: "The appointment has no e-mail address" });

  let token: string | undefined;
  if (decision === "confirmed") {
    const issued = await rest("rpc/issue_appointment_token", { method: "POST", body: JSON.stringify({ appointment: id }) });
    if (!issued.ok) return answer(502, { error: "database_error", message: `The link to manage the appointment could not be made (${issued.status})` });
    token = (await issued.json()) as string;
  }
  try {
    const mail = await visitorAppointmentMail(decision, appointment, { token, note });
    await sendMail(mail);
  } catch (error) {
    console.error(error instanceof MailError ? error.message : error);
    return answer(502, { error: "send_failed", message: "The e-mail could not be sent; the appointment is unchanged" });
  }

  // Only from requested: two staff deciding at once cannot both store a decision.
  const saved = await rest(`contact_submissions?id=eq.${id}&appointment_status=eq.requested&select=id,appointment_status,appointment_decided_at`, {
    method: "PATCH",
    headers: { Prefer: "return=representation" },
    body: JSON.stringify({ appointment_status: decision }),
  });
  const rows = saved.ok ? ((await saved.json()) as unknown[]) : [];
  if (!saved.ok || rows.length !== 1) {
    console.error(`appointment-decision: e-mail sent to ${appointment.email} but the decision was not saved (${saved.status})`);
    return answer(500, { error: "sent_not_saved", message: "The e-mail was sent, but the decision could not be saved" });
  }
  return answer(200, { appointment: rows[0] });
}
