/**
 * image-upload: staff upload a blog cover (blog-images) or a partner logo (partner-logos).
 *
 * Request:  POST multipart/form-data with the caller's session:
 *             bucket   "blog-images" (any staff member) or "partner-logos" (admins and editors)
 *             file     the image
 * Answers:  201 { path } — the object in the bucket (the client makes its public URL with getPublicUrl)
 *           400 { error: "invalid_field", field } · 400/413 { error: "file_refused", problem }
 *           401 no session · 403 not allowed (or `aal2_required`) · 502 storage failed
 *
 * The image is checked by its content, as resources are (decision 0015; issue 26, decision 0037):
 * `file-type` reads the magic bytes, and only JPEG, PNG, WebP, AVIF and GIF (no GIF for logos) get
 * through — an SVG with script sent as image/png is refused whatever its name or declared type. The
 * object is stored by the service role as the type its bytes are, at `<uid>/<timestamp>.<ext>` (the
 * caller's folder); staff can no longer write these buckets directly (migration
 * 20261128200003_image_buckets_through_the_function.sql), only remove their own files.
 */
import { fileTypeFromBuffer } from "file-type";
import { answer, corsHeaders, requireSecondFactor } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

/** Each bucket: who may upload (a Postgres role check), its size limit and image types (as the bucket's own). */
export const IMAGE_BUCKETS = {
  "blog-images": { check: "is_staff", maxBytes: 5 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] },
  "partner-logos": { check: "is_editor", maxBytes: 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp", "image/avif"] },
} as const satisfies Record<string, { check: string; maxBytes: number; types: readonly string[] }>;
type ImageBucket = keyof typeof IMAGE_BUCKETS;

export type ImageProblem = "empty" | "tooLarge" | "content";
export const IMAGE_PROBLEMS: Record<ImageProblem, string> = {
  empty: "Please select a file",
  tooLarge: "The image is larger than this bucket allows",
  content: "The file's content is not an image of an accepted type",
};

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/avif": "avif", "image/gif": "gif" };

/** The accepted image type of the bytes by their content, or null. */
export async function imageTypeOf(bytes: Uint8Array, accepted: readonly string[]): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && accepted.includes(found.mime) ? found.mime : null;
}

function refused(problem: ImageProblem): Response {
  return answer(problem === "tooLarge" ? 413 : 400, { error: "file_refused", problem, message: IMAGE_PROBLEMS[problem] });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== "POST") return answer(405, { error: "method_not_allowed" });
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (!supabaseUrl || !anonKey || !serviceKey) {
    return answer(500, { error: "not_configured", message: "SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must be set" });
  }
  const authorization = req.headers.get("authorization") ?? "";
  if (!/^Bearer \S+$/.test(authorization) || authorization === `Bearer ${anonKey}`) return answer(401, { error: "unauthorized", message: "Sign in first" });
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${supabaseUrl}/rest/v1/${path}`, { ...init, headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json", ...(init.headers ?? {}) } });

  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return answer(400, { error: "invalid_body", message: "The body must be multipart/form-data" });
  }
  const bucketName = form.get("bucket");
  if (typeof bucketName !== "string" || !Object.hasOwn(IMAGE_BUCKETS, bucketName)) {
    return answer(400, { error: "invalid_field", field: "bucket", message: `bucket must be one of ${Object.keys(IMAGE_BUCKETS).join(", ")}` });
  }
  const bucket = IMAGE_BUCKETS[bucketName as ImageBucket];

  // Who the caller is (GoTrue checks the token), what they may do, and the second factor — before any work.
  const me = await fetch(`${supabaseUrl}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: authorization } });
  if (!me.ok) {
    await me.body?.cancel();
    return answer(401, { error: "unauthorized", message: "The session is not valid" });
  }
  const { id: userId } = (await me.json()) as { id: string };
  const role = await rest(`rpc/${bucket.check}`, { method: "POST", body: "{}" });
  if (!role.ok || (await role.json()) !== true) return answer(403, { error: "forbidden", message: "You may not upload images here" });
  const weak = await requireSecondFactor(rest);
  if (weak) return weak;

  const upload = form.get("file");
  if (!(upload instanceof File) || upload.size === 0) return refused("empty");
  if (upload.size > bucket.maxBytes) return refused("tooLarge");
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const type = await imageTypeOf(bytes, bucket.types);
  if (!type) return refused("content");

  const path = `${userId}/${Date.now()}.${EXTENSIONS[type]}`;
  const stored = await fetch(`${supabaseUrl}/storage/v1/object/${bucketName}/${path}`, {
    method: "POST",
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": type, "x-upsert": "false", "cache-control": "max-age=3600" },
    body: bytes as BodyInit,
  });
  if (!stored.ok) {
    console.error(`image-upload: storing ${bucketName}/${path} failed: ${stored.status} ${await stored.text()}`);
    return answer(502, { error: "storage_error", message: "The image could not be stored" });
  }
  await stored.body?.cancel();
  return answer(201, { path });
}
