import { loadPricing, type PricingData, PricingBlock } from "~/features/pricing";
import { type CaseStudiesData, CaseStudiesSection, type ServicePageData, ServicePageView, loadCaseStudies, loadServicePage } from "~/features/services";
import { pageMeta } from "~/features/shell/meta";
import { NotFoundPage } from "~/features/shell/not-found";
import { StaticIsland } from "~/components/ui/static-island";
import { freshOrBuilt } from "~/lib/contentful/load";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/service-page";

/*
 * /services/{slug}: the seven pages are prerendered with their content and
 * refreshed in the browser; any other slug (served by the SPA fallback) shows
 * the not-found state without asking Contentful.
 */
interface ServiceRouteData {
  page: ServicePageData;
  caseStudies: CaseStudiesData;
  pricing: PricingData;
}

/** The page and its case studies from Contentful and the rates staff maintain in the portal (Supabase), side by side. */
async function load(slug: string, url: string): Promise<ServiceRouteData> {
  const locale = contentLocaleOf(url);
  const [page, caseStudies, pricing] = await Promise.all([loadServicePage(slug, locale), loadCaseStudies(slug, locale), loadPricing(slug)]);
  return { page, caseStudies, pricing };
}

export async function loader({ params, request }: Route.LoaderArgs): Promise<ServiceRouteData> {
  return load(params.service, request.url);
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<ServiceRouteData> {
  return freshOrBuilt(await load(params.service, request.url), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (page?.data) return pageMeta(page.data.title, page.data.heroSubtitle, matches);
  if (page?.failed) {
    return pageMeta(i18n.t("services:meta.pageFallbackTitle"), i18n.t("services:meta.listingDescription"), matches);
  }
  return pageMeta(i18n.t("services:meta.notFoundTitle"), i18n.t("services:meta.notFoundDescription"), matches);
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const view = (
    <ServicePageView
      page={loaderData.page}
      notFound={<NotFoundPage />}
      caseStudies={<CaseStudiesSection studies={loaderData.caseStudies} />}
      pricing={<PricingBlock rows={loaderData.pricing.rows} />}
    />
  );
  // A service's page is text, figures and links: hydration keeps its HTML (static-island.tsx). The
  // not-found page has a button.
  return loaderData.page ? <StaticIsland data={loaderData}>{view}</StaticIsland> : view;
}
