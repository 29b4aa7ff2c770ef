/**
 * Content of the services listing (/services) and of the service pages
 * (/services/{slug}), read from Contentful through getEntries. Plain typed
 * objects leave this file; malformed entries are dropped, never thrown.
 */
import { DEFAULT_LOCALE, type EntriesClient, type Fields, fieldsOf, idOf, linkedEntries, str, strList } from "~/lib/contentful/fields";
import { type PageSection, toPageSection } from "~/lib/contentful/page-section";
import { SERVICE_CATEGORIES, SERVICE_PAGE_SLUGS, type ServiceCategory, type ServicePageSlug, isOneOf } from "~/lib/contentful/model";

/** The slugs of the pages under /services/{slug} and the catalogue's categories: the content model's own lists. */
export { SERVICE_CATEGORIES, SERVICE_PAGE_SLUGS, type ServiceCategory, type ServicePageSlug };

export function isServicePageSlug(value: unknown): value is ServicePageSlug {
  return isOneOf(SERVICE_PAGE_SLUGS, value);
}

export function isServiceCategory(value: unknown): value is ServiceCategory {
  return isOneOf(SERVICE_CATEGORIES, value);
}

/** A service of the catalogue, as the listing shows it. */
export interface ServiceSummary {
  id: string;
  name: string;
  description: string;
  path: string;
  category: ServiceCategory;
  features: string[];
}

/** A pageSection entry (copy block found by its key). */
export type { PageSection };

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  features: string[];
}

export interface Benefit {
  id: string;
  title: string;
  description: string;
}

export interface ServicePage {
  slug: ServicePageSlug;
  title: string;
  heroTitle: string;
  heroSubtitle: string;
  intro?: string;
  cardsTitle: string;
  cards: ServiceCard[];
  benefitsTitle?: string;
  benefits: Benefit[];
  ctaTitle: string;
  ctaText: string;
}


export function toServiceSummary(id: string, fields: Fields): ServiceSummary | null {
  const name = str(fields, "name");
  const path = str(fields, "path");
  const category = fields.category;
  if (!name || !path || !isServiceCategory(category)) return null;
  return { id, name, description: str(fields, "description") ?? "", path, category, features: strList(fields, "features") };
}

export function toServicePage(fields: Fields): ServicePage | null {
  const slug = fields.slug;
  const title = str(fields, "title");
  const heroTitle = str(fields, "heroTitle");
  if (!isServicePageSlug(slug) || !title || !heroTitle) return null;
  const cards = linkedEntries(fields, "cards").flatMap((entry): ServiceCard[] => {
    const card = fieldsOf(entry);
    const cardTitle = str(card, "title");
    return cardTitle
      ? [{ id: idOf(entry), title: cardTitle, description: str(card, "description") ?? "", features: strList(card, "features") }]
      : [];
  });
  const benefits = linkedEntries(fields, "benefits").flatMap((entry): Benefit[] => {
    const benefit = fieldsOf(entry);
    const benefitTitle = str(benefit, "title");
    return benefitTitle ? [{ id: idOf(entry), title: benefitTitle, description: str(benefit, "description") ?? "" }] : [];
  });
  return {
    slug,
    title,
    heroTitle,
    heroSubtitle: str(fields, "heroSubtitle") ?? "",
    intro: str(fields, "intro"),
    cardsTitle: str(fields, "cardsTitle") ?? title,
    cards,
    benefitsTitle: str(fields, "benefitsTitle"),
    benefits,
    ctaTitle: str(fields, "ctaTitle") ?? "",
    ctaText: str(fields, "ctaText") ?? "",
  };
}

export async function getPageSection(client: EntriesClient, key: string, locale = DEFAULT_LOCALE): Promise<PageSection | null> {
  const { items } = await client.getEntries({ content_type: "pageSection", "fields.key": key, limit: 1, locale });
  return items[0] ? toPageSection(fieldsOf(items[0])) : null;
}

/** The services shown in the listing (inCatalogue), in their content order. */
export async function getCatalogue(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<ServiceSummary[]> {
  const { items } = await client.getEntries({
    content_type: "service",
    "fields.inCatalogue": true,
    order: "fields.order",
    limit: 100,
    locale,
  });
  return items.flatMap((item) => {
    const fields = fieldsOf(item);
    if (fields.inCatalogue !== true) return [];
    const service = toServiceSummary(idOf(item), fields);
    return service ? [service] : [];
  });
}

/** The service page of a slug with its cards and benefits (links resolved), or null. */
export async function getServicePage(
  client: EntriesClient,
  slug: ServicePageSlug,
  locale = DEFAULT_LOCALE,
): Promise<ServicePage | null> {
  const { items } = await client.getEntries({
    content_type: "servicePage",
    "fields.slug": slug,
    limit: 1,
    include: 2,
    locale,
  });
  return items[0] ? toServicePage(fieldsOf(items[0])) : null;
}
