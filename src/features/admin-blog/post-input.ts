import { z } from "zod";
import { BLOG_LIMITS, SLUG_PATTERN } from "./limits";
import type { TextTranslations } from "~/lib/staff-translations";

/** The texts of a post stored in the site's other languages (blog_posts.i18n, decision 0041). */
export const POST_TEXTS = ["title", "excerpt", "content"] as const;
export type PostText = (typeof POST_TEXTS)[number];

/** What the form holds: plain strings, as typed. */
export interface PostFormValues {
  title: string;
  slug: string;
  category: string;
  /** Comma separated. */
  tags: string;
  excerpt: string;
  content: string;
  coverImageUrl: string;
  /** The language the post is written in: it is listed on that language's blog (/fr/blog). */
  language: string;
}

/** The languages a post can be written in (blog_posts.language). */
export const POST_LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;

/** The columns of blog_posts a post's author writes. */
export interface PostInput {
  title: string;
  slug: string;
  category: string | null;
  tags: string[];
  excerpt: string | null;
  content: string;
  cover_image_url: string | null;
  language: string;
  /** The post in the other languages: {"ar": {"title": "…", "excerpt": "…", "content": "…"}}. */
  i18n?: TextTranslations<PostText>;
}

export type PostField = keyof PostFormValues;

/** "a, b ,,c, a" -> ["a", "b", "c"]: trimmed, no empties, no repeats, in order. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  for (const raw of value.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag) seen.add(tag);
  }
  return [...seen];
}

const emptyToNull = (value: string) => (value === "" ? null : value);

/**
 * The same rules as the table's CHECK constraints. Messages are keys of the
 * admin-blog namespace (`form.errors.*`), translated by the form.
 */
const schema = z.object({
  title: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "titleRequired").max(BLOG_LIMITS.titleMax, "titleTooLong")),
  slug: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, "slugRequired")
        .max(BLOG_LIMITS.slugMax, "slugTooLong")
        .regex(SLUG_PATTERN, "slugInvalid"),
    ),
  category: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(BLOG_LIMITS.categoryMax, "categoryTooLong"))
    .transform(emptyToNull),
  tags: z
    .string()
    .transform(parseTags)
    .pipe(z.array(z.string()).max(BLOG_LIMITS.tagsMax, "tooManyTags")),
  excerpt: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(BLOG_LIMITS.excerptMax, "excerptTooLong"))
    .transform(emptyToNull),
  content: z.string().max(BLOG_LIMITS.contentMax, "contentTooLong"),
  coverImageUrl: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().regex(/^((https?:\/\/|\/)\S*)?$/i, "coverUrlInvalid"))
    .transform(emptyToNull),
  language: z.enum(POST_LANGUAGES, "languageInvalid"),
});

export type ValidationResult =
  | { ok: true; input: PostInput }
  | { ok: false; errors: Partial<Record<PostField, string>> };

/** Checks the form's values; on success, the row to write. */
export function validatePost(values: PostFormValues): ValidationResult {
  const result = schema.safeParse(values);
  if (!result.success) {
    const errors: Partial<Record<PostField, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as PostField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const v = result.data;
  return {
    ok: true,
    input: {
      title: v.title,
      slug: v.slug,
      category: v.category,
      tags: v.tags,
      excerpt: v.excerpt,
      content: v.content,
      cover_image_url: v.coverImageUrl,
      language: v.language,
    },
  };
}

/** The columns of `next` that differ from `current` (tags compared element by element). */
export function changedFields(current: PostInput, next: PostInput): Partial<PostInput> {
  const changes: Partial<PostInput> = {};
  for (const key of Object.keys(next) as (keyof PostInput)[]) {
    // A post read before it had translations counts as having none.
    const a = key === "i18n" ? (current[key] ?? {}) : current[key];
    const b = next[key];
    const same =
      Array.isArray(a) && Array.isArray(b)
        ? a.length === b.length && a.every((x, i) => x === b[i])
        : typeof a === "object" && typeof b === "object" && a !== null && b !== null
          ? canonical(a) === canonical(b)
          : a === b;
    if (!same) Object.assign(changes, { [key]: b });
  }
  return changes;
}

/** JSON with keys sorted at every level (the database returns jsonb keys in its own order). */
function canonical(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
    .join(",")}}`;
}
