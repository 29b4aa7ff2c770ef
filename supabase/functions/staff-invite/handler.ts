/**
 * staff-invite: an admin invites a colleague by e-mail, from /admin/users.
 *
 * Request:  POST { "email": "...", "role": "admin" | "editor" | "author", "full_name"?: "..." } with
 *           the admin's session (Authorization: Bearer <access token>).
 * Answers:  200 { "user": { id, email } } — the invitation is on its way
 *           400 invalid body · 401 no session · 403 not an admin (or aal2 missing) · 409 the address
 *           already has an account · 429 too many e-mails · 502 the auth service failed
 *
 * The invitation itself is Supabase Auth's (`POST /auth/v1/invite`, which needs the service role
 * key, set by Supabase for every function as SUPABASE_SERVICE_ROLE_KEY): Supabase sends the e-mail
 * with its "Invite user" template (locally the emulator sends it to the mail catcher). The link
 * leads to /admin/accept-invite, where the person chooses a password. The role is then given with
 * the admin's own token (`set_staff_role`), so Postgres checks the admin and the audit log names them.
 */
import { answer, staffRequest } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const ROLES = ["admin", "editor", "author"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default async function handler(req: Request): Promise<Response> {
  const request = await staffRequest(req, "Only admins invite staff", "is_admin");
  if (request instanceof Response) return request;
  const { body, rest: asCaller } = request;

  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  const role = typeof body.role === "string" ? body.role : "";
  const fullName = typeof body.full_name === "string" ? body.full_name.trim().slice(0, 200) : "";
  if (!EMAIL.test(email) || email.length > 254) return answer(400, { error: "invalid_body", message: "A valid e-mail address is required" });
  if (!(ROLES as readonly string[]).includes(role)) return answer(400, { error: "invalid_body", message: "role must be admin, editor or author" });

  const supabaseUrl = Deno.env.get("SUPABASE_URL")!;
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  const siteUrl = (Deno.env.get("SITE_URL") ?? "").replace(/\/+$/, "");
  if (!serviceKey) return answer(500, { error: "not_configured", message: "SUPABASE_SERVICE_ROLE_KEY is not set" });

  const redirectTo = `${siteUrl}/admin/accept-invite`;
  const invited = await fetch(`${supabaseUrl}/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
    body: JSON.stringify({ email, data: fullName ? { full_name: fullName } : {} }),
  });
  const result = (await invited.json().catch(() => ({}))) as { id?: string; email?: string; code?: string; message?: string };
  if (invited.status === 422 && result.code === "email_exists") return answer(409, { error: "email_exists", message: "This address already has an account" });
  if (invited.status === 429) return answer(429, { error: "rate_limited", message: result.message ?? "Too many e-mails; try again later" });
  if (!invited.ok || !result.id) {
    console.error(`staff-invite: the auth service answered ${invited.status}: ${result.message ?? ""}`);
    return answer(502, { error: "invite_failed", message: "The invitation could not be sent" });
  }

  const granted = await asCaller("rpc/set_staff_role", { method: "POST", body: JSON.stringify({ target: result.id, new_role: role }) });
  if (!granted.ok) {
    const detail = (await granted.json().catch(() => ({}))) as { message?: string };
    return answer(granted.status === 401 || granted.status === 403 ? 403 : 502, { error: "role_not_set", message: detail.message ?? "The role could not be given" });
  }
  return answer(200, { user: { id: result.id, email } });
}
