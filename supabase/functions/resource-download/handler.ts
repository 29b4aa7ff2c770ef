/**
 * resource-download: the counted download of a resource.
 *
 * Request:  GET ?id=<resource uuid> (or POST { "id": … }), with the anon key or a session.
 * Answers:  200 the file: its type, Content-Disposition: attachment with a safe name (the title's
 *           words in ASCII and the type's extension), X-Download-Count: the count after this one
 *           400 no valid id · 404 no resource the caller may read (or its file is missing)
 *
 * The resource and its file are read with the caller's own token: row-level security decides
 * (visitors get approved public resources only, staff everything). The download is then counted
 * once per visitor, document and Toronto day by count_resource_download(), which only the service
 * role may run: the visitor is a keyed hash of their network address and browser (the key is the
 * function's own secret; the address is never stored), so reloading or downloading again the same
 * day does not inflate the count.
 *
 * The download is also a goal of the site's analytics (decision 0039): record_download_goal(), which
 * only the service role may run, gets the visitor's address, browser and Do-Not-Track/Global Privacy
 * Control and stores the goal under the day's visitor hash of their page views — never for staff
 * (their session says so), never with the address.
 */
import { clientAddress, clientKey } from "../_shared/client-address.ts";
import { attachmentHeader, DOCUMENT_TYPES, isDocumentType, safeDownloadName } from "../_shared/resource-file.ts";
import { answer, RESOURCE_BUCKET, resourceCaller, resourceCors } from "../_shared/resource-request.ts";
import { UUID } from "../_shared/staff-request.ts";

interface Row {
  id: string;
  title: string;
  file_path: string;
  file_type: string;
  language: string;
}

/** The Toronto calendar day, as the database counts it. */
export function torontoDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** HMAC-SHA-256(key, day + address + browser) in hex. */
export async function visitorKey(key: string, day: string, address: string, userAgent: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmac = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", hmac, encoder.encode(`${day}\n${address}\n${userAgent}`));
  return Array.from(new Uint8Array(signature), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The download as an analytics goal, unless the caller is staff (decision 0039). */
async function recordGoal(caller: Exclude<ReturnType<typeof resourceCaller>, Response>, headers: Headers, language: string): Promise<void> {
  if (caller.authorization !== `Bearer ${caller.anonKey}`) {
    const staff = await caller.rest("rpc/is_staff", { method: "POST", body: "{}" });
    if (!staff.ok || (await staff.json()) !== false) return;
  }
  const goal = await fetch(`${caller.supabaseUrl}/rest/v1/rpc/record_download_goal`, {
    method: "POST",
    headers: { apikey: caller.serviceKey, Authorization: `Bearer ${caller.serviceKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      client_address: clientAddress(headers) ?? null,
      user_agent: headers.get("user-agent") ?? "",
      untracked: headers.get("dnt")?.trim() === "1" || headers.get("sec-gpc")?.trim() === "1",
      goal_language: ["en", "fr", "ru", "ar", "fa"].includes(language) ? language : null,
    }),
  });
  if (!goal.ok) console.error(`resource-download: the analytics goal failed: ${goal.status} ${await goal.text()}`);
  else await goal.body?.cancel();
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: resourceCors });
  if (req.method !== "GET" && req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const caller = resourceCaller(req);
  if (caller instanceof Response) return caller;

  let id = new URL(req.url).searchParams.get("id") ?? "";
  if (req.method === "POST") {
    const body = (await req.json().catch(() => null)) as { id?: unknown } | null;
    id = typeof body?.id === "string" ? body.id : "";
  }
  if (!UUID.test(id)) return answer(400, { error: "invalid_id", message: "id must be a resource id" });

  const found = await caller.rest(`resources?id=eq.${id}&select=id,title,file_path,file_type,language`);
  if (found.status === 401) return answer(401, { error: "unauthorized", message: "The session is not valid" });
  if (!found.ok) return answer(502, { error: "database_error", message: `The resource could not be read (${found.status})` });
  const row = ((await found.json()) as Row[])[0];
  if (!row || !isDocumentType(row.file_type)) return answer(404, { error: "not_found", message: "No such resource" });

  // The bytes, with the caller's token: storage RLS lets a visitor read approved public files only.
  const file = await fetch(`${caller.supabaseUrl}/storage/v1/object/authenticated/${RESOURCE_BUCKET}/${row.file_path.split("/").map(encodeURIComponent).join("/")}`, {
    headers: { apikey: caller.anonKey, Authorization: caller.authorization },
  });
  if (!file.ok) {
    await file.body?.cancel();
    return answer(404, { error: "file_missing", message: "The file of this resource is not available" });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());

  const headers: Record<string, string> = {
    ...resourceCors,
    "Content-Type": DOCUMENT_TYPES[row.file_type],
    "Content-Disposition": attachmentHeader(safeDownloadName(row.title, row.file_type)),
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  try {
    const visitor = await visitorKey(caller.serviceKey, torontoDay(), clientKey(clientAddress(req.headers)), req.headers.get("user-agent") ?? "");
    const counted = await fetch(`${caller.supabaseUrl}/rest/v1/rpc/count_resource_download`, {
      method: "POST",
      headers: { apikey: caller.serviceKey, Authorization: `Bearer ${caller.serviceKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ resource: row.id, visitor }),
    });
    if (counted.ok) headers["X-Download-Count"] = String(await counted.json());
    else console.error(`resource-download: counting ${row.id} failed: ${counted.status} ${await counted.text()}`);
  } catch (error) {
    // A failing counter does not stop the download.
    console.error("resource-download: counting failed:", error);
  }
  try {
    await recordGoal(caller, req.headers, row.language);
  } catch (error) {
    console.error("resource-download: the analytics goal failed:", error);
  }
  return new Response(bytes as BodyInit, { status: 200, headers });
}
