import { useLocation, useMatches } from "react-router";
import { getConfig } from "~/lib/env";
import { alternates, canonicalUrl } from "./rules";

function configuredSiteUrl(): string {
  try {
    return getConfig().siteUrl;
  } catch {
    return "";
  }
}

/**
 * The page's own URL as <link rel="canonical"> (each language version is its
 * own canonical page: /ar/blog, not /blog), and <link rel="alternate"
 * hreflang="…"> for the page in each language, plus x-default (English), with
 * absolute URLs so search engines index all five.
 * React 19 hoists these <link> elements into <head>, in the prerendered HTML
 * too. Not-found pages have no alternates; without a configured site URL
 * nothing is rendered (hreflang needs absolute URLs).
 */
export function HreflangLinks({ siteUrl = configuredSiteUrl() }: { siteUrl?: string }) {
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => /(^|\/)routes\/not-found$/.test(match.id));
  if (!siteUrl || notFound) return null;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(pathname, siteUrl)} />
      {alternates(pathname, siteUrl).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}
