import { type FaqData, FaqPage, loadFaq } from "~/features/faq";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/faq";

/* /faq: prerendered with its questions, refreshed from Contentful in the browser. */
export async function loader({ request }: Route.LoaderArgs): Promise<FaqData> {
  return loadFaq(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<FaqData> {
  const live = await loadFaq(contentLocaleOf(request.url));
  if (!live.failed) return live;
  try {
    const built = await serverLoader();
    return built.failed ? live : built;
  } catch {
    return live;
  }
}
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.hero?.title ?? i18n.t("faq:meta.title"), i18n.t("faq:meta.description"), matches);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData} />;
}
