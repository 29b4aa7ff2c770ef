/**
 * resource-save: staff create or edit a resource, with its file.
 *
 * Request:  POST multipart/form-data with the session of an admin or editor:
 *             id?          the resource to edit (absent: create)
 *             title, description, category, visibility
 *             language     the document's language (en, fr, ru, ar, fa; absent: en when creating, unchanged when editing)
 *             i18n         the title and description in fr, ru, ar, fa, as JSON: {"ar": {"title": "…", "description": "…"}}
 *                          (absent: none when creating, unchanged when editing; the table's check refuses a malformed one)
 *             file         the document (required to create; optional to edit)
 * Answers:  201 { resource } created · 200 { resource } edited — pending either way
 *           400 { error: "invalid_field", field } · 400/413 { error: "file_refused", problem, detected? }
 *           401 no session · 403 not an admin or editor · 404 no such resource · 502 storage or database
 *
 * The file is checked here, by its content: under 10 MB, one name extension of PDF, DOC, DOCX, XLS,
 * XLSX, PPT or PPTX (no double extension), and magic bytes of that same type (an .exe renamed .pdf
 * is refused). Nothing is stored when a check fails. A checked file is stored by the service role in
 * resources-private under a name made here (<uuid>.<type>); the row is written with the caller's own
 * token (RLS: admins and editors; the trigger sets pending). If the row cannot be written the new
 * file is removed again, and an edit's old file is removed only once the row points at the new one.
 */
import { checkDocument, extractPreviewText, type FileProblem, RESOURCE_LIMITS } from "../_shared/resource-file.ts";
import { answer, removeObject, requireEditor, resourceCaller, resourceCors, storeObject } from "../_shared/resource-request.ts";
import { UUID } from "../_shared/staff-request.ts";

export const CATEGORIES = ["whitepapers", "casestudies", "templates", "policies", "guidelines", "procedures"] as const;
export const VISIBILITIES = ["public", "internal"] as const;
export const DOCUMENT_LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;
const COLUMNS = "id,title,description,category,visibility,language,i18n,file_name,file_type,file_size,status,download_count,created_at,updated_at,author_id";

/** Room for the form fields around the largest file a request may carry. */
const MAX_REQUEST_BYTES = RESOURCE_LIMITS.maxBytes + 256 * 1024;

export const PROBLEM_MESSAGES: Record<FileProblem, string> = {
  empty: "Please select a file",
  tooLarge: "File size must be less than 10MB",
  extension: "Only PDF, DOC, DOCX, XLS, XLSX, PPT and PPTX files are accepted",
  doubleExtension: "File names with two extensions (such as report.pdf.exe) are not accepted",
  executable: "This file is a program, not a document",
  content: "The file's content is not a PDF, Word, Excel or PowerPoint document",
  mismatch: "The file's content does not match its extension",
};

