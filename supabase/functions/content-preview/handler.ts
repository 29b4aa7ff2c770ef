/**
 * content-preview: Contentful drafts for the site's preview mode, to signed-in editors only.
 *
 * The Content Preview API token reads every draft, so it is a function secret
 * (CONTENTFUL_PREVIEW_TOKEN) and never reaches the browser. The site's preview mode sends each
 * content request it would have sent to the Delivery API here instead; the function checks that
 * the caller is signed in as an editor or admin (public.is_editor(), decision 0009), then asks
 * the Preview API and passes its answer back unchanged.
 *
 * Request:  POST { "path": "entries" | "entries/<id>" | "assets" | "assets/<id>" |
 *                          "content_types" | "content_types/<id>" | "locales",
 *                  "query": "<the Delivery API query string, e.g. content_type=principle&locale=fr>" }
 *           with the staff member's session (Authorization: Bearer <access token>).
 * Answers:  the Preview API's status and JSON (200 with the entries, 400/404 its errors)
 *           400 invalid body or path · 401 no session · 403 not an editor or admin
 *           500 not configured · 502 the Preview API could not be reached
 * Every answer says `Cache-Control: private, no-store`: no cache keeps a draft.
 *
 * Secrets and settings: CONTENTFUL_PREVIEW_TOKEN, CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT
 * (default master), CONTENTFUL_PREVIEW_URL (default https://preview.contentful.com; the local
 * stack points it at its emulator).
 */
import { corsHeaders, staffRequest } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

/** What the site reads: entries, assets, content types (one or all) and the locales. */
const PATH = /^(?:(?:entries|assets|content_types)(?:\/[A-Za-z0-9._-]{1,64})?|locales)$/;
export const QUERY_MAX = 4000;
const TIMEOUT_MS = 15_000;

function reply(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json", "Cache-Control": "private, no-store" },
  });
}

const fail = (status: number, error: string, message: string) => reply(status, JSON.stringify({ error, message }));

export default async function handler(req: Request): Promise<Response> {
  const request = await staffRequest(req, "Only editors and admins preview drafts");
  if (request instanceof Response) {
    request.headers.set("Cache-Control", "private, no-store");
    return request;
  }
  const { body } = request;

  const path = typeof body.path === "string" ? body.path : "";
  const query = typeof body.query === "string" ? body.query : "";
  if (!PATH.test(path)) return fail(400, "invalid_path", "path must be entries, assets or content_types (optionally /<id>), or locales");
  if (query.length > QUERY_MAX) return fail(400, "invalid_query", `The query is longer than ${QUERY_MAX} characters`);

  const token = Deno.env.get("CONTENTFUL_PREVIEW_TOKEN");
  const space = Deno.env.get("CONTENTFUL_SPACE_ID");
  const environment = Deno.env.get("CONTENTFUL_ENVIRONMENT") || "master";
  const base = (Deno.env.get("CONTENTFUL_PREVIEW_URL") || "https://preview.contentful.com").replace(/\/+$/, "");
  if (!token || !space) return fail(500, "not_configured", "CONTENTFUL_PREVIEW_TOKEN and CONTENTFUL_SPACE_ID are not set");

  const params = new URLSearchParams(query);
  params.delete("access_token"); // the function's own token is the only one used
  const search = params.toString();
  const url = `${base}/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/${path}${search ? `?${search}` : ""}`;
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    console.error(`content-preview: the Preview API could not be reached: ${(error as Error).message}`);
    return fail(502, "preview_unreachable", "The Preview API could not be reached");
  }
  const text = await upstream.text();
  if (upstream.status === 401) {
    // A wrong or revoked preview token is the deployment's problem, not the caller's session.
    console.error("content-preview: the Preview API refused CONTENTFUL_PREVIEW_TOKEN");
    return fail(502, "preview_refused", "The Preview API refused the function's token");
  }
  return reply(upstream.status, text);
}
