import { BLOG_LIMITS, SLUG_PATTERN } from "./limits";

/**
 * A slug made from a title, the way the database makes one (blog_post_slug):
 * lower case, accents dropped, every run of other characters becomes one '-',
 * no '-' at either end, at most 80 characters. "" when the title has no ASCII
 * letter or digit.
 */
export function slugify(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, BLOG_LIMITS.autoSlugMax).replace(/-+$/, "");
}

/** True when the database's slug check accepts `slug`. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= BLOG_LIMITS.slugMax && SLUG_PATTERN.test(slug);
}
