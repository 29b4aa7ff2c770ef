import { BLOG_LIMITS } from "./limits";

/**
 * The list's preview of a post's content: whitespace collapsed, cut at 200
 * characters (spec) with an ellipsis when something was cut. Cuts whole code
 * points, so an emoji is never split in half.
 */
export function previewText(content: string, length: number = BLOG_LIMITS.previewLength): string {
  const flat = content.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}
