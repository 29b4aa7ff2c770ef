/** Share links of a post (spec: twitter, linkedin, facebook, copy link; popup 600x400). */
export type ShareNetwork = "twitter" | "linkedin" | "facebook";
export const SHARE_NETWORKS: readonly ShareNetwork[] = ["twitter", "linkedin", "facebook"];
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The post's public URL: the site origin plus /blog/{slug}. */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/blog/${encodeURIComponent(slug)}`;
}

export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case "linkedin":
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&t=${t}`;
  }
}

/** The features string of the share popup: 600x400, centred on the current window when known. */
export function popupFeatures(screen?: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_POPUP;
  const parts = [`width=${width}`, `height=${height}`];
  if (screen) {
    parts.push(`left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))}`);
    parts.push(`top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`);
  }
  parts.push("noopener", "noreferrer");
  return parts.join(",");
}
