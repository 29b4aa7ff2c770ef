/** Social metadata of blog pages: Open Graph, Twitter card, BlogPosting JSON-LD (rel=canonical comes with the hreflang links of every page). */
import { AUTHOR_FALLBACK } from "~/lib/contentful/text";
import type { PostSummary } from "./posts";
import { postUrl } from "./share";

export type MetaTag = Record<string, unknown>;

/** An absolute URL for a site path or an already absolute URL. */
export function absoluteUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  return `${siteUrl.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

export interface SocialMeta {
  siteUrl: string;
  path: string;
  title: string;
  description: string;
  image?: string;
  type: "website" | "article";
  siteName?: string;
}

/** og:* and twitter:* tags (nothing URL-based when the site URL is unknown). */
export function socialMeta({ siteUrl, path, title, description, image, type, siteName }: SocialMeta): MetaTag[] {
  const tags: MetaTag[] = [
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (siteUrl) {
    const url = absoluteUrl(siteUrl, path);
    tags.push({ property: "og:url", content: url });
    if (image) {
      const abs = absoluteUrl(siteUrl, image);
      tags.push({ property: "og:image", content: abs }, { name: "twitter:image", content: abs });
    }
  }
  return tags;
}

/** schema.org BlogPosting of a post (React Router's Meta escapes it inside the script tag). */
export function blogPostingJsonLd(post: PostSummary, siteUrl: string, publisher?: string): Record<string, unknown> {
  const url = postUrl(siteUrl, post.slug);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(siteUrl, post.image.url)],
    datePublished: post.publishedDate,
    author: { "@type": post.author === AUTHOR_FALLBACK ? "Organization" : "Person", name: post.author },
    ...(publisher ? { publisher: { "@type": "Organization", name: publisher } } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}
