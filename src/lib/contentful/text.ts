/** Text helpers for content: plain text of rich text or HTML, excerpt, reading time, dates, author fallback. */
import type { Document } from "@contentful/rich-text-types";

/** Shown when a post has no author (spec section 3). */
export const AUTHOR_FALLBACK = "the consulting team";
export const EXCERPT_LENGTH = 200;
export const WORDS_PER_MINUTE = 200;

interface RichNode {
  nodeType?: string;
  value?: unknown;
  content?: unknown;
}

const BLOCK_TAGS = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|tr|td|th|hr)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** HTML without tags (block tags become spaces), entities decoded, whitespace collapsed. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(BLOCK_TAGS, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of a rich-text document, blocks separated by spaces. */
export function richTextToPlain(node: unknown): string {
  const parts: string[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== "object") return;
    const rich = n as RichNode;
    if (rich.nodeType === "text" && typeof rich.value === "string") parts.push(rich.value);
    if (Array.isArray(rich.content)) {
      for (const child of rich.content) walk(child);
      if (rich.nodeType !== "text" && rich.nodeType !== "hyperlink") parts.push(" ");
    }
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Plain text of a rich-text document or of an HTML/plain string. */
export function plainText(content: Document | string | null | undefined): string {
  if (!content) return "";
  return typeof content === "string" ? stripMarkup(content) : richTextToPlain(content);
}

/** Markup stripped, cut at `max` characters with '...' added when longer (spec section 5). */
export function excerpt(content: Document | string | null | undefined, max: number = EXCERPT_LENGTH): string {
  const text = plainText(content);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

export function wordCount(content: Document | string | null | undefined): number {
  const text = plainText(content);
  return text === "" ? 0 : text.split(" ").length;
}

/** Minutes to read: words / 200, rounded up (spec section 5). */
export function readingTime(content: Document | string | null | undefined): number {
  return Math.ceil(wordCount(content) / WORDS_PER_MINUTE);
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * 'January 5, 2024' (spec section 9). Dates are shown in UTC so a date-only
 * value reads the same in every time zone and in prerendered HTML.
 * Returns "" for a missing or invalid date.
 */
export function formatDate(value: string | Date | null | undefined, locale?: string): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const format =
    locale && locale !== "en-US"
      ? new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
      : DATE_FORMAT;
  return format.format(date);
}

export function authorName(author: unknown): string {
  return typeof author === "string" && author.trim() !== "" ? author.trim() : AUTHOR_FALLBACK;
}
