// Not the feature's index: it re-exports the blog's readers (load.ts), which a post page loads with its
// content refresh only (the clientLoader's import below), not with the page.
import { BlogPostView } from "~/features/blog/blog-post-view";
import type { BlogPostData } from "~/features/blog/load";
import { blogPostingJsonLd, socialMeta } from "~/features/blog/seo";
import { pageMeta } from "~/features/shell/meta";
import { getConfig } from "~/lib/env";
import { i18n } from "~/lib/i18n";
import { contentLocaleOf } from "~/lib/i18n/paths";
import type { Route } from "./+types/blog-post";

/*
 * /blog/{slug}: Contentful posts are prerendered; staff posts and posts published
 * after the build load in the browser through the SPA fallback. Unknown slugs
 * render a not-found state (noindex).
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<BlogPostData> {
  const { loadBlogPost } = await import("~/features/blog/load");
  return loadBlogPost(params.slug, { locale: contentLocaleOf(request.url) });
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<BlogPostData> {
  // The readers of both sources (Contentful and staff posts) load with the refresh, not with the page:
  // the page hydrates from its prerendered data (decision 0006's bytes won back).
  const { loadBlogPost } = await import("~/features/blog/load");
  const live = await loadBlogPost(params.slug, { locale: contentLocaleOf(request.url) });
  if (!live.failed) return live;
  try {
    const built = await serverLoader();
    if (built.post) return built;
  } catch {
    // Not prerendered (a staff post or a newer one): nothing to fall back to.
  }
  return live;
}
clientLoader.hydrate = true as const;

function config() {
  try {
    const c = getConfig();
    return { siteUrl: c.siteUrl, insecure: c.contentful.insecure };
  } catch {
    return { siteUrl: "", insecure: false };
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const post = loaderData?.post;
  const { siteUrl } = config();
  if (!post) {
    const title = loaderData?.failed ? i18n.t("blog:meta.unavailableTitle") : i18n.t("blog:meta.notFoundTitle");
    return [...pageMeta(title, i18n.t("blog:meta.notFoundDescription"), matches), { name: "robots", content: "noindex" }];
  }
  const [titleTag, ...rest] = pageMeta(post.title, post.excerpt, matches);
  return [
    titleTag,
    ...rest,
    ...socialMeta({
      siteUrl,
      path: location.pathname.replace(/\/+$/, ""),
      title: post.title,
      description: post.excerpt,
      image: post.image.url,
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedDate },
    ...(siteUrl ? [{ "script:ld+json": blogPostingJsonLd(post, siteUrl) }] : []),
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { siteUrl, insecure } = config();
  return <BlogPostView data={loaderData} siteUrl={siteUrl} insecure={insecure} />;
}
