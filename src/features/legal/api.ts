import type { Document } from "@contentful/rich-text-types";
import { isRichTextDocument } from "~/lib/rich-text";

export const LEGAL_SLUGS = ["privacy", "terms", "cookies"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export function isLegalSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}

/** The legal page a URL shows ("/privacy" -> "privacy"), or null. */
export function legalSlugFromPath(pathname: string): LegalSlug | null {
  const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return isLegalSlug(slug) ? slug : null;
}

export interface LegalPage {
  slug: LegalSlug;
  title: string;
  /** The date as stored (YYYY-MM-DD or ISO). */
  lastUpdated: string;
  body: Document;
}

export interface EntriesClient {
  getEntries(query: Record<string, unknown>): Promise<{ items: ReadonlyArray<{ fields: unknown }> }>;
}

export async function getLegalPage(client: EntriesClient, slug: LegalSlug, locale = "en-US"): Promise<LegalPage | null> {
  const { items } = await client.getEntries({ content_type: "legalPage", "fields.slug": slug, limit: 1, locale });
  const fields = (items[0]?.fields ?? {}) as Record<string, unknown>;
  const { title, lastUpdated, body } = fields;
  if (typeof title !== "string" || typeof lastUpdated !== "string" || !isRichTextDocument(body)) return null;
  return { slug, title, lastUpdated, body };
}

/** 'January 5, 2024': en-US, long month, read in UTC so a date-only value never shifts a day. */
export function formatLegalDate(value: string, locale = "en-US"): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}
