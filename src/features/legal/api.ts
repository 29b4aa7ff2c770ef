import type { Document } from "@contentful/rich-text-types";
import { type EntriesClient, fieldsOf } from "~/lib/contentful/fields";
import { LEGAL_SLUGS, type LegalSlug, isOneOf } from "~/lib/contentful/model";
import { isRichTextDocument } from "~/lib/rich-text";

export { LEGAL_SLUGS, type LegalSlug };

export function isLegalSlug(value: string): value is LegalSlug {
  return isOneOf(LEGAL_SLUGS, value);
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

export async function getLegalPage(client: EntriesClient, slug: LegalSlug, locale = "en-US"): Promise<LegalPage | null> {
  const { items } = await client.getEntries({ content_type: "legalPage", "fields.slug": slug, limit: 1, locale });
  const fields = fieldsOf(items[0]);
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
