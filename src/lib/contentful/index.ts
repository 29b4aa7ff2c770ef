/** The SPA's content layer: Contentful through the official SDK (lazily loaded). */
export { createContentClient, getContentClient, CLIENT_POLICY, type ContentClient, type ContentClientConfig, type SdkClient } from "./client";
export { assetUrl, imageSrcSet, imageUrl, isTransformable, DEFAULT_BLOG_IMAGE, type ImageFormat, type ImageOptions } from "./assets";
export { AUTHOR_FALLBACK, authorName, excerpt, formatDate, plainText, readingTime, stripMarkup, richTextToPlain } from "./text";
export { createBlogApi, toBlogPost, BLOG_ERRORS, type BlogApi, type BlogImage, type BlogPage, type BlogPost } from "./blog";
export { toContentfulLocale, CONTENTFUL_LOCALES, type SiteLanguage } from "./locale";
