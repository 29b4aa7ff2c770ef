/** The public blog (/blog, /blog/{slug}): the route modules use only these. */
export { BlogListing } from "./blog-listing";
export { BlogPostView } from "./blog-post-view";
export { listLimit, raiseListLimit } from "./list-limits";
export { loadBlogList, loadBlogPost, LIST_LIMIT, type BlogListData, type BlogPostData } from "./load";
export { blogPostingJsonLd, socialMeta, type MetaTag } from "./seo";
export { isFiltered, readView, viewSearch, type BlogView } from "./url-state";
