/**
 * The blog admin's limits, in one place. They mirror the CHECK constraints of
 * supabase/migrations/20261121000300_blog_posts.sql and the blog-images bucket of
 * 20261121000700_storage.sql, so the form refuses what the database would refuse.
 */
export const BLOG_LIMITS = {
  /** The list's content preview (spec: "preview content is cut at 200 characters"). */
  previewLength: 200,
  titleMax: 300,
  slugMax: 120,
  /** Length of the slug made from a title (the database's own blog_post_slug() uses 80). */
  autoSlugMax: 80,
  categoryMax: 100,
  tagsMax: 20,
  excerptMax: 1000,
  contentMax: 200_000,
  reviewerNoteMax: 2000,
  /** The blog-images bucket's file_size_limit. */
  coverMaxBytes: 5 * 1024 * 1024,
} as const;

/** The blog-images bucket's allowed_mime_types, with the file extension each one is stored under. */
export const COVER_TYPES: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
};

export const COVER_BUCKET = "blog-images";

/** The database's slug check: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
