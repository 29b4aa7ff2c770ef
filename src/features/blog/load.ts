/**
 * The blog's data for the route loaders (build time) and clientLoaders
 * (browser): Contentful and staff posts merged newest first. Never rejects:
 * a source that fails is reported in the data, not thrown.
 */
import { type BlogApi, type BlogPost, createBlogApi } from "~/lib/contentful/blog";
import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { getPublicPostgrest } from "~/lib/public-postgrest";
import {
  fromContentful,
  mergeNewestFirst,
  type PostSource,
  type PostSummary,
  type PostTextField,
  type PublicPost,
  relatedPosts,
  toSummary,
  uniqueSorted,
} from "./posts";
import { createStaffSource, type StaffSource } from "./staff";
import { type BlogView, isFiltered } from "./url-state";

/** Spec section 9: the blog page loads 20 posts and 3 featured. */
export const LIST_LIMIT = 20;
export const FEATURED_LIMIT = 3;
export const RELATED_LIMIT = 3;
/** Spec section 8: the loader's message when a failure has none. */
export const DEFAULT_LOAD_ERROR = "Failed to load blog posts";

export interface BlogSources {
  blog: BlogApi;
  /** Every category used by a Contentful post (in the page's language). */
  categories(): Promise<string[]>;
  /** Every tag used by a Contentful post in the page's language; default: blog.getAllTags(). */
  tags?(): Promise<string[]>;
  staff: StaffSource;
  /**
   * For a page not in English: the fields of these Contentful posts that have no translation in
   * its language (shown in English). Absent, or failing, nothing is marked.
   */
  untranslated?(ids: string[], withBody: boolean): Promise<Map<string, PostTextField[]>>;
}

/** The site language of a Contentful locale (en-US -> en). */
export function languageOfLocale(locale: string): string {
  return locale === "en-US" ? "en" : (locale.split("-")[0] ?? "en");
}

export interface BlogListData {
  view: BlogView;
  posts: PostSummary[];
  /** The first post shown large: only on the unfiltered listing. */
  featured: PostSummary | null;
  categories: string[];
  tags: string[];
  /** More posts exist beyond `limit`. */
  hasMore: boolean;
  limit: number;
  /** Set when nothing could be loaded: the message of the failure. */
  error: string | null;
  /** Sources that failed (the other one's posts are shown). */
  failedSources: PostSource[];
}

export interface BlogPostData {
  slug: string;
  post: PublicPost | null;
  related: PostSummary[];
  /** True when the post was not found because a source could not be reached. */
  failed: boolean;
}

/** Every value of a field of the blog's posts (categories, tags) in the page's language. */
async function contentfulValues(field: "category" | "tags", locale: string): Promise<string[]> {
  const sdk = await getContentClient(getConfig().contentful).sdk();
  const found: string[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await sdk.getEntries({ content_type: "blogPost", select: [`fields.${field}`], limit: 1000, skip, locale, include: 0 } as never);
    for (const item of page.items) {
      const value = (item.fields as Record<string, unknown>)[field];
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === "string") found.push(v);
    }
    if (skip + page.items.length >= page.total || page.items.length === 0) break;
  }
  return uniqueSorted([found]);
}

/** Which of the posts' texts have no value in `locale`: asked with every locale (locale=*). */
async function contentfulUntranslated(ids: string[], withBody: boolean, locale: string): Promise<Map<string, PostTextField[]>> {
  const result = new Map<string, PostTextField[]>();
  if (ids.length === 0) return result;
  const fields: PostTextField[] = withBody ? ["title", "excerpt", "body"] : ["title", "excerpt"];
  const sdk = await getContentClient(getConfig().contentful).sdk();
  const page = await sdk.withAllLocales.getEntries({
    content_type: "blogPost",
    "sys.id[in]": ids.join(","),
    select: ["sys.id", ...fields.map((f) => `fields.${f}`)],
    limit: ids.length,
    include: 0,
  } as never);
  for (const item of page.items) {
    const byField = item.fields as Record<string, Record<string, unknown> | undefined>;
    const english = fields.filter((f) => byField[f]?.["en-US"] !== undefined && byField[f]?.[locale] === undefined);
    if (english.length > 0) result.set(item.sys.id, english);
  }
  return result;
}

