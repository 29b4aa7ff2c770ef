import type { SiteConfig } from "~/lib/env";

/**
 * Where staff open a Contentful entry (decision 0041): the Contentful web app's entry editor for a
 * real space; with the local stand-in (a configured Delivery host), which has no editing app, the
 * entry as the local Delivery API serves it (read-only JSON; the delivery token is public). Local
 * content is changed in contentful/seed.
 */
export function contentfulEntryUrl(
  config: SiteConfig["contentful"],
  entryId: string,
): { href: string; local: boolean } {
  const path = `/spaces/${encodeURIComponent(config.spaceId)}/environments/${encodeURIComponent(config.environment)}/entries/${encodeURIComponent(entryId)}`;
  if (!config.host)
    return { href: `https://app.contentful.com${path}`, local: false };
  const origin = `${config.insecure ? "http" : "https"}://${config.host}${config.basePath ?? ""}`;
  return {
    href: `${origin}${path}?access_token=${encodeURIComponent(config.deliveryToken)}`,
    local: true,
  };
}
