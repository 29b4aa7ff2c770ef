/** Asset URLs: protocol for protocol-relative URLs, Images API srcsets, the default blog image. */

/**
 * The image shown for a post without one: a file the site serves itself
 * (public/images/default-blog.jpg), so it works offline and with any content host.
 */
export const DEFAULT_BLOG_IMAGE = {
  url: "/images/default-blog.jpg",
  width: 1200,
  height: 675,
  title: "",
} as const;

/**
 * Contentful returns protocol-relative file URLs (`//images.ctfassets.net/…`).
 * They get `https:`, or `http:` when the content host is insecure (the local emulator).
 */
export function assetUrl(url: string | undefined | null, insecure = false): string {
  if (!url) return "";
  return url.startsWith("//") ? `${insecure ? "http:" : "https:"}${url}` : url;
}

export type ImageFormat = "webp" | "avif" | "jpg" | "png";

export interface ImageOptions {
  w?: number;
  h?: number;
  fm?: ImageFormat;
  q?: number;
  fit?: "fill" | "thumb" | "pad" | "scale" | "crop";
}

/** True for URLs served by a Contentful image host (the Images API applies), false for the site's own files. */
export function isTransformable(url: string): boolean {
  return /^(https?:)?\/\//.test(url);
}

/** An Images API URL: the asset URL with w/h/fm/q/fit parameters (site-relative files are returned unchanged). */
export function imageUrl(url: string, options: ImageOptions): string {
  if (!isTransformable(url)) return url;
  const params = new URLSearchParams();
  for (const key of ["w", "h", "fm", "q", "fit"] as const) {
    const value = options[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

export interface SrcSetOptions {
  format?: ImageFormat;
  /** Default 75. */
  quality?: number;
}

/**
 * `srcset` for `<img>`: one Images API URL per width, e.g. `…?w=400&fm=webp&q=75 400w, …`.
 * Empty for files the site serves itself (no Images API there).
 */
export function imageSrcSet(url: string, widths: readonly number[], options: SrcSetOptions = {}): string {
  if (!isTransformable(url)) return "";
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(url, { w, fm: options.format, q: options.quality ?? 75 })} ${w}w`)
    .join(", ");
}
