import { SearchPage } from "~/features/search/search-page";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/search";

/* /search?q=: prerendered as a shell in each language; results come from the Pagefind index (decision 0040). */
export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(i18n.t("search:metaTitle"), i18n.t("search:metaDescription"), matches), { name: "robots", content: "noindex" }];
}

export default function Search() {
  return <SearchPage />;
}
