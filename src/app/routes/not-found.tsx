import { NotFoundPage } from "~/features/shell/not-found";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("shell:notFound.metaTitle"), i18n.t("shell:notFound.metaDescription"), matches);
}

export default function NotFound() {
  return <NotFoundPage />;
}
