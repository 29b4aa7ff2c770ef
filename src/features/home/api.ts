/**
 * The home page's content from Contentful: hero slides, page sections
 * (home.*), the catalogue services of the core-service grid, Impact in numbers and testimonials.
 * Plain typed objects leave this file; a failed query never throws.
 */
import { assetUrl } from "~/lib/contentful/assets";
import { DEFAULT_LOCALE, type EntriesClient, type Fields, resolvedFields, str } from "~/lib/contentful/fields";
import { type ImpactFigure, impactFigures } from "~/lib/contentful/impact-figure";
import type { Loaded } from "~/lib/contentful/load";
import { type FeatureItem, type PageSection as BaseSection, featureItems, toPageSection } from "~/lib/contentful/page-section";

export { DEFAULT_LOCALE, type EntriesClient, type ImpactFigure };

export interface ContentImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface HeroSlide {
  id: string;
  title: string;
  subtitle?: string;
  description: string;
  learnMorePath: string;
  image: ContentImage | null;
}

export type PageSection = BaseSection & { key: string; items: FeatureItem[] };

export interface ServiceCard {
  id: string;
  name: string;
  description: string;
  path: string;
}

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  organization?: string;
}

export const HOME_SECTION_KEYS = [
  "home.mission",
  "home.vision",
  "home.whyChooseUs",
  "home.services",
  "home.cta",
  "home.testimonials",
] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

export interface HomeContent {
  slides: HeroSlide[];
  sections: Partial<Record<HomeSectionKey, PageSection>>;
  services: ServiceCard[];
  /** Impact in numbers: the figures marked for the home page, in their order. */
  figures: ImpactFigure[];
  testimonials: Testimonial[];
}

/** The home page's content; `failed` when some of it could not be loaded (what loaded is kept). */
export type HomeData = Loaded<HomeContent>;

export function emptyHomeContent(): HomeContent {
  return { slides: [], sections: {}, services: [], figures: [], testimonials: [] };
}

/** A resolved image asset as url/size/alt, or null (an unresolved link or a non-image). */
export function toImage(value: unknown, insecure = false): ContentImage | null {
  const fields = resolvedFields(value);
  if (!fields) return null;
  const file = fields.file as { url?: unknown; details?: { image?: { width?: unknown; height?: unknown } } } | undefined;
  const url = typeof file?.url === "string" ? file.url : "";
  const width = file?.details?.image?.width;
  const height = file?.details?.image?.height;
  if (!url || typeof width !== "number" || typeof height !== "number") return null;
  return { url: assetUrl(url, insecure), width, height, alt: str(fields, "description") ?? str(fields, "title") ?? "" };
}

export function toHeroSlide(id: string, fields: Fields, insecure = false): HeroSlide | null {
  const title = str(fields, "title");
  const learnMorePath = str(fields, "learnMorePath");
  if (!title || !learnMorePath) return null;
  return {
    id,
    title,
    subtitle: str(fields, "subtitle"),
    description: str(fields, "description") ?? "",
    learnMorePath,
    image: toImage(fields.image, insecure),
  };
}

export function toSection(fields: Fields): PageSection | null {
  const section = toPageSection(fields);
  return section?.key ? { ...section, key: section.key, items: featureItems(fields) } : null;
}

function toService(id: string, fields: Fields): ServiceCard | null {
  const name = str(fields, "name");
  const path = str(fields, "path");
  if (!name || !path) return null;
  return { id, name, description: str(fields, "description") ?? "", path };
}

function toTestimonial(id: string, fields: Fields): Testimonial | null {
  const quote = str(fields, "quote");
  const name = str(fields, "name");
  if (!quote || !name) return null;
  return { id, quote, name, role: str(fields, "role") ?? "", organization: str(fields, "organization") };
}

function mapItems<T>(
  items: ReadonlyArray<{ sys: { id: string }; fields: unknown }>,
  map: (id: string, fields: Fields) => T | null,
): T[] {
  return items.map((item) => map(item.sys.id, item.fields as Fields)).filter((x): x is T => x !== null);
}

/** Everything the home page shows; never rejects (failed: true when a query failed). */
export async function getHomeData(client: EntriesClient, locale = DEFAULT_LOCALE): Promise<HomeData> {
  const insecure = client.config?.insecure ?? false;
  const ordered = (contentType: string, extra: Record<string, unknown> = {}) =>
    client.getEntries({ content_type: contentType, order: "fields.order", limit: 100, locale, ...extra });
  const [slides, sections, services, figures, testimonials] = await Promise.allSettled([
    ordered("heroSlide", { include: 1 }),
    client.getEntries({
      content_type: "pageSection",
      "fields.key[in]": HOME_SECTION_KEYS.join(","),
      include: 1,
      limit: 100,
      locale,
    }),
    ordered("service", { "fields.inCatalogue": true }),
    ordered("impactFigure", { "fields.onHome": true }),
    ordered("testimonial"),
  ]);
  const data = emptyHomeContent();
  let failed = false;
  if (slides.status === "fulfilled") data.slides = mapItems(slides.value.items, (id, f) => toHeroSlide(id, f, insecure));
  else failed = true;
  if (sections.status === "fulfilled") {
    for (const section of mapItems(sections.value.items, (_, f) => toSection(f))) {
      if ((HOME_SECTION_KEYS as readonly string[]).includes(section.key)) data.sections[section.key as HomeSectionKey] = section;
    }
  } else failed = true;
  if (services.status === "fulfilled") data.services = mapItems(services.value.items, toService);
  else failed = true;
  if (figures.status === "fulfilled") data.figures = impactFigures(figures.value.items.filter((item) => (item.fields as Fields).onHome === true));
  else failed = true;
  if (testimonials.status === "fulfilled") data.testimonials = mapItems(testimonials.value.items, toTestimonial);
  else failed = true;
  return { data, failed };
}