function refused(problem: FileProblem, detected?: string): Response {
  return answer(problem === "tooLarge" ? 413 : 400, { error: "file_refused", problem, message: PROBLEM_MESSAGES[problem], ...(detected ? { detected } : {}) });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: resourceCors });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const caller = resourceCaller(req);
  if (caller instanceof Response) return caller;
  const denied = await requireEditor(caller, "Only admins and editors manage resources");
  if (denied) return denied;

  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) return refused("tooLarge");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return answer(400, { error: "invalid_body", message: "The body must be multipart/form-data" });
  }

  const id = text(form, "id");
  if (id && !UUID.test(id)) return answer(400, { error: "invalid_field", field: "id", message: "id must be a resource id" });
  const fields = {
    title: text(form, "title"),
    description: text(form, "description"),
    category: text(form, "category"),
    visibility: text(form, "visibility"),
  };
  if (!fields.title || fields.title.length > RESOURCE_LIMITS.title) return answer(400, { error: "invalid_field", field: "title", message: `The title is required (at most ${RESOURCE_LIMITS.title} characters)` });
  if (!fields.description || fields.description.length > RESOURCE_LIMITS.description) {
    return answer(400, { error: "invalid_field", field: "description", message: `The description is required (at most ${RESOURCE_LIMITS.description} characters)` });
  }
  if (!(CATEGORIES as readonly string[]).includes(fields.category)) return answer(400, { error: "invalid_field", field: "category", message: `category must be one of ${CATEGORIES.join(", ")}` });
  if (!(VISIBILITIES as readonly string[]).includes(fields.visibility)) return answer(400, { error: "invalid_field", field: "visibility", message: "visibility must be public or internal" });
  const language = text(form, "language") || (id ? undefined : "en");
  if (language !== undefined && !(DOCUMENT_LANGUAGES as readonly string[]).includes(language)) {
    return answer(400, { error: "invalid_field", field: "language", message: `language must be one of ${DOCUMENT_LANGUAGES.join(", ")}` });
  }

  let i18n: Record<string, unknown> | undefined;
  const translations = text(form, "i18n");
  if (translations) {
    try {
      const parsed: unknown = JSON.parse(translations);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      i18n = parsed as Record<string, unknown>;
    } catch {
      return answer(400, { error: "invalid_field", field: "i18n", message: 'i18n must be a JSON object: {"ar": {"title": "…", "description": "…"}}' });
    }
  }

  const upload = form.get("file");
  const file = upload instanceof File && (upload.size > 0 || upload.name) ? upload : null;
  if (!file && !id) return refused("empty");

  let previous: { file_path: string } | undefined;
  if (id) {
    const found = await caller.rest(`resources?id=eq.${id}&select=id,file_path`);
    if (!found.ok) return answer(502, { error: "database_error", message: `The resource could not be read (${found.status})` });
    previous = ((await found.json()) as { file_path: string }[])[0];
    if (!previous) return answer(404, { error: "not_found", message: "No such resource" });
  }

  let stored: { file_path: string; file_name: string; file_type: string; file_size: number; preview_text: string | null } | null = null;
  if (file) {
    if (file.size > RESOURCE_LIMITS.maxBytes) return refused("tooLarge");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = await checkDocument(file.name, bytes);
    if (!check.ok) return refused(check.problem, check.detected);
    const path = `${crypto.randomUUID()}.${check.type}`;
    try {
      await storeObject(caller, path, bytes, check.mime);
    } catch (error) {
      console.error("resource-save:", error);
      return answer(502, { error: "storage_error", message: "The file could not be stored" });
    }
    stored = { file_path: path, file_name: check.fileName, file_type: check.type, file_size: bytes.byteLength, preview_text: extractPreviewText(check.type, bytes) };
  }

  const row = { ...fields, ...(language ? { language } : {}), ...(i18n ? { i18n } : {}), ...(stored ?? {}) };
  const written = await caller.rest(id ? `resources?id=eq.${id}&select=${COLUMNS}` : `resources?select=${COLUMNS}`, {
    method: id ? "PATCH" : "POST",
    headers: { Prefer: "return=representation" },
    body: JSON.stringify(row),
  });
  const saved = written.ok ? ((await written.json()) as Record<string, unknown>[])[0] : undefined;
  if (!saved) {
    const detail = written.ok ? "no row" : `${written.status} ${await written.text()}`;
    console.error(`resource-save: the row could not be written: ${detail}`);
    if (stored) await removeObject(caller, stored.file_path).catch((error: unknown) => console.error("resource-save: the new file stays orphaned:", error));
    if (written.status === 400 && i18n) return answer(400, { error: "invalid_field", field: "i18n", message: "The translations were refused: languages fr, ru, ar, fa; title and description only, not blank, within the English limits" });
    return answer(written.status === 403 || written.status === 401 ? 403 : 502, { error: "database_error", message: "The resource could not be saved" });
  }
  if (stored && previous && previous.file_path !== stored.file_path) {
    // The row points at the new file: the old one goes.
    await removeObject(caller, previous.file_path).catch((error: unknown) => console.error(`resource-save: the old file ${previous.file_path} could not be removed:`, error));
  }
  return answer(id ? 200 : 201, { resource: saved });
}
