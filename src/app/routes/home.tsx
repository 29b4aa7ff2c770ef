import { type HomeData, HomePage, loadHomeData } from "~/features/home";
import { pageMeta } from "~/features/shell/meta";
import { freshOrBuilt } from "~/lib/contentful/load";
import { contentLocaleOf, i18n } from "~/lib/i18n";
import type { Route } from "./+types/home";

/* The home page: prerendered with its content, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<HomeData> {
  return loadHomeData(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<HomeData> {
  return freshOrBuilt(await loadHomeData(contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("home:meta.title"), i18n.t("home:meta.description"), matches);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
