import { type PrinciplePageData, PrincipleDetail, loadPrinciplePage } from "~/features/principles";
import { pageMeta } from "~/features/shell/meta";
import { freshOrBuilt } from "~/lib/contentful/load";
import { contentLocaleOf, i18n } from "~/lib/i18n";
import type { Route } from "./+types/principle";
import { StaticIsland } from "~/components/ui/static-island";

/* /about/principle/:slug — prerendered for every slug known at build time, refreshed in the browser. */
export async function loader({ params, request }: Route.LoaderArgs): Promise<PrinciplePageData> {
  return loadPrinciplePage(params.slug, contentLocaleOf(request.url));
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<PrinciplePageData> {
  return freshOrBuilt(await loadPrinciplePage(params.slug, contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const principle = loaderData?.data.principle;
  if (!principle) {
    return [
      ...pageMeta(i18n.t("principles:meta.notFoundTitle"), i18n.t("principles:meta.notFoundDescription"), matches),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(principle.title, principle.shortDescription, matches);
}

export default function PrinciplePage({ loaderData }: Route.ComponentProps) {
  // Text and links: hydration keeps its HTML (static-island.tsx).
  return (
    <StaticIsland data={loaderData}>
      <PrincipleDetail {...loaderData} />
    </StaticIsland>
  );
}
