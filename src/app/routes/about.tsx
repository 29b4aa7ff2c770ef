import { type AboutData, AboutPage, loadAboutData } from "~/features/about";
import { type PrincipleListData, PrincipleLinks, loadPrincipleList } from "~/features/principles";
import { loadPartners, type PartnersData, PartnerStrip } from "~/features/partners";
import { pageMeta } from "~/features/shell/meta";
import { StaticIsland } from "~/components/ui/static-island";
import { freshOrBuilt } from "~/lib/contentful/load";
import { contentLocaleOf, i18n } from "~/lib/i18n";
import type { Route } from "./+types/about";

interface AboutRouteData {
  about: AboutData;
  principles: PrincipleListData;
  partners: PartnersData;
}

async function load(locale: string): Promise<AboutRouteData> {
  const [about, principles, partners] = await Promise.all([loadAboutData(locale), loadPrincipleList(locale), loadPartners()]);
  return { about, principles, partners };
}

/* /about: prerendered with its content, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<AboutRouteData> {
  return load(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<AboutRouteData> {
  return freshOrBuilt(await load(contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("about:meta.title"), i18n.t("about:meta.description"), matches);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <AboutPage
      {...loaderData.about}
      principles={
        <StaticIsland data={loaderData.principles}>
          <PrincipleLinks principles={loaderData.principles.data} />
        </StaticIsland>
      }
      partners={
        <StaticIsland data={loaderData.partners}>
          <PartnerStrip partners={loaderData.partners.partners} />
        </StaticIsland>
      }
    />
  );
}
