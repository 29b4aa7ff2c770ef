import type { SupabaseClient } from "@supabase/supabase-js";
import { getConfig } from "~/lib/env";
import type { TextTranslations } from "~/lib/staff-translations";

/** The spec's limits (section 9): under 10 MB; PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX. The server checks them again, by content. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx"] as const;
export const LIMITS = { title: 300, description: 5000 } as const;
/** Managing offers the spec's three categories first (default whitepapers) and the center's other three. */
export const CATEGORIES = ["whitepapers", "casestudies", "templates", "policies", "guidelines", "procedures"] as const;
export const VISIBILITIES = ["public", "internal"] as const;

/** The texts of a resource stored in five languages (English in title and description, the others in i18n). */
export const RESOURCE_TEXTS = ["title", "description"] as const;
export type ResourceText = (typeof RESOURCE_TEXTS)[number];

export type ResourceStatus = "pending" | "approved" | "rejected";

export interface AdminResource {
  id: string;
  title: string;
  description: string;
  category: (typeof CATEGORIES)[number];
  visibility: (typeof VISIBILITIES)[number];
  /** The document's language. */
  language: string;
  /** The title and description in fr, ru, ar, fa: {"ar": {"title": "…"}}. */
  i18n?: TextTranslations<ResourceText>;
  file_path: string;
  file_name: string;
  file_type: string;
  file_size: number;
  status: ResourceStatus;
  download_count: number;
  created_at: string;
  updated_at: string;
  author: { full_name: string | null } | null;
}

const COLUMNS = "id,title,description,category,visibility,language,i18n,file_path,file_name,file_type,file_size,status,download_count,created_at,updated_at,author:profiles!resources_author_id_fkey(full_name)";

export async function listResources(supabase: SupabaseClient): Promise<AdminResource[]> {
  const { data, error } = await supabase.from("resources").select(COLUMNS).order("created_at", { ascending: false });
  if (error) throw new Error(`Could not load the resources: ${error.message}`);
  return (data ?? []) as unknown as AdminResource[];
}

/** An admin's review of a pending resource (the database refuses anyone else). */
export async function reviewResource(supabase: SupabaseClient, id: string, status: "approved" | "rejected"): Promise<void> {
  const { data, error } = await supabase.from("resources").update({ status }).eq("id", id).select("id");
  if (error || !data?.length) throw new Error(`Could not review the resource: ${error?.message ?? "no row"}`);
}

export async function deleteResource(supabase: SupabaseClient, id: string): Promise<void> {
  const { error } = await supabase.functions.invoke("resource-delete", { body: { id } });
  if (error) throw new Error(`Could not delete the resource: ${error.message}`);
}

export type FormErrors = Partial<Record<"title" | "description" | "file", string>>;

/** The spec's rules: title and description required; a file required to create, under 10 MB. */
export function validateResource(values: { title: string; description: string; file: File | null; creating: boolean }): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = "titleRequired";
  else if (values.title.trim().length > LIMITS.title) errors.title = "titleTooLong";
  if (!values.description.trim()) errors.description = "descriptionRequired";
  else if (values.description.trim().length > LIMITS.description) errors.description = "descriptionTooLong";
  if (!values.file && values.creating) errors.file = "fileRequired";
  else if (values.file && values.file.size > MAX_FILE_BYTES) errors.file = "fileTooLarge";
  return errors;
}

export interface SaveResult {
  status: number;
  body: { resource?: AdminResource; error?: string; problem?: string; field?: string; message?: string };
}

/**
 * Sends the form to the resource-save function with XMLHttpRequest (fetch cannot report upload
 * progress); `onProgress` gets 0..1 as the bytes leave.
 */
export function sendResource(form: FormData, token: string, onProgress: (share: number) => void): Promise<SaveResult> {
  const { url, anonKey } = getConfig().supabase;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${url}/functions/v1/resource-save`);
    xhr.setRequestHeader("apikey", anonKey);
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response ?? {}) as SaveResult["body"] });
    xhr.onerror = () => reject(new Error("The upload failed (network)"));
    xhr.onabort = () => reject(new Error("The upload was cancelled"));
    xhr.send(form);
  });
}
