/**
 * The resource center's calls, as plain fetches with the caller's token (the anon key for a visitor,
 * a staff member's access token on the Internal tab): the counted download through the
 * resource-download function, short-lived signed URLs of files in the private bucket, and the text
 * extract a DOCX or XLSX preview shows. Row-level security decides what each token may reach.
 */
import { getConfig } from "~/lib/env";
import { type CenterResource, RESOURCE_COLUMNS } from "./catalogue";
import { retryableImport } from "~/lib/retry-import";

/** Lazily, and never requested offline (a failed chunk would stay failed for the forms too: retry-import.ts). */
const loadSupabaseModule = retryableImport(() => import("~/lib/supabase"));

export const RESOURCE_BUCKET = "resources-private";
/** How long a signed URL lives: long enough to start a preview or a download, no longer. */
export const SIGNED_URL_SECONDS = 60;

function headers(token: string | null): Record<string, string> {
  const { anonKey } = getConfig().supabase;
  return { apikey: anonKey, Authorization: `Bearer ${token ?? anonKey}` };
}

/** The file name of a Content-Disposition header (its UTF-8 form first). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The counted download: the file is saved and the new download count returned (null if unknown). */
export async function downloadCounted(resource: Pick<CenterResource, "id" | "file_type">, token: string | null = null): Promise<number | null> {
  const { url } = getConfig().supabase;
  const response = await fetch(`${url}/functions/v1/resource-download?id=${encodeURIComponent(resource.id)}`, { headers: headers(token) });
  if (!response.ok) throw new Error(`The download failed (${response.status})`);
  const blob = await response.blob();
  saveBlob(blob, dispositionName(response.headers.get("content-disposition")) ?? `document.${resource.file_type}`);
  const count = Number(response.headers.get("x-download-count"));
  return Number.isFinite(count) && response.headers.has("x-download-count") ? count : null;
}

/** A signed URL of the file (RLS decides whether the token may have one); `download` names an attachment. */
export async function signedFileUrl(path: string, token: string | null, download?: string): Promise<string> {
  const { url } = getConfig().supabase;
  const object = path.split("/").map(encodeURIComponent).join("/");
  const response = await fetch(`${url}/storage/v1/object/sign/${RESOURCE_BUCKET}/${object}`, {
    method: "POST",
    headers: { ...headers(token), "Content-Type": "application/json" },
    body: JSON.stringify({ expiresIn: SIGNED_URL_SECONDS }),
  });
  if (!response.ok) throw new Error(`No signed URL for this file (${response.status})`);
  const { signedURL } = (await response.json()) as { signedURL: string };
  const signed = new URL(`${url}/storage/v1${signedURL}`);
  if (download !== undefined) signed.searchParams.set("download", download);
  return signed.toString();
}

/** An internal document's download, for staff: a short-lived signed URL that answers with an attachment. */
export async function downloadSigned(resource: Pick<CenterResource, "file_path" | "title" | "file_type">, token: string): Promise<void> {
  const stem = resource.title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80) || "document";
  const link = document.createElement("a");
  link.href = await signedFileUrl(resource.file_path, token, `${stem}.${resource.file_type}`);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** The text extract of a DOCX, XLSX or PPTX (null when it has none). */
export async function previewText(id: string, token: string | null): Promise<string | null> {
  const { url } = getConfig().supabase;
  const response = await fetch(`${url}/rest/v1/resources?select=preview_text&id=eq.${encodeURIComponent(id)}`, { headers: headers(token) });
  if (!response.ok) throw new Error(`The preview could not be loaded (${response.status})`);
  const rows = (await response.json()) as { preview_text: string | null }[];
  return rows[0]?.preview_text ?? null;
}

/** A supabase-js session kept by the portal in this browser (checked before loading supabase-js at all). */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      if (/^sb-.+-auth-token$/.test(window.localStorage.key(i) ?? "")) return true;
    }
  } catch {
    // storage unavailable
  }
  return false;
}

export interface StaffAccess {
  token: string;
  internal: CenterResource[];
}

/**
 * For a signed-in staff member: their token and the approved internal documents (RLS returns
 * internal rows to staff only). Null for everyone else — the Internal tab is not shown to them.
 */
export async function loadStaffAccess(): Promise<StaffAccess | null> {
  if (!hasStoredSession()) return null;
  const { getSupabase } = await loadSupabaseModule();
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return null;
  const staff = await supabase.rpc("is_staff");
  if (staff.error || staff.data !== true) return null;
  const rows = await supabase.from("resources").select(RESOURCE_COLUMNS).eq("visibility", "internal").eq("status", "approved").order("updated_at", { ascending: false });
  if (rows.error) throw new Error(`The internal documents could not be loaded: ${rows.error.message}`);
  return { token, internal: (rows.data ?? []) as CenterResource[] };
}
