/**
 * The case studies of a service page (caseStudy entries whose service is the page's slug), read from
 * Contentful with their figures. Plain typed objects leave this file; malformed entries are dropped.
 */
import { DEFAULT_LOCALE, type EntriesClient, type Fields, fieldsOf, idOf, linkedEntries, num, str } from "~/lib/contentful/fields";
import { type ImpactFigure, impactFigures } from "~/lib/contentful/impact-figure";
import { type Loaded, loadContent } from "~/lib/contentful/load";
import { type ServicePageSlug, SERVICE_PAGE_SLUGS, isOneOf } from "~/lib/contentful/model";

export interface CaseStudy {
  id: string;
  slug: string;
  title: string;
  client: string;
  sector: string;
  year?: number;
  summary: string;
  challenge: string;
  approach: string;
  results: string;
  figures: ImpactFigure[];
}

/** A case study from its fields, or null without a slug, a title or a client. */
export function toCaseStudy(id: string, fields: Fields): CaseStudy | null {
  const slug = str(fields, "slug");
  const title = str(fields, "title");
  const client = str(fields, "client");
  if (!slug || !title || !client) return null;
  return {
    id,
    slug,
    title,
    client,
    sector: str(fields, "sector") ?? "",
    year: num(fields, "year"),
    summary: str(fields, "summary") ?? "",
    challenge: str(fields, "challenge") ?? "",
    approach: str(fields, "approach") ?? "",
    results: str(fields, "results") ?? "",
    figures: impactFigures(linkedEntries(fields, "figures")),
  };
}

/** The case studies of a service page, in their order (newest first among equals). */
export async function getCaseStudies(client: EntriesClient, service: ServicePageSlug, locale = DEFAULT_LOCALE): Promise<CaseStudy[]> {
  const { items } = await client.getEntries({
    content_type: "caseStudy",
    "fields.service": service,
    order: "fields.order,-fields.year",
    include: 1,
    limit: 20,
    locale,
  });
  return items.flatMap((item) => {
    const fields = fieldsOf(item);
    if (fields.service !== service) return [];
    const study = toCaseStudy(idOf(item), fields);
    return study ? [study] : [];
  });
}

export type CaseStudiesData = Loaded<CaseStudy[]>;

/** The case studies of a service page for the route's loader and clientLoader; an unknown slug has none. Never rejects. */
export function loadCaseStudies(slug: string | undefined, locale = DEFAULT_LOCALE): Promise<CaseStudiesData> {
  if (!isOneOf(SERVICE_PAGE_SLUGS, slug)) return Promise.resolve({ data: [], failed: false });
  return loadContent((client) => getCaseStudies(client, slug, locale), []);
}
