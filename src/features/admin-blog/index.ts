export { BlogAdmin, type BlogAdminProps } from "./blog-admin";
export type { AdminBlogPost, BlogViewer, PostStatus } from "./types";
