import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link, useLocalizedNavigate as useNavigate } from "~/components/ui/link";
import { ArrowStartIcon } from "~/components/ui/icons";
import { LoadFailed } from "~/components/ui/load-failed";
import { PageSection } from "~/components/ui/page-section";
import type { BlogPostData } from "./load";
import { PostBody } from "./post-body";
import { PostCard, PostMeta, PostTags, ShownInEnglish, textLanguage } from "./post-card";
import { PostImage } from "./post-image";
import { ShareButtons } from "./share-buttons";
import { postUrl } from "./share";
import { ALL_VIEW } from "./url-state";
import { StaticIsland } from "~/components/ui/static-island";

function BackToBlog() {
  const { t } = useTranslation("blog");
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = Boolean((location.state as { fromList?: boolean } | null)?.fromList);
  const className = "inline-flex items-center gap-2 text-sm font-medium text-brand hover:underline";
  // Opened from the listing: going back closes the post and returns to the list where it was.
  return fromList ? (
    <button type="button" className={className} onClick={() => void navigate(-1)}>
      <ArrowStartIcon size={16} className="rtl:rotate-180" />
      {t("post.back")}
    </button>
  ) : (
    <Link to="/blog" className={className}>
      <ArrowStartIcon size={16} className="rtl:rotate-180" />
      {t("post.back")}
    </Link>
  );
}

function Missing({ failed }: { failed: boolean }) {
  const { t } = useTranslation("blog");
  return (
    <LoadFailed
      as="article"
      title={failed ? t("post.failedTitle") : t("post.notFoundTitle")}
      message={failed ? t("post.failed") : t("post.notFound")}
      role={failed ? "alert" : "status"}
      action={
        <Link to="/blog" className="btn-primary mt-8">
          {t("post.allPosts")}
        </Link>
      }
    />
  );
}

/** /blog/{slug}: the whole post, share buttons and related posts. */
export function BlogPostView({ data, siteUrl, insecure }: { data: BlogPostData; siteUrl: string; insecure: boolean }) {
  const { t } = useTranslation("blog");
  const { post } = data;
  if (!post) return <Missing failed={data.failed} />;
  const url = postUrl(siteUrl || (typeof window === "undefined" ? "" : window.location.origin), post.slug);
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-source={post.source}>
        <BackToBlog />
        {/* The post itself is text, images and links: hydration keeps its HTML (static-island.tsx). */}
        <StaticIsland data={post}>
          <header className="mt-6">
            {post.category && (
              <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
                <Link to={`/blog?category=${encodeURIComponent(post.category)}`} className="hover:underline">
                  {post.category}
                </Link>
              </p>
            )}
            <h1 className="mt-2 text-3xl font-bold text-navy sm:text-4xl lg:text-5xl" {...textLanguage(post, "title")}>
              {post.title}
            </h1>
            <div className="mt-4 flex flex-col gap-1">
              <PostMeta post={post} />
              <ShownInEnglish post={post} />
            </div>
          </header>
          <div className="mt-8 aspect-[16/9] overflow-hidden rounded-xl bg-surface-muted">
            <PostImage post={post} priority sizes="(min-width: 768px) 768px, 100vw" />
          </div>
          <div className="mt-8 text-lg text-ink" data-testid="post-body" {...textLanguage(post, "body")}>
            <PostBody body={post.body} insecure={insecure} />
          </div>
          {post.tags.length > 0 && (
            <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-line pt-6">
              <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{t("post.tags")}</h2>
              <PostTags tags={post.tags} limit={Infinity} />
            </div>
          )}
        </StaticIsland>
        <div className="mt-6 border-t border-line pt-6">
          <ShareButtons url={url} title={post.title} />
        </div>
      </article>
      {data.related.length > 0 && (
        <PageSection band="bg-surface-muted" wide width="max-w-7xl" space="py-12" align="text-start" size="text-2xl" headingId="related-heading" title={t("post.related")}>
          <ul className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
            {data.related.map((related) => (
              <li key={`${related.source}:${related.slug}`}>
                <PostCard post={related} view={ALL_VIEW} fromList={false} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
}
