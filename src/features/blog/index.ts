/** The public blog (/blog, /blog/{slug}): what both route modules use. The listing (BlogListing) is imported
 * from its own module by /blog only, so a post page never loads the listing: a barrel re-export here put
 * it in the chunk both routes share (1.8 KB gzip more on every post page). */
export { BlogPostView } from "./blog-post-view";
export { listLimit, raiseListLimit } from "./list-limits";
export { loadBlogList, loadBlogPost, LIST_LIMIT, type BlogListData, type BlogPostData } from "./load";
export { blogPostingJsonLd, socialMeta, type MetaTag } from "./seo";
export { isFiltered, readView, viewSearch, type BlogView } from "./url-state";
