/**
 * Images staff upload to a public storage bucket (blog covers, partner logos): the checks before
 * sending, the object path `<uid>/<timestamp>.<ext>` (the user's folder, as the spec's uploads are
 * named; the image-upload function makes it), the upload, and the way back from a public URL to its
 * object for removal.
 */
import type { SupabaseClient } from "@supabase/supabase-js";

/** The raster types the site accepts, with their extension (no SVG: it can carry script). */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
};

export type ImageProblem = "type" | "tooLarge" | "empty";

/** Why a file cannot be uploaded (or null when it can). */
export function checkImageFile(file: Pick<File, "type" | "size">, { maxBytes, types = IMAGE_TYPES }: { maxBytes: number; types?: Readonly<Record<string, string>> }): ImageProblem | null {
  if (!(file.type in types)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > maxBytes) return "tooLarge";
  return null;
}

export function imagePath(userId: string, file: Pick<File, "type">, now: number = Date.now(), types: Readonly<Record<string, string>> = IMAGE_TYPES): string {
  const ext = types[file.type];
  if (!ext) throw new Error(`Not an image type the site accepts: ${file.type || "unknown"}`);
  return `${userId}/${now}.${ext}`;
}

/**
 * Uploads through the image-upload function, which checks that the bytes are an image of an accepted
 * type (not the declared type: an SVG sent as image/png is refused) and stores it in the user's folder
 * (docs/decisions/0037-supabase-hardening.md); returns the public URL.
 */
export async function uploadPublicImage(supabase: SupabaseClient, bucket: string, file: File): Promise<string> {
  const form = new FormData();
  form.set("bucket", bucket);
  form.set("file", file);
  const { data, error } = await supabase.functions.invoke<{ path: string }>("image-upload", { body: form });
  if (error || !data?.path) {
    const context = (error as { context?: unknown } | null)?.context;
    const detail = context instanceof Response ? ((await context.json().catch(() => ({}))) as { message?: string }).message : undefined;
    throw new Error(`Could not upload the image: ${detail ?? error?.message ?? "no path came back"}`);
  }
  return supabase.storage.from(bucket).getPublicUrl(data.path).data.publicUrl;
}

/** The object path inside `bucket` of one of its public URLs, or null for any other URL. */
export function publicObjectPath(url: string | null, bucket: string): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${bucket}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  try {
    return decodeURIComponent(url.slice(at + marker.length).split(/[?#]/)[0] ?? "") || null;
  } catch {
    return null;
  }
}
