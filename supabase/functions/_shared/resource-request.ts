/**
 * What the resource functions share: the caller's REST access (their own token, so row-level
 * security decides what they read and change), the editor check, and the private bucket's storage
 * calls made with the service role — nobody else may write resources-private (decision 0015): a
 * file gets there only after the checks of resource-save.
 */
import { answer, corsHeaders, requireSecondFactor } from "./staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const RESOURCE_BUCKET = "resources-private";

export const resourceCors = {
  ...corsHeaders,
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Expose-Headers": "Content-Disposition, X-Download-Count",
};

export interface ResourceCaller {
  supabaseUrl: string;
  /** The caller's Authorization header, or the anon key's when they sent none. */
  authorization: string;
  anonKey: string;
  serviceKey: string;
  /** A PostgREST call (`/rest/v1/<path>`) with the caller's token. */
  rest: (path: string, init?: RequestInit) => Promise<Response>;
  /** A Storage API call (`/storage/v1/<path>`) with the service role. */
  serviceStorage: (path: string, init?: RequestInit) => Promise<Response>;
}

/** The caller, or the 500 to send when the function is not configured. */
export function resourceCaller(req: Request): ResourceCaller | Response {
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!supabaseUrl || !anonKey || !serviceKey) {
    return answer(500, { error: "not_configured", message: "SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must be set" });
  }
  const given = req.headers.get("authorization") ?? "";
  const authorization = /^Bearer \S+$/.test(given) ? given : `Bearer ${anonKey}`;
  return {
    supabaseUrl,
    authorization,
    anonKey,
    serviceKey,
    rest: (path, init = {}) =>
      fetch(`${supabaseUrl}/rest/v1/${path}`, {
        ...init,
        headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json", ...(init.headers ?? {}) },
      }),
    serviceStorage: (path, init = {}) =>
      fetch(`${supabaseUrl}/storage/v1/${path}`, { ...init, headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, ...(init.headers ?? {}) } }),
  };
}

/** null when the caller is an admin or editor with two-factor sign-in satisfied; otherwise the 401/403 to send. */
export async function requireEditor(caller: ResourceCaller, forbidden: string): Promise<Response | null> {
  if (caller.authorization === `Bearer ${caller.anonKey}`) return answer(401, { error: "unauthorized", message: "Sign in first" });
  const role = await caller.rest("rpc/is_editor", { method: "POST", body: "{}" });
  if (role.status === 401) return answer(401, { error: "unauthorized", message: "The session is not valid" });
  if (!role.ok || (await role.json()) !== true) return answer(403, { error: "forbidden", message: forbidden });
  return requireSecondFactor(caller.rest);
}

const objectPath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** Stores bytes at `path` (never over an existing object). */
export async function storeObject(caller: ResourceCaller, path: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const response = await caller.serviceStorage(`object/${RESOURCE_BUCKET}/${objectPath(path)}`, {
    method: "POST",
    headers: { "Content-Type": contentType, "x-upsert": "false", "cache-control": "max-age=3600" },
    body: bytes as BodyInit,
  });
  if (!response.ok) throw new Error(`storing ${path} failed: ${response.status} ${await response.text()}`);
}

/** The stored bytes of `path` (service role), or null when there is no such object. */
export async function readObject(caller: ResourceCaller, path: string): Promise<Uint8Array | null> {
  const response = await caller.serviceStorage(`object/authenticated/${RESOURCE_BUCKET}/${objectPath(path)}`);
  if (response.status === 400 || response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`reading ${path} failed: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Removes the object at `path`; true when it was there. */
export async function removeObject(caller: ResourceCaller, path: string): Promise<boolean> {
  const response = await caller.serviceStorage(`object/${RESOURCE_BUCKET}`, {
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ prefixes: [path] }),
  });
  if (!response.ok) throw new Error(`removing ${path} failed: ${response.status}`);
  const removed = (await response.json()) as unknown[];
  return Array.isArray(removed) && removed.length > 0;
}

export { answer };
