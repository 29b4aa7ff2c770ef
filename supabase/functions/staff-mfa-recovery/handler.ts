/**
 * staff-mfa-recovery: a staff member who lost their authenticator signs in with their password
 * (an aal1 session) and gives one of their recovery codes; the code is consumed under their own
 * token (`use_mfa_recovery_code`), then their TOTP factors are removed through Supabase Auth's admin
 * API (service role). They sign in with the password alone and enrol a new authenticator.
 *
 * Request:  POST { "code": "abcde-fghjk" } with the session (Authorization: Bearer <access token>).
 * Answers:  200 { "removed": <number of factors> } · 400 invalid body · 401 no session
 *           403 wrong or used code · 502 the auth service failed
 */
import { answer, corsHeaders } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!supabaseUrl || !anonKey || !serviceKey) return answer(500, { error: "not_configured" });
  const authorization = req.headers.get("authorization") ?? "";
  if (!/^Bearer \S+$/.test(authorization)) return answer(401, { error: "unauthorized", message: "Sign in first" });

  let code = "";
  try {
    const body = (await req.json()) as { code?: unknown };
    code = typeof body.code === "string" ? body.code.trim().toLowerCase() : "";
  } catch {
    return answer(400, { error: "invalid_body", message: "The body is not JSON" });
  }
  if (!/^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(code)) return answer(400, { error: "invalid_body", message: "A recovery code looks like abcde-fghjk" });
  const formatted = code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`;

  const me = await fetch(`${supabaseUrl}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: authorization } });
  if (!me.ok) return answer(401, { error: "unauthorized", message: "The session is not valid" });
  const user = (await me.json()) as { id: string };

  const used = await fetch(`${supabaseUrl}/rest/v1/rpc/use_mfa_recovery_code`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
    body: JSON.stringify({ code: formatted }),
  });
  if (!used.ok || (await used.json()) !== true) return answer(403, { error: "invalid_code", message: "This recovery code is wrong or was used already" });

  const admin = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
  const listed = await fetch(`${supabaseUrl}/auth/v1/admin/users/${user.id}/factors`, { headers: admin });
  if (!listed.ok) return answer(502, { error: "auth_failed", message: "The factors could not be read" });
  const factors = (await listed.json()) as { id: string }[];
  for (const factor of factors) {
    const removed = await fetch(`${supabaseUrl}/auth/v1/admin/users/${user.id}/factors/${factor.id}`, { method: "DELETE", headers: admin });
    if (!removed.ok) return answer(502, { error: "auth_failed", message: "A factor could not be removed" });
  }
  return answer(200, { removed: factors.length });
}
