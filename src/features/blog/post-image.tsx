import { imageSrcSet, imageUrl } from "~/lib/contentful/assets";
import type { PostSummary } from "./posts";

const WIDTHS = [400, 800, 1200, 1600] as const;

/**
 * A post's image with width/height (no layout shift) and, for Contentful
 * assets, an Images API srcset. Decorative (alt="") next to the post's title.
 */
export function PostImage({
  post,
  sizes,
  priority = false,
  className = "",
}: {
  post: PostSummary;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { image } = post;
  const fromContentful = post.source === "contentful" && !post.defaultImage;
  const srcSet = fromContentful ? imageSrcSet(image.url, WIDTHS, { format: "webp" }) : "";
  return (
    <img
      src={fromContentful ? imageUrl(image.url, { w: 800, fm: "webp", q: 75 }) : image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt=""
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
