import { type ServicePageData, ServicePageView, loadServicePage } from "~/features/services";
import { pageMeta } from "~/features/shell/meta";
import { NotFoundPage } from "~/features/shell/not-found";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/service-page";

/*
 * /services/{slug}: the seven pages are prerendered with their content and
 * refreshed in the browser; any other slug (served by the SPA fallback) shows
 * the not-found state without asking Contentful.
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<ServicePageData> {
  return loadServicePage(params.service, contentLocaleOf(request.url));
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<ServicePageData> {
  const live = await loadServicePage(params.service, contentLocaleOf(request.url));
  if (live.status !== "failed") return live;
  try {
    const built = await serverLoader();
    return built.status === "failed" ? live : built;
  } catch {
    return live;
  }
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.status === "ok") {
    return pageMeta(loaderData.page.title, loaderData.page.heroSubtitle, matches);
  }
  if (loaderData?.status === "failed") {
    return pageMeta(i18n.t("services:meta.pageFallbackTitle"), i18n.t("services:meta.listingDescription"), matches);
  }
  return pageMeta(i18n.t("services:meta.notFoundTitle"), i18n.t("services:meta.notFoundDescription"), matches);
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServicePageView data={loaderData} notFound={<NotFoundPage />} />;
}
