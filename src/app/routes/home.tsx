import { type HomeData, HomePage, loadHomeData } from "~/features/home";
import { pageMeta } from "~/features/shell/meta";
import { contentLocaleOf, i18n } from "~/lib/i18n";
import type { Route } from "./+types/home";

/* The home page: prerendered with its content, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<HomeData> {
  return loadHomeData(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<HomeData> {
  const live = await loadHomeData(contentLocaleOf(request.url));
  if (!live.failed) return live;
  try {
    const built = await serverLoader();
    return built.failed ? live : built;
  } catch {
    return live;
  }
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("home:meta.title"), i18n.t("home:meta.description"), matches);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
