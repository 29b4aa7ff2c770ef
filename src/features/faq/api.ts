/**
 * Content of /faq: the hero and 'Still Have Questions?' sections and the
 * questions of the four FAQ categories ('packages' questions belong to the
 * website-packages page), from Contentful through getEntries.
 */
import { DEFAULT_LOCALE, type EntriesClient, type Fields, fieldsOf, idOf, str } from "~/lib/contentful/fields";
import { type PageSection, toPageSection } from "~/lib/contentful/page-section";

export const FAQ_CATEGORIES = ["services", "pricing", "support", "technical"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export function isFaqCategory(value: unknown): value is FaqCategory {
  return typeof value === "string" && (FAQ_CATEGORIES as readonly string[]).includes(value);
}

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export type FaqSection = PageSection;

export interface FaqContent {
  hero: FaqSection | null;
  stillQuestions: FaqSection | null;
  items: FaqItem[];
}

export const FAQ_SECTION_KEYS = { hero: "faq.hero", stillQuestions: "faq.stillQuestions" } as const;

export function toFaqItem(id: string, fields: Fields): FaqItem | null {
  const question = str(fields, "question");
  const answer = str(fields, "answer");
  const category = fields.category;
  if (!question || !answer || !isFaqCategory(category)) return null;
  return { id, category, question, answer };
}

export const toFaqSection: (fields: Fields) => FaqSection | null = toPageSection;

export async function getFaqItems(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<FaqItem[]> {
  const { items } = await client.getEntries({
    content_type: "faqItem",
    "fields.category[in]": FAQ_CATEGORIES.join(","),
    order: "fields.order",
    limit: 500,
    locale,
  });
  return items.flatMap((item) => {
    const faq = toFaqItem(idOf(item), fieldsOf(item));
    return faq ? [faq] : [];
  });
}

export async function getFaqSections(
  client: EntriesClient,
  locale = DEFAULT_LOCALE,
): Promise<Pick<FaqContent, "hero" | "stillQuestions">> {
  const { items } = await client.getEntries({
    content_type: "pageSection",
    "fields.key[in]": Object.values(FAQ_SECTION_KEYS).join(","),
    limit: 10,
    locale,
  });
  const byKey = (key: string) => {
    const item = items.find((entry) => fieldsOf(entry).key === key);
    return item ? toFaqSection(fieldsOf(item)) : null;
  };
  return { hero: byKey(FAQ_SECTION_KEYS.hero), stillQuestions: byKey(FAQ_SECTION_KEYS.stillQuestions) };
}

export async function getFaqContent(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<FaqContent> {
  const [sections, items] = await Promise.all([getFaqSections(client, locale), getFaqItems(client, locale)]);
  return { ...sections, items };
}
