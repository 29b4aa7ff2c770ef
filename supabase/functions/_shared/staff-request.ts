/**
 * What every staff-only function does before its own work: CORS, the JSON body, and the check that
 * the caller is signed in as an admin or editor. Database calls go through `rest`, which carries
 * the caller's own token, so row-level security decides what they may read and change; the
 * functions hold no key that could do more.
 */
declare const Deno: { env: { get(name: string): string | undefined } };

export const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, "Content-Type": "application/json" } });
}

export interface StaffRequest {
  body: Record<string, unknown>;
  /** A PostgREST call (`/rest/v1/<path>`) with the caller's token. */
  rest: (path: string, init?: RequestInit) => Promise<Response>;
}

/**
 * null when the caller's session satisfies two-factor sign-in (public.mfa_satisfied(): an aal2
 * session, or a staff member without a verified factor while the firm does not require 2FA);
 * otherwise the 403 `aal2_required` to send. Every function acting for staff asks this before
 * doing anything, so a password alone sends no e-mail and creates nothing (issue 26, decision 0037).
 */
export async function requireSecondFactor(rest: StaffRequest["rest"]): Promise<Response | null> {
  const satisfied = await rest("rpc/mfa_satisfied", { method: "POST", body: "{}" });
  if (satisfied.ok && (await satisfied.json()) === true) return null;
  if (!satisfied.bodyUsed) await satisfied.body?.cancel();
  return answer(403, { error: "aal2_required", message: "Sign in with your second factor first" });
}

/**
 * Either the request of a signed-in admin or editor (`check` is_editor) or admin (is_admin), or the
 * answer to send back: 204 to a preflight, 405, 400 (not JSON), 401 (no or invalid session), 403
 * (not that role, or `aal2_required`: the person has a second factor, or the firm requires one, and
 * the session was not raised with it).
 */
export async function staffRequest(req: Request, forbidden: string, check: "is_editor" | "is_admin" = "is_editor"): Promise<StaffRequest | Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });

  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  if (!supabaseUrl || !anonKey) return answer(500, { error: "not_configured", message: "SUPABASE_URL and SUPABASE_ANON_KEY are not set" });

  const authorization = req.headers.get("authorization") ?? "";
  if (!/^Bearer \S+$/.test(authorization)) return answer(401, { error: "unauthorized", message: "Sign in first" });
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${supabaseUrl}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json", ...(init.headers ?? {}) },
    });

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return answer(400, { error: "invalid_body", message: "The body is not JSON" });
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return answer(400, { error: "invalid_body", message: "The body must be a JSON object" });

  const role = await rest(`rpc/${check}`, { method: "POST", body: "{}" });
  if (role.status === 401) return answer(401, { error: "unauthorized", message: "The session is not valid" });
  if (!role.ok || (await role.json()) !== true) return answer(403, { error: "forbidden", message: forbidden });
  const weak = await requireSecondFactor(rest);
  if (weak) return weak;

  return { body: body as Record<string, unknown>, rest };
}
