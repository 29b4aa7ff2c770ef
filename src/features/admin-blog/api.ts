import type { SupabaseClient } from "@supabase/supabase-js";
import { BLOG_LIMITS, COVER_BUCKET, COVER_TYPES } from "./limits";
import type { PostInput } from "./post-input";
import type { AdminBlogPost } from "./types";
import { publicObjectPath, uploadPublicImage } from "~/lib/public-image";

/** Every column the page shows, and the author's name and role through author_id. */
export const POST_COLUMNS =
  "id, title, slug, category, tags, excerpt, content, cover_image_url, language, i18n, status, published, reviewer_note, author_id, created_at, updated_at, author_profile:profiles(full_name, role)";

/** A failed call; `code` is PostgREST's / Postgres' error code when there is one (e.g. 23505, 42501). */
export class BlogApiError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "BlogApiError";
    this.code = code;
  }
}

function fail(what: string, error: { message: string; code?: string }): never {
  throw new BlogApiError(`${what}: ${error.message}`, error.code);
}

function one(what: string, rows: unknown[] | null): AdminBlogPost {
  const row = rows?.[0];
  // No row back: row-level security hid it or refused the change.
  if (!row) throw new BlogApiError(`${what}: the post was not found or the change was refused`, "42501");
  return row as AdminBlogPost;
}

/** The posts the signed-in user may read (row-level security decides), newest first. */
export async function listPosts(supabase: SupabaseClient): Promise<AdminBlogPost[]> {
  const { data, error } = await supabase.from("blog_posts").select(POST_COLUMNS).order("created_at", { ascending: false });
  if (error) fail("Could not load blog posts", error);
  return (data ?? []) as unknown as AdminBlogPost[];
}

/** A new post by the signed-in user; the database makes it pending and unpublished. */
export async function createPost(supabase: SupabaseClient, input: PostInput): Promise<AdminBlogPost> {
  const { data, error } = await supabase.from("blog_posts").insert(input).select(POST_COLUMNS);
  if (error) fail("Could not create the post", error);
  return one("Could not create the post", data);
}

/**
 * Saves changed columns and returns the post as the database left it: a
 * non-admin's content edit of an approved or rejected post comes back pending.
 */
export async function updatePost(supabase: SupabaseClient, id: string, changes: Partial<PostInput>): Promise<AdminBlogPost> {
  const { data, error } = await supabase.from("blog_posts").update(changes).eq("id", id).select(POST_COLUMNS);
  if (error) fail("Could not save the post", error);
  return one("Could not save the post", data);
}

/** Approves (published) or rejects (unpublished, with the reviewer's note) a pending post. Admins only. */
export async function reviewPost(
  supabase: SupabaseClient,
  id: string,
  decision: { status: "approved" } | { status: "rejected"; note: string },
): Promise<AdminBlogPost> {
  const changes =
    decision.status === "approved"
      ? { status: "approved", published: true }
      : { status: "rejected", published: false, reviewer_note: decision.note.trim() || null };
  const { data, error } = await supabase
    .from("blog_posts")
    .update(changes)
    .eq("id", id)
    .eq("status", "pending")
    .select(POST_COLUMNS);
  if (error) fail(`Could not mark the post ${decision.status}`, error);
  return one(`Could not mark the post ${decision.status}`, data);
}

/** The object path of a cover stored in our bucket, from its public URL; null for any other URL. */
export function coverObjectPath(url: string | null): string | null {
  return publicObjectPath(url, COVER_BUCKET);
}

/**
 * Deletes a post, then (best effort) its cover image when it lives in the
 * blog-images bucket: a file left behind is harmless, a post left behind is not.
 */
export async function deletePost(supabase: SupabaseClient, post: Pick<AdminBlogPost, "id" | "cover_image_url">): Promise<void> {
  const { data, error } = await supabase.from("blog_posts").delete().eq("id", post.id).select("id");
  if (error) fail("Could not delete the post", error);
  one("Could not delete the post", data);
  const path = coverObjectPath(post.cover_image_url);
  if (path) {
    const { error: removeError } = await supabase.storage.from(COVER_BUCKET).remove([path]);
    if (removeError) console.warn("The post's cover image could not be removed:", removeError.message);
  }
}

export type CoverProblem = "coverType" | "coverTooLarge" | "coverEmpty";

/** Why a file cannot be a cover (a key of admin-blog `form.errors`), or null when it can. */
export function checkCoverFile(file: Pick<File, "type" | "size">): CoverProblem | null {
  if (!(file.type in COVER_TYPES)) return "coverType";
  if (file.size === 0) return "coverEmpty";
  if (file.size > BLOG_LIMITS.coverMaxBytes) return "coverTooLarge";
  return null;
}

/** Uploads a cover image to blog-images (through the image-upload function) and returns its public URL. */
export async function uploadCover(supabase: SupabaseClient, file: File): Promise<string> {
  const problem = checkCoverFile(file);
  if (problem) throw new BlogApiError(`The file cannot be a cover image (${problem})`);
  try {
    return await uploadPublicImage(supabase, COVER_BUCKET, file);
  } catch (error) {
    throw new BlogApiError(error instanceof Error ? error.message.replace("the image", "the cover image") : String(error));
  }
}
