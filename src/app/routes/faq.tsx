import { type FaqData, FaqPage, loadFaq } from "~/features/faq";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/faq";

/* /faq: prerendered with its questions, refreshed from Contentful in the browser. */
export async function loader(): Promise<FaqData> {
  return loadFaq();
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<FaqData> {
  const live = await loadFaq();
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
