/**
 * resource-delete: staff delete a resource and its file.
 *
 * Request:  POST { "id": "<resource uuid>" } with the session of an admin or editor.
 * Answers:  200 { deleted: id } · 400 invalid body · 401 no session · 403 not an admin or editor
 *           404 no such resource · 502 storage or database (nothing changed)
 *
 * As the spec orders: the stored file first, then the row. Neither is left without the other: the
 * file's bytes are kept in memory while the row is deleted (with the caller's own token, so RLS
 * decides), and put back if the row cannot be deleted.
 */
import { answer, readObject, removeObject, requireEditor, resourceCaller, resourceCors, storeObject } from "../_shared/resource-request.ts";
import { DOCUMENT_TYPES, isDocumentType } from "../_shared/resource-file.ts";
import { UUID } from "../_shared/staff-request.ts";

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: resourceCors });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const caller = resourceCaller(req);
  if (caller instanceof Response) return caller;
  const denied = await requireEditor(caller, "Only admins and editors manage resources");
  if (denied) return denied;

  const body = (await req.json().catch(() => null)) as { id?: unknown } | null;
  const id = typeof body?.id === "string" ? body.id : "";
  if (!UUID.test(id)) return answer(400, { error: "invalid_body", message: "id must be a resource id" });

  const found = await caller.rest(`resources?id=eq.${id}&select=id,file_path,file_type`);
  if (!found.ok) return answer(502, { error: "database_error", message: `The resource could not be read (${found.status})` });
  const row = ((await found.json()) as { id: string; file_path: string; file_type: string }[])[0];
  if (!row) return answer(404, { error: "not_found", message: "No such resource" });

  let backup: Uint8Array | null;
  try {
    backup = await readObject(caller, row.file_path);
    if (backup) await removeObject(caller, row.file_path);
  } catch (error) {
    console.error("resource-delete:", error);
    return answer(502, { error: "storage_error", message: "The file could not be removed" });
  }

  const deleted = await caller.rest(`resources?id=eq.${id}&select=id`, { method: "DELETE", headers: { Prefer: "return=representation" } });
  const gone = deleted.ok ? ((await deleted.json()) as unknown[]).length === 1 : false;
  if (!gone) {
    console.error(`resource-delete: the row of ${id} could not be deleted (${deleted.status}); putting its file back`);
    if (backup) {
      const type = isDocumentType(row.file_type) ? DOCUMENT_TYPES[row.file_type] : "application/octet-stream";
      await storeObject(caller, row.file_path, backup, type).catch((error: unknown) => console.error("resource-delete: the file could not be put back:", error));
    }
    return answer(502, { error: "database_error", message: "The resource could not be deleted" });
  }
  return answer(200, { deleted: id });
}