/** The real sources: Contentful through the shared client, Supabase through the shared (lazy) client. */
export function defaultSources(locale = "en-US"): BlogSources {
  let blog: BlogApi | undefined;
  const api = (): BlogApi => (blog ??= createBlogApi(getContentClient(getConfig().contentful)));
  // Configuration errors surface as failures of the Contentful source, not as exceptions.
  const lazyBlog: BlogApi = {
    getBlogPosts: async (o) => api().getBlogPosts(o),
    getBlogPostBySlug: async (s, o) => api().getBlogPostBySlug(s, o),
    getFeaturedPosts: async (l, o) => {
      try {
        return await api().getFeaturedPosts(l, o);
      } catch {
        return [];
      }
    },
    searchBlogPosts: async (q, l, o) => api().searchBlogPosts(q, l, o),
    getPostsByCategory: async (c, l, o) => api().getPostsByCategory(c, l, o),
    getPostsByTag: async (t, l, o) => api().getPostsByTag(t, l, o),
    getAllTags: async () => api().getAllTags(),
  };
  return {
    blog: lazyBlog,
    categories: () => contentfulValues("category", locale),
    tags: () => contentfulValues("tags", locale),
    staff: createStaffSource(getPublicPostgrest, languageOfLocale(locale)),
    untranslated: (ids, withBody) => contentfulUntranslated(ids, withBody, locale),
  };
}

function message(reason: unknown): string {
  return reason instanceof Error && reason.message ? reason.message : DEFAULT_LOAD_ERROR;
}

function matchesView(post: PostSummary, view: BlogView): boolean {
  if (view.category && post.category !== view.category) return false;
  if (view.tag && !post.tags.some((t) => t.toLowerCase() === view.tag.toLowerCase())) return false;
  return true;
}

/** Contentful's posts for a view: one query (search, else tag, else category), the other filters applied to its result. */
async function contentfulList(blog: BlogApi, view: BlogView, limit: number, locale: string) {
  const o = { locale };
  if (!isFiltered(view)) {
    const page = await blog.getBlogPosts({ limit, skip: 0, ...o });
    return { items: page.items.map((post) => fromContentful(post)), more: page.total > page.items.length };
  }
  let raw: BlogPost[];
  if (view.q) raw = await blog.searchBlogPosts(view.q, limit, o);
  else if (view.tag) raw = await blog.getPostsByTag(view.tag, limit, o);
  else raw = await blog.getPostsByCategory(view.category, limit, o);
  return { items: raw.map((post) => fromContentful(post)).filter((p) => matchesView(p, view)), more: raw.length >= limit };
}

/**
 * Marks the Contentful posts' texts that have no translation in the page's language (they show in
 * English). English pages, and a failing check, mark nothing.
 */
async function markUntranslated<T extends PostSummary>(posts: T[], sources: BlogSources, locale: string, withBody = false): Promise<T[]> {
  const ids = [...new Set(posts.filter((p) => p.source === "contentful").map((p) => p.id))];
  if (locale === "en-US" || !sources.untranslated || ids.length === 0) return posts;
  let english: Map<string, PostTextField[]>;
  try {
    english = await sources.untranslated(ids, withBody);
  } catch {
    return posts;
  }
  return posts.map((post) => {
    const fields = post.source === "contentful" ? english.get(post.id) : undefined;
    return fields ? { ...post, fieldLanguages: { ...post.fieldLanguages, ...Object.fromEntries(fields.map((f) => [f, "en"])) } } : post;
  });
}

export interface LoadOptions {
  limit?: number;
  locale?: string;
  sources?: BlogSources;
}

/**
 * The listing for a view (spec section 4): posts, featured posts and all tags
 * fetched together; both sources merged newest first.
 */
