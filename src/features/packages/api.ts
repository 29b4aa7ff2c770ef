/**
 * The content of /website-packages from Contentful (through the SDK's
 * getEntries, links resolved): the three websitePackage entries, the page's
 * sections (pageSection keys packages.*) and its FAQ (faqItem, category
 * "packages"). Plain typed objects leave this file; malformed entries are
 * skipped, never thrown on.
 */
import { type EntriesClient, type Fields, fieldsOf, idOf, num, str, strList } from "~/lib/contentful/fields";
import { type FeatureItem as BaseItem, type PageSection as BaseSection, featureItems, toPageSection } from "~/lib/contentful/page-section";
import type { Loaded } from "~/lib/contentful/load";
import { PACKAGE_IDS, type PackageId, isOneOf } from "~/lib/contentful/model";

export { PACKAGE_IDS, type EntriesClient, type PackageId };

export function isPackageId(value: unknown): value is PackageId {
  return isOneOf(PACKAGE_IDS, value);
}

export const SECTION_KEYS = [
  "packages.hero",
  "packages.included",
  "packages.discount",
  "packages.referral",
  "packages.quote",
  "packages.faq",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const CONTENT_LOCALE = "en-US";

export interface WebsitePackage {
  id: PackageId;
  name: string;
  /** CAD, whole dollars in the seed. */
  price: number;
  pagesLabel: string;
  deliveryLabel: string;
  revisions: number;
  popular: boolean;
  description?: string;
  features: string[];
}

export type FeatureItem = BaseItem & { description: string };
export type PageSection = BaseSection & { items: FeatureItem[] };

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface PackagesContent {
  packages: WebsitePackage[];
  sections: Partial<Record<SectionKey, PageSection>>;
  faqs: FaqItem[];
}

export function toPackage(fields: Fields): WebsitePackage | null {
  const id = fields.packageId;
  const name = str(fields, "name");
  const price = num(fields, "price");
  if (!isPackageId(id) || !name || price === undefined || price < 0) return null;
  return {
    id,
    name,
    price,
    pagesLabel: str(fields, "pagesLabel") ?? "",
    deliveryLabel: str(fields, "deliveryLabel") ?? "",
    revisions: num(fields, "revisions") ?? 0,
    popular: fields.popular === true,
    description: str(fields, "description"),
    features: strList(fields, "features"),
  };
}

export function toSection(fields: Fields): PageSection | null {
  const section = toPageSection(fields);
  // This page's items need a description.
  return section ? { ...section, items: featureItems(fields).filter((i): i is FeatureItem => Boolean(i.description)) } : null;
}

export async function getPackages(client: EntriesClient, locale = CONTENT_LOCALE): Promise<WebsitePackage[]> {
  const { items } = await client.getEntries({ content_type: "websitePackage", order: "fields.order", limit: 20, locale });
  const seen = new Set<PackageId>();
  const packages: WebsitePackage[] = [];
  for (const item of items) {
    const pkg = toPackage(fieldsOf(item));
    if (pkg && !seen.has(pkg.id)) {
      seen.add(pkg.id);
      packages.push(pkg);
    }
  }
  return packages;
}

export async function getSections(
  client: EntriesClient,
  locale = CONTENT_LOCALE,
): Promise<Partial<Record<SectionKey, PageSection>>> {
  const { items } = await client.getEntries({
    content_type: "pageSection",
    "fields.key[in]": SECTION_KEYS.join(","),
    include: 1,
    limit: SECTION_KEYS.length * 2,
    locale,
  });
  const sections: Partial<Record<SectionKey, PageSection>> = {};
  for (const item of items) {
    const fields = fieldsOf(item);
    const key = fields.key;
    if (typeof key !== "string" || !(SECTION_KEYS as readonly string[]).includes(key)) continue;
    const section = toSection(fields);
    if (section) sections[key as SectionKey] = section;
  }
  return sections;
}

export async function getPackageFaqs(client: EntriesClient, locale = CONTENT_LOCALE): Promise<FaqItem[]> {
  const { items } = await client.getEntries({
    content_type: "faqItem",
    "fields.category": "packages",
    order: "fields.order",
    limit: 50,
    locale,
  });
  const faqs: FaqItem[] = [];
  for (const item of items) {
    const question = str(fieldsOf(item), "question");
    const answer = str(fieldsOf(item), "answer");
    if (question && answer) faqs.push({ id: idOf(item), question, answer });
  }
  return faqs;
}

/** The page's content; `failed` when some of it could not be loaded (the page shows a notice, the forms still work). */
export type PackagesData = Loaded<PackagesContent>;

export function emptyPackagesData(failed: boolean): PackagesData {
  return { data: { packages: [], sections: {}, faqs: [] }, failed };
}

/** Everything the page shows; never rejects. */
export async function getPackagesData(client: EntriesClient, locale = CONTENT_LOCALE): Promise<PackagesData> {
  const [packages, sections, faqs] = await Promise.allSettled([
    getPackages(client, locale),
    getSections(client, locale),
    getPackageFaqs(client, locale),
  ]);
  const result = emptyPackagesData(false);
  if (packages.status === "fulfilled" && packages.value.length > 0) result.data.packages = packages.value;
  else result.failed = true;
  if (sections.status === "fulfilled") result.data.sections = sections.value;
  else result.failed = true;
  if (faqs.status === "fulfilled") result.data.faqs = faqs.value;
  else result.failed = true;
  return result;
}
