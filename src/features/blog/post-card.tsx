import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { toContentfulLocale } from "~/lib/contentful/locale";
import { formatDate } from "~/lib/contentful/text";
import { direction, isLanguage } from "~/lib/i18n/paths";
import { PostImage } from "./post-image";
import type { PostSummary, PostTextField } from "./posts";
import { type BlogView, viewSearch } from "./url-state";
import { isolate } from "~/lib/bidi";

/** A card shows at most 3 tags (spec section 2). */
export const CARD_TAG_LIMIT = 3;

/**
 * lang and dir of a post's text shown in another language than the page's (an untranslated
 * Contentful field in English, a staff post in its own language); nothing when it is the page's.
 */
export function textLanguage(post: PostSummary, field: PostTextField): { lang?: string; dir?: "ltr" | "rtl" } {
  const lang = post.fieldLanguages?.[field];
  return lang ? { lang, dir: isLanguage(lang) ? direction(lang) : "ltr" } : {};
}

/** A discreet note on a post whose texts are shown in English on a page in another language. */
export function ShownInEnglish({ post }: { post: PostSummary }) {
  const { t } = useTranslation("blog");
  if (!Object.values(post.fieldLanguages ?? {}).includes("en")) return null;
  return <p className="text-xs text-ink-muted italic">{t("card.shownInEnglish")}</p>;
}

export function PostMeta({ post }: { post: PostSummary }) {
  const { t, i18n } = useTranslation("blog");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
      <span>{t("card.by", { author: post.teamAuthor ? t("card.team") : isolate(post.author) })}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, toContentfulLocale(i18n.language))}</time>
      <span aria-hidden="true">·</span>
      <span>{t("card.readingTime", { count: post.readingTime })}</span>
    </p>
  );
}

export function PostTags({ tags, view, limit = CARD_TAG_LIMIT }: { tags: string[]; view?: BlogView; limit?: number }) {
  const { t } = useTranslation("blog");
  const shown = tags.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t("tags.cardLabel")} className="flex flex-wrap gap-2">
      {shown.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog${viewSearch({ q: view?.q, category: view?.category, tag })}`}
            aria-label={t("tags.postTagged", { tag })}
            className="inline-block rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand-strong hover:underline"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Opening a post from the listing keeps the listing in history: Back returns to it at the same place. */
export const FROM_LIST_STATE = { fromList: true } as const;

export function PostCard({
  post,
  view,
  featured = false,
  fromList = true,
}: {
  post: PostSummary;
  view: BlogView;
  featured?: boolean;
  /** Opened from the listing (Back returns there); false for related posts on a post page. */
  fromList?: boolean;
}) {
  const { t } = useTranslation("blog");
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const Heading = featured ? "h2" : "h3";
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm ${
        featured ? "lg:flex-row" : ""
      }`}
      data-testid={featured ? "featured-post" : "post-card"}
    >
      <div className={`aspect-[16/9] overflow-hidden bg-surface-muted ${featured ? "lg:aspect-auto lg:w-1/2" : ""}`}>
        <PostImage
          post={post}
          priority={featured}
          sizes={featured ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"}
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 p-5 ${featured ? "lg:p-8" : ""}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide uppercase">
          {featured && <span className="rounded bg-accent px-2 py-0.5 text-navy">{t("featured.label")}</span>}
          {post.category && <span className="text-accent-strong">{post.category}</span>}
        </div>
        <Heading className={`font-bold text-navy ${featured ? "text-2xl sm:text-3xl" : "text-xl"}`} {...textLanguage(post, "title")}>
          <Link to={href} state={fromList ? FROM_LIST_STATE : undefined} className="hover:text-brand hover:underline">
            {post.title}
          </Link>
        </Heading>
        <PostMeta post={post} />
        <p className="text-ink" {...textLanguage(post, "excerpt")}>
          {post.excerpt}
        </p>
        <ShownInEnglish post={post} />
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <PostTags tags={post.tags} view={view} />
        </div>
      </div>
    </article>
  );
}
