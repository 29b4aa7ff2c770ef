import { type HomeData, HomePage, loadHomeData } from "~/features/home";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/home";

/* The home page: prerendered with its content, refreshed from Contentful in the browser. */
export async function loader(): Promise<HomeData> {
  return loadHomeData();
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<HomeData> {
  const live = await loadHomeData();
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
