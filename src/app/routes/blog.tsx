import { useState } from "react";
import { useRevalidator } from "react-router";
// Direct imports (not the feature's index): the listing's chunk stays free of the post page's renderers.
import { BlogListing } from "~/features/blog/blog-listing";
import { listLimit, raiseListLimit } from "~/features/blog/list-limits";
import { type BlogListData, loadBlogList } from "~/features/blog/load";
import { socialMeta } from "~/features/blog/seo";
import { isFiltered, readView, viewSearch } from "~/features/blog/url-state";
import { pageMeta } from "~/features/shell/meta";
import { getConfig } from "~/lib/env";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/blog";

/* /blog: prerendered with the newest posts, refreshed in the browser; the view (?q=, ?category=, ?tag=) is in the URL. */
export async function loader({ request }: Route.LoaderArgs): Promise<BlogListData> {
  return loadBlogList(readView(new URL(request.url).searchParams), { locale: contentLocaleOf(request.url) });
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<BlogListData> {
  const view = readView(new URL(request.url).searchParams);
  const live = await loadBlogList(view, { limit: listLimit(viewSearch(view)), locale: contentLocaleOf(request.url) });
  // Contentful unreachable: the unfiltered listing keeps the posts it was built with.
  if (!live.failedSources.includes("contentful") || isFiltered(view)) return live;
  try {
    const built = await serverLoader();
    if (!built.failedSources.includes("contentful") && !isFiltered(built.view)) return built;
  } catch {
    // No build-time data (e.g. a client navigation without a .data file): show the live result.
  }
  return live;
}
clientLoader.hydrate = true as const;

function siteUrl(): string {
  try {
    return getConfig().siteUrl;
  } catch {
    return "";
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const view = loaderData?.view;
  const title = view?.q
    ? i18n.t("blog:meta.searchTitle", { q: view.q })
    : view?.tag
      ? i18n.t("blog:meta.tagTitle", { tag: view.tag })
      : view?.category
        ? i18n.t("blog:meta.categoryTitle", { category: view.category })
        : i18n.t("blog:meta.listTitle");
  const description = i18n.t("blog:meta.listDescription");
  const [titleTag, ...rest] = pageMeta(title, description, matches);
  return [
    titleTag,
    ...rest,
    ...socialMeta({ siteUrl: siteUrl(), path: location.pathname.replace(/\/+$/, ""), title: String(titleTag?.title ?? title), description, type: "website" }),
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [loadingMore, setLoadingMore] = useState(false);
  function loadMore() {
    raiseListLimit(viewSearch(loaderData.view));
    setLoadingMore(true);
    void revalidator.revalidate().finally(() => setLoadingMore(false));
  }
  return <BlogListing data={loaderData} onLoadMore={loadMore} loadingMore={loadingMore} />;
}
