/**
 * The content of /website-packages from Contentful (through the SDK's
 * getEntries, links resolved): the three websitePackage entries, the page's
 * sections (pageSection keys packages.*) and its FAQ (faqItem, category
 * "packages"). Plain typed objects leave this file; malformed entries are
 * skipped, never thrown on.
 */

export const PACKAGE_IDS = ["starter", "professional", "premium"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === "string" && (PACKAGE_IDS as readonly string[]).includes(value);
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

export interface FeatureItem {
  id: string;
  title: string;
  description: string;
  icon?: string;
}

export interface PageSection {
  title: string;
  subtitle?: string;
  body?: string;
  ctaLabel?: string;
  items: FeatureItem[];
}

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

/** The part of the Contentful SDK client this feature uses. */
export interface EntriesClient {
  getEntries(query: Record<string, unknown>): Promise<{ items: ReadonlyArray<{ sys: { id: string }; fields: unknown }> }>;
}

type Fields = Record<string, unknown>;

function str(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function strList(fields: Fields, key: string): string[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item !== "") : [];
}

function num(fields: Fields, key: string): number | undefined {
  const value = fields[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
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

function toFeatureItem(item: unknown): FeatureItem | null {
  if (item === null || typeof item !== "object") return null;
  const { sys, fields } = item as { sys?: { id?: unknown }; fields?: unknown };
  // An unresolved link (missing entry) has no fields.
  if (!fields || typeof fields !== "object" || typeof sys?.id !== "string") return null;
  const title = str(fields as Fields, "title");
  const description = str(fields as Fields, "description");
  if (!title || !description) return null;
  return { id: sys.id, title, description, icon: str(fields as Fields, "icon") };
}

export function toSection(fields: Fields): PageSection | null {
  const title = str(fields, "title");
  if (!title) return null;
  const items = Array.isArray(fields.items) ? fields.items : [];
  return {
    title,
    subtitle: str(fields, "subtitle"),
    body: str(fields, "body"),
    ctaLabel: str(fields, "ctaLabel"),
    items: items.map(toFeatureItem).filter((i): i is FeatureItem => i !== null),
  };
}

export async function getPackages(client: EntriesClient, locale = CONTENT_LOCALE): Promise<WebsitePackage[]> {
  const { items } = await client.getEntries({ content_type: "websitePackage", order: "fields.order", limit: 20, locale });
  const seen = new Set<PackageId>();
  const packages: WebsitePackage[] = [];
  for (const item of items) {
    const pkg = toPackage(item.fields as Fields);
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
    const fields = item.fields as Fields;
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
    const question = str(item.fields as Fields, "question");
    const answer = str(item.fields as Fields, "answer");
    if (question && answer) faqs.push({ id: item.sys.id, question, answer });
  }
  return faqs;
}

export interface PackagesData {
  content: PackagesContent;
  /** True when some content could not be loaded (the page shows a notice, the forms still work). */
  failed: boolean;
}

export function emptyPackagesData(failed: boolean): PackagesData {
  return { content: { packages: [], sections: {}, faqs: [] }, failed };
}

/** Everything the page shows; never rejects. */
export async function getPackagesData(client: EntriesClient, locale = CONTENT_LOCALE): Promise<PackagesData> {
  const [packages, sections, faqs] = await Promise.allSettled([
    getPackages(client, locale),
    getSections(client, locale),
    getPackageFaqs(client, locale),
  ]);
  const data = emptyPackagesData(false);
  if (packages.status === "fulfilled" && packages.value.length > 0) data.content.packages = packages.value;
  else data.failed = true;
  if (sections.status === "fulfilled") data.content.sections = sections.value;
  else data.failed = true;
  if (faqs.status === "fulfilled") data.content.faqs = faqs.value;
  else data.failed = true;
  return data;
}
