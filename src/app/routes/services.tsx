import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ServicesListing, type ServicesListingData, loadServicesListing } from "~/features/services";
import { pageMeta } from "~/features/shell/meta";
import { freshOrBuilt } from "~/lib/contentful/load";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/services";

/* /services: prerendered with the catalogue, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<ServicesListingData> {
  return loadServicesListing(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<ServicesListingData> {
  return freshOrBuilt(await loadServicesListing(contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

/** Typing in the search box or choosing a category only changes the query string: no new content request. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    loaderData?.data.hero?.title ?? i18n.t("services:meta.listingTitle"),
    i18n.t("services:meta.listingDescription"),
    matches,
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesListing {...loaderData} />;
}
