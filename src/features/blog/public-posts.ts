/**
 * Every public post, newest first: what the RSS feed and the sitemap list (scripts/lib/feeds.ts).
 * It asks the same two sources as the blog's pages (Contentful's published blogPost entries through
 * createBlogApi, the Supabase view published_blog_posts through createStaffSource) and merges them
 * with the pages' own rule (mergeNewestFirst), so the feeds and the blog cannot drift apart.
 *
 * Runs in Node too (the feeds are written after the build): relative .ts imports only.
 */
import type { BlogApi } from "../../lib/contentful/blog.ts";
import { fromContentful, mergeNewestFirst, type PostSource, type PostSummary, toSummary } from "./posts.ts";
import type { StaffSource } from "./staff.ts";

/** Posts read from Contentful per request (the Delivery API's maximum page is 1000 entries). */
const PAGE_SIZE = 100;
/** At most this many staff posts. */
export const STAFF_LIMIT = 1000;

export interface PublicPosts {
  posts: PostSummary[];
  /** Sources that could not be read (the posts of the other are still listed). */
  failedSources: PostSource[];
  /** The failure of each failed source. */
  errors: Partial<Record<PostSource, unknown>>;
}

async function allContentfulPosts(blog: BlogApi, locale: string): Promise<PostSummary[]> {
  const posts: PostSummary[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await blog.getBlogPosts({ limit: PAGE_SIZE, skip, locale });
    posts.push(...page.items.map((post) => toSummary(fromContentful(post))));
    if (skip + page.items.length >= page.total || page.items.length === 0) return posts;
  }
}

export async function loadPublicPosts(sources: { blog: BlogApi; staff: StaffSource }, options: { locale?: string } = {}): Promise<PublicPosts> {
  const locale = options.locale ?? "en-US";
  const [cms, own] = await Promise.allSettled([allContentfulPosts(sources.blog, locale), sources.staff.list({ limit: STAFF_LIMIT })]);
  const failedSources: PostSource[] = [];
  const errors: PublicPosts["errors"] = {};
  if (cms.status === "rejected") {
    failedSources.push("contentful");
    errors.contentful = cms.reason;
  }
  if (own.status === "rejected") {
    failedSources.push("staff");
    errors.staff = own.reason;
  }
  const posts = mergeNewestFirst([
    cms.status === "fulfilled" ? cms.value : [],
    own.status === "fulfilled" ? own.value.map(toSummary) : [],
  ]);
  return { posts, failedSources, errors };
}
