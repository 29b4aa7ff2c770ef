import { DEFAULT_LOCALE } from "~/lib/contentful/fields";
import { type Loaded, loadContent } from "~/lib/contentful/load";
import { type PageSection, type ServicePage, type ServiceSummary, getCatalogue, getPageSection, getServicePage, isServicePageSlug } from "./api";

/** The listing's hero and catalogue. */
export type ServicesListingData = Loaded<{ hero: PageSection | null; services: ServiceSummary[] }>;

/** The service page of a slug; null when there is no such page (an unknown slug, or no entry). */
export type ServicePageData = Loaded<ServicePage | null>;

/** The listing's hero and catalogue, for the route's loader and clientLoader; never rejects. */
export function loadServicesListing(locale = DEFAULT_LOCALE): Promise<ServicesListingData> {
  return loadContent(
    async (client) => {
      const [hero, services] = await Promise.all([getPageSection(client, "services.hero", locale), getCatalogue(client, locale)]);
      return { hero, services };
    },
    { hero: null, services: [] },
  );
}

/** The service page of a slug; an unknown slug is not found without asking Contentful. Never rejects. */
export function loadServicePage(slug: string | undefined, locale = DEFAULT_LOCALE): Promise<ServicePageData> {
  if (!isServicePageSlug(slug)) return Promise.resolve({ data: null, failed: false });
  return loadContent((client) => getServicePage(client, slug, locale), null);
}
