/**
 * Operating principles from Contentful (content type `principle`), as plain
 * typed objects: the list (About page links) and one principle by slug.
 */
import { DEFAULT_LOCALE, type EntriesClient, fieldsOf, num, str } from "~/lib/contentful/fields";

export { DEFAULT_LOCALE, type EntriesClient };

export interface Principle {
  /** The Contentful entry's id (live preview's inspector mode). */
  id?: string;
  slug: string;
  order: number;
  title: string;
  shortDescription: string;
  fullDescription: string;
  /** Header background (white text on it). */
  color: string;
  accentColor?: string;
}

/** What a link to a principle needs. */
export type PrincipleLink = Pick<Principle, "slug" | "title" | "shortDescription" | "color">;

/** How many other principles the detail page links to. */
export const OTHER_PRINCIPLES = 3;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const FALLBACK_COLOR = "#12233a";


/** A principle from an entry's fields, or null when a required field is missing. */
export function toPrinciple(fields: Record<string, unknown>, id?: string): Principle | null {
  const slug = str(fields, "slug");
  const title = str(fields, "title");
  if (!slug || !title) return null;
  const color = str(fields, "color");
  const accent = str(fields, "accentColor");
  return {
    ...(id ? { id } : {}),
    slug,
    order: num(fields, "order") ?? Number.MAX_SAFE_INTEGER,
    title,
    shortDescription: str(fields, "shortDescription") ?? "",
    fullDescription: str(fields, "fullDescription") ?? "",
    color: color && COLOR.test(color) ? color : FALLBACK_COLOR,
    ...(accent && COLOR.test(accent) ? { accentColor: accent } : {}),
  };
}

/** Every principle, ordered by its `order` field. */
export async function getPrinciples(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<Principle[]> {
  const { items } = await client.getEntries({ content_type: "principle", order: "fields.order", limit: 100, locale });
  return items
    .map((item) => toPrinciple(fieldsOf(item), item.sys.id))
    .filter((p): p is Principle => p !== null)
    .sort((a, b) => a.order - b.order);
}

export function toLink({ slug, title, shortDescription, color }: Principle): PrincipleLink {
  return { slug, title, shortDescription, color };
}

/** The first `count` principles other than `slug`, by order. */
export function otherPrinciples(all: readonly Principle[], slug: string, count = OTHER_PRINCIPLES): Principle[] {
  return [...all]
    .sort((a, b) => a.order - b.order)
    .filter((p) => p.slug !== slug)
    .slice(0, count);
}

export function principlePath(slug: string): string {
  return `/about/principle/${encodeURIComponent(slug)}`;
}
