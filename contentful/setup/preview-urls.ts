/**
 * Contentful's "Open preview" button: one content preview URL per content type, pointing at the
 * page of the site that shows the entry, in preview mode (`?preview=1`, src/lib/contentful/preview.ts).
 * `npm run contentful:setup` keeps one preview environment ("Website") with these URLs; the
 * Management API's preview_environments endpoint is not in contentful-management's typed client,
 * so it goes through the plain client's `raw` methods.
 */
import type { PlainClientAPI } from "contentful-management";
import { contentTypes } from "../model.ts";

export const PREVIEW_ENVIRONMENT_NAME = "Website";

/** The site's page for an entry of each content type ({entry.fields.x} is filled in by Contentful). */
export const PREVIEW_PATHS: Record<string, string> = {
  siteSettings: "/contact",
  pageSection: "/",
  featureItem: "/",
  heroSlide: "/",
  testimonial: "/",
  principle: "/about/principle/{entry.fields.slug}",
  value: "/about",
  teamMember: "/about",
  websitePackage: "/website-packages",
  faqItem: "/faq",
  service: "/services",
  servicePage: "/services/{entry.fields.slug}",
  serviceCard: "/services",
  blogPost: "/blog/{entry.fields.slug}",
  legalPage: "/{entry.fields.slug}",
  impactFigure: "/",
  caseStudy: "/services/{entry.fields.service}",
};

export interface PreviewConfiguration {
  contentType: string;
  url: string;
  enabled: boolean;
}

export function previewConfigurations(siteUrl: string): PreviewConfiguration[] {
  const origin = siteUrl.replace(/\/+$/, "");
  return contentTypes.map((ct) => {
    const path = PREVIEW_PATHS[ct.sys.id];
    if (!path) throw new Error(`No preview path for content type ${ct.sys.id} (contentful/setup/preview-urls.ts)`);
    return { contentType: ct.sys.id, url: `${origin}${path}?preview=1`, enabled: true };
  });
}

interface PreviewEnvironment {
  sys: { id: string; version: number };
  name: string;
  description?: string;
  configurations: PreviewConfiguration[];
}

/** Creates or updates the "Website" preview environment; returns what it did. */
export async function configurePreviewUrls(
  client: Pick<PlainClientAPI, "raw">,
  spaceId: string,
  siteUrl: string,
  options: { dryRun?: boolean } = {},
): Promise<"created" | "updated" | "unchanged"> {
  const base = `/spaces/${encodeURIComponent(spaceId)}/preview_environments`;
  const wanted = {
    name: PREVIEW_ENVIRONMENT_NAME,
    description: "The site's pages in preview mode: drafts shown to signed-in editors (docs/decisions/0022-editors-preview.md).",
    configurations: previewConfigurations(siteUrl),
  };
  const list = await client.raw.get<{ items: PreviewEnvironment[] }>(`${base}?limit=100`);
  const found = list.items.find((p) => p.name === PREVIEW_ENVIRONMENT_NAME);
  if (!found) {
    if (!options.dryRun) await client.raw.post(base, wanted);
    return "created";
  }
  const same = (a: PreviewConfiguration[], b: PreviewConfiguration[]) =>
    JSON.stringify([...a].map(({ contentType, url, enabled }) => [contentType, url, enabled]).sort()) ===
    JSON.stringify([...b].map(({ contentType, url, enabled }) => [contentType, url, enabled]).sort());
  if (same(found.configurations, wanted.configurations) && found.description === wanted.description) return "unchanged";
  if (!options.dryRun) await client.raw.put(`${base}/${found.sys.id}`, wanted, { headers: { "X-Contentful-Version": String(found.sys.version) } });
  return "updated";
}
