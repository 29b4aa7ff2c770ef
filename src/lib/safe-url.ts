/**
 * The URL allow-list of text written by people (staff Markdown, Contentful rich-text links): a URL
 * may become an href or a src only if it is http(s), mailto (links only), a site-relative path that
 * stays on the site once the browser has resolved it, or a #fragment (links only). Everything else —
 * javascript:, data:, vbscript:, protocol-relative //host, "/\host" — is refused (null).
 *
 * Plain TypeScript with no imports, so that scripts (the feeds) can use it too.
 */
export function safeUrl(raw: string, kind: "link" | "image" = "link"): string | null {
  const url = raw.trim();
  if (url === "") return null;
  // Control characters and whitespace inside a scheme are a classic filter bypass ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return null;
  if (url.startsWith("/")) {
    // Browsers read "\" as "/" in web URLs: "/\evil.example" is "//evil.example", another site.
    // A site-relative path must stay on the site once the browser has resolved it.
    const base = "https://site.invalid";
    try {
      return !url.includes("\\") && new URL(url, base).origin === base ? url : null;
    } catch {
      return null;
    }
  }
  if (kind === "link" && url.startsWith("#")) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return url;
  if (kind === "link" && scheme === "mailto") return url;
  return null;
}
