import { type AboutData, AboutPage, loadAboutData } from "~/features/about";
import { type PrincipleListData, PrincipleLinks, loadPrincipleList } from "~/features/principles";
import { pageMeta } from "~/features/shell/meta";
import { contentLocaleOf, i18n } from "~/lib/i18n";
import type { Route } from "./+types/about";

interface AboutRouteData {
  about: AboutData;
  principles: PrincipleListData;
}

async function load(locale: string): Promise<AboutRouteData> {
  const [about, principles] = await Promise.all([loadAboutData(locale), loadPrincipleList(locale)]);
  return { about, principles };
}

/* /about: prerendered with its content, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<AboutRouteData> {
  return load(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<AboutRouteData> {
  const live = await load(contentLocaleOf(request.url));
  if (!live.about.failed && !live.principles.failed) return live;
  try {
    const built = await serverLoader();
    return {
      about: live.about.failed ? built.about : live.about,
      principles: live.principles.failed ? built.principles : live.principles,
    };
  } catch {
    return live;
  }
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("about:meta.title"), i18n.t("about:meta.description"), matches);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <AboutPage data={loaderData.about} principles={<PrincipleLinks principles={loaderData.principles.principles} />} />
  );
}