export async function loadBlogList(view: BlogView, options: LoadOptions = {}): Promise<BlogListData> {
  const locale = options.locale ?? "en-US";
  const limit = Math.max(1, Math.floor(options.limit ?? LIST_LIMIT));
  const sources = options.sources ?? defaultSources(locale);
  const { blog, categories, staff } = sources;
  const filtered = isFiltered(view);

  const [cms, own, featured, cmsTags, cmsCategories, staffFacets] = await Promise.allSettled([
    contentfulList(blog, view, limit, locale),
    staff.list({ ...view, limit }),
    filtered ? Promise.resolve([]) : blog.getFeaturedPosts(FEATURED_LIMIT, { locale }),
    sources.tags ? sources.tags() : blog.getAllTags(),
    categories(),
    staff.facets(),
  ]);

  const failedSources: PostSource[] = [];
  if (cms.status === "rejected") failedSources.push("contentful");
  if (own.status === "rejected") failedSources.push("staff");
  const cmsItems = cms.status === "fulfilled" ? cms.value.items : [];
  const staffItems = own.status === "fulfilled" ? own.value : [];
  const merged = mergeNewestFirst([cmsItems, staffItems]);

  // Nothing to show because of a failure: the failure screen. One source failing
  // while the other has posts: those posts and a partial-failure notice.
  const error = cms.status === "rejected" && (own.status === "rejected" || merged.length === 0) ? message(cms.reason) : null;

  const featuredPosts = filtered
    ? []
    : mergeNewestFirst(
        [featured.status === "fulfilled" ? featured.value.map((p) => fromContentful(p)) : [], staffItems.slice(0, FEATURED_LIMIT)],
        FEATURED_LIMIT,
      );
  const facets = staffFacets.status === "fulfilled" ? staffFacets.value : { tags: [], categories: [] };
  const listed = merged.slice(0, limit).map(toSummary);
  const featuredSummary = featuredPosts[0] ? toSummary(featuredPosts[0]) : null;
  const marked = await markUntranslated(featuredSummary ? [featuredSummary, ...listed] : listed, sources, locale);

  return {
    view,
    posts: featuredSummary ? marked.slice(1) : marked,
    featured: featuredSummary ? (marked[0] ?? null) : null,
    categories: uniqueSorted([cmsCategories.status === "fulfilled" ? cmsCategories.value : [], facets.categories]),
    tags: uniqueSorted([cmsTags.status === "fulfilled" ? cmsTags.value : [], facets.tags]),
    hasMore:
      merged.length > limit ||
      (cms.status === "fulfilled" && cms.value.more) ||
      (own.status === "fulfilled" && own.value.length >= limit),
    limit,
    error,
    failedSources,
  };
}

/** One post by slug (Contentful first, then staff posts) with related posts of the same category or tags. */
export async function loadBlogPost(slug: string, options: Omit<LoadOptions, "limit"> = {}): Promise<BlogPostData> {
  const locale = options.locale ?? "en-US";
  const sources = options.sources ?? defaultSources(locale);
  const { blog, staff } = sources;
  const [cms, own] = await Promise.allSettled([blog.getBlogPostBySlug(slug, { locale }), staff.bySlug(slug)]);
  // The same rule as every list: a slug in both sources is the Contentful post's.
  const found =
    mergeNewestFirst([
      cms.status === "fulfilled" && cms.value ? [fromContentful(cms.value)] : [],
      own.status === "fulfilled" && own.value ? [own.value] : [],
    ])[0] ?? null;
  if (!found) {
    return { slug, post: null, related: [], failed: cms.status === "rejected" || own.status === "rejected" };
  }
  const [post] = (await markUntranslated([found], sources, locale, true)) as [PublicPost];
  const firstTag = post.tags[0];
  const candidates = await Promise.allSettled([
    post.category ? blog.getPostsByCategory(post.category, RELATED_LIMIT + 1, { locale }) : Promise.resolve([]),
    firstTag ? blog.getPostsByTag(firstTag, RELATED_LIMIT + 1, { locale }) : Promise.resolve([]),
    staff.list({ limit: LIST_LIMIT }),
  ]);
  const pool: PostSummary[] = [];
  candidates.forEach((c, i) => {
    if (c.status !== "fulfilled") return;
    const items = i < 2 ? (c.value as BlogPost[]).map((p) => fromContentful(p)) : (c.value as PublicPost[]);
    pool.push(...items.map(toSummary));
  });
  return { slug, post, related: await markUntranslated(relatedPosts(post, pool, RELATED_LIMIT), sources, locale), failed: false };
}
