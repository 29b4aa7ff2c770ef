import { loadResourcesIntro } from "~/features/resources/load";
import { ResourcesIntro } from "~/features/resources/resources-intro";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/resources";

export async function loader({ request }: Route.LoaderArgs) {
  return { intro: await loadResourcesIntro(contentLocaleOf(request.url)) };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const intro = await loadResourcesIntro(contentLocaleOf(request.url));
  if (intro) return { intro };
  return serverLoader().catch(() => ({ intro: null }));
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("resources:title"), i18n.t("resources:metaDescription"), matches);
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ResourcesIntro intro={loaderData.intro} />;
}
