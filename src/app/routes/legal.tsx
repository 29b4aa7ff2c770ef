import { LegalPageView } from "~/features/legal/legal-page-view";
import { isLegalSlug } from "~/features/legal/api";
import { type LegalData, loadLegalPage } from "~/features/legal/load";
import { pageMeta } from "~/features/shell/meta";
import { freshOrBuilt } from "~/lib/contentful/load";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/legal";
import { StaticIsland } from "~/components/ui/static-island";

/* /privacy, /terms and /cookies: prerendered with their content, refreshed in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<LegalData> {
  return loadLegalPage(request.url);
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<LegalData> {
  return freshOrBuilt(await loadLegalPage(request.url), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const slug = location.pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const title = loaderData?.data?.title ?? i18n.t("legal:meta.fallbackTitle");
  const description = isLegalSlug(slug) ? i18n.t(`legal:meta.${slug}`) : "";
  return pageMeta(title, description, matches);
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  // Text and links: hydration keeps its HTML (static-island.tsx).
  return (
    <StaticIsland data={loaderData}>
      <LegalPageView {...loaderData} />
    </StaticIsland>
  );
}
