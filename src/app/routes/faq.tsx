import { type FaqData, FaqPage, loadFaq } from "~/features/faq";
import { pageMeta } from "~/features/shell/meta";
import { freshOrBuilt } from "~/lib/contentful/load";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/faq";

/* /faq: prerendered with its questions, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<FaqData> {
  return loadFaq(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<FaqData> {
  return freshOrBuilt(await loadFaq(contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.data.hero?.title ?? i18n.t("faq:meta.title"), i18n.t("faq:meta.description"), matches);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
