import { type FormEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Link, useLocalizedNavigate as useNavigate } from "~/components/ui/link";
import { AlertCircleIcon, InfoIcon } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { BlogListData } from "./load";
import { PostCard } from "./post-card";
import { type BlogView, isFiltered, showsFeatured, viewSearch } from "./url-state";

function Hero({ view }: { view: BlogView }) {
  const { t } = useTranslation("blog");
  const navigate = useNavigate();
  const inputId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "");
    // An empty search resets the search (spec section 4); category and tag stay.
    void navigate(`/blog${viewSearch({ ...view, q })}`);
  }
  return (
    <section className="on-dark bg-navy px-4 py-14 text-ink-inverse sm:py-20">
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t("hero.eyebrow")}</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{t("hero.title")}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-inverse-muted">{t("hero.subtitle")}</p>
        {/* key: a new URL (Back, a shared link) shows its own search term. */}
        <form key={view.q} role="search" onSubmit={submit} action="/blog" className="mx-auto mt-8 flex max-w-xl gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t("search.label")}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            defaultValue={view.q}
            placeholder={t("search.placeholder")}
            className="min-w-0 flex-1 rounded-md border border-line bg-surface px-4 py-3 text-ink placeholder:text-ink-muted"
          />
          {view.category && <input type="hidden" name="category" value={view.category} />}
          {view.tag && <input type="hidden" name="tag" value={view.tag} />}
          <button type="submit" className="btn-accent px-5">
            {t("search.submit")}
          </button>
        </form>
      </div>
    </section>
  );
}

function Filters({ data }: { data: BlogListData }) {
  const { t } = useTranslation("blog");
  const navigate = useNavigate();
  const tagId = useId();
  const { view } = data;
  const categories = data.categories.includes(view.category) || !view.category ? data.categories : [...data.categories, view.category];
  const tags = data.tags.includes(view.tag) || !view.tag ? data.tags : [...data.tags, view.tag];
  const chip = (active: boolean) =>
    `inline-block max-w-full rounded-full border px-4 py-1.5 text-sm font-medium break-words ${
      active ? "border-brand bg-brand text-white" : "border-line bg-surface text-ink hover:border-brand hover:text-brand"
    }`;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      {/* The chips wrap onto more lines (long names, other languages): none is ever clipped or hidden. */}
      <nav aria-label={t("categories.label")} className="min-w-0 flex-1 py-1">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={`/blog${viewSearch({ ...view, category: "" })}`} aria-current={!view.category ? "page" : undefined} className={chip(!view.category)}>
              {t("categories.all")}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category}>
              <Link
                to={`/blog${viewSearch({ ...view, category })}`}
                aria-current={view.category === category ? "page" : undefined}
                className={chip(view.category === category)}
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 shrink-0 items-center gap-2 py-1">
        <label htmlFor={tagId} className="text-sm font-medium whitespace-nowrap text-ink">
          {t("tags.label")}
        </label>
        <select
          id={tagId}
          value={view.tag}
          onChange={(e) => void navigate(`/blog${viewSearch({ ...view, tag: e.target.value })}`)}
          className="min-w-0 max-w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink"
        >
          <option value="">{t("tags.all")}</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function ActiveFilters({ view, count }: { view: BlogView; count: number }) {
  const { t } = useTranslation("blog");
  if (!isFiltered(view)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted" role="status">
      <span className="font-semibold text-ink">{t("filters.results", { count })}</span>
      <span className="sr-only">{t("filters.active")}:</span>
      {view.q && <span>{t("filters.search", { q: view.q })}</span>}
      {view.category && <span>{t("filters.category", { category: view.category })}</span>}
      {view.tag && <span>{t("filters.tag", { tag: view.tag })}</span>}
      <Link to="/blog" className="font-medium text-brand underline underline-offset-2">
        {t("filters.clear")}
      </Link>
    </div>
  );
}

export function BlogFailure({ message }: { message: string }) {
  const { t } = useTranslation("blog");
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-line bg-surface-muted p-8 text-center">
      <AlertCircleIcon size={40} className="mx-auto text-danger" />
      <h2 className="mt-4 text-2xl font-bold text-navy">{t("failure.title")}</h2>
      <p className="mt-2 font-medium text-danger">{message}</p>
      <p className="mt-2 text-ink-muted">{t("failure.hint")}</p>
    </div>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation("blog");
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-line bg-surface-muted p-8 text-center">
      <InfoIcon size={40} className="mx-auto text-brand" />
      <h2 className="mt-4 text-2xl font-bold text-navy">{t("empty.title")}</h2>
      <p className="mt-2 text-ink-muted">{filtered ? t("empty.filtered") : t("empty.unfiltered")}</p>
      {filtered && (
        <Link to="/blog" className="btn-primary mt-6">
          {t("empty.viewAll")}
        </Link>
      )}
    </div>
  );
}

export interface BlogListingProps {
  data: BlogListData;
  onLoadMore: () => void;
  loadingMore: boolean;
}

/** The /blog screen: hero with search, category strip, tag filter, featured post, grid, load more. */
export function BlogListing({ data, onLoadMore, loadingMore }: BlogListingProps) {
  const { t } = useTranslation("blog");
  const navigation = useNavigation();
  const { view } = data;
  const filtered = isFiltered(view);
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/blog";

  // A failed search or filter also tells the visitor in a toast (spec section 8).
  const toasted = useRef<BlogListData | null>(null);
  useEffect(() => {
    if (!data.error || !filtered || toasted.current === data) return;
    toasted.current = data;
    toast.error(t(view.q ? "toast.searchFailed" : "toast.filterFailed"));
  }, [data, filtered, view.q, t]);

  const featured = showsFeatured(view) ? data.featured : null;
  const posts = featured ? data.posts.filter((p) => p.slug !== featured.slug) : data.posts;

  return (
    <>
      <Hero view={view} />
      <section aria-labelledby="blog-posts-heading" aria-busy={busy || loadingMore} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="blog-posts-heading" className="sr-only">
          {t("list.heading")}
        </h2>
        <Filters data={data} />
        <div className="mt-6 flex flex-col gap-4">
          <ActiveFilters view={view} count={data.error ? 0 : data.posts.length} />
          {!data.error && data.failedSources.length > 0 && (
            <p role="status" className="flex items-start gap-2 rounded-md border border-accent bg-surface-muted p-3 text-sm text-ink">
              <InfoIcon className="mt-0.5 shrink-0 text-accent-strong" />
              {t("partial")}
            </p>
          )}
        </div>
        <div className="mt-8">
          {data.error ? (
            <BlogFailure message={data.error} />
          ) : data.posts.length === 0 ? (
            <Empty filtered={filtered} />
          ) : (
            <>
              {featured && (
                <div className="mb-10">
                  <PostCard post={featured} view={view} featured />
                </div>
              )}
              <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={`${post.source}:${post.slug}`}>
                    <PostCard post={post} view={view} />
                  </li>
                ))}
              </ul>
              {data.hasMore && (
                <div className="mt-10 text-center">
                  <button type="button" className="btn-outline px-6" onClick={onLoadMore} disabled={loadingMore}>
                    {loadingMore ? t("list.loadingMore") : t("list.loadMore")}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
