import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import {
  type PageSection,
  type ServicePage,
  type ServiceSummary,
  getCatalogue,
  getPageSection,
  getServicePage,
  isServicePageSlug,
} from "./api";
import { DEFAULT_LOCALE, type EntriesClient } from "~/lib/contentful/fields";

export interface ServicesListingData {
  hero: PageSection | null;
  services: ServiceSummary[];
  /** True when Contentful could not be reached. */
  failed: boolean;
}

export type ServicePageData =
  | { status: "ok"; page: ServicePage }
  | { status: "not-found"; page: null }
  | { status: "failed"; page: null };

function client(): EntriesClient {
  return getContentClient(getConfig().contentful) as unknown as EntriesClient;
}

/** The listing's hero and catalogue, for the route's loader and clientLoader; never rejects. */
export async function loadServicesListing(locale = DEFAULT_LOCALE): Promise<ServicesListingData> {
  try {
    const c = client();
    const [hero, services] = await Promise.all([getPageSection(c, "services.hero", locale), getCatalogue(c, locale)]);
    return { hero, services, failed: false };
  } catch {
    return { hero: null, services: [], failed: true };
  }
}

/** The service page of a slug; an unknown slug is "not-found" without asking Contentful. Never rejects. */
export async function loadServicePage(slug: string | undefined, locale = DEFAULT_LOCALE): Promise<ServicePageData> {
  if (!isServicePageSlug(slug)) return { status: "not-found", page: null };
  try {
    const page = await getServicePage(client(), slug, locale);
    return page ? { status: "ok", page } : { status: "not-found", page: null };
  } catch {
    return { status: "failed", page: null };
  }
}
