import { loadPublicResources, loadResourcesIntro, type PublicResources, ResourceCenter, type ResourcesIntro } from "~/features/resources";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/resources";

interface ResourcesRouteData {
  intro: ResourcesIntro | null;
  resources: PublicResources;
}

async function load(locale: string): Promise<ResourcesRouteData> {
  const [intro, resources] = await Promise.all([loadResourcesIntro(locale), loadPublicResources()]);
  return { intro, resources };
}

/* /resources: prerendered with the approved public documents, refreshed in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<ResourcesRouteData> {
  return load(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<ResourcesRouteData> {
  const live = await load(contentLocaleOf(request.url));
  if (live.intro && !live.resources.failed) return live;
  try {
    const built = await serverLoader();
    return { intro: live.intro ?? built.intro, resources: live.resources.failed ? built.resources : live.resources };
  } catch {
    return live;
  }
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("resources:title"), i18n.t("resources:metaDescription"), matches);
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ResourceCenter intro={loaderData.intro} data={loaderData.resources} />;
}
