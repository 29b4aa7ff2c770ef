/**
 * The public routes rendered to HTML at build time. Routes with a dynamic
 * segment (principles, blog posts) are expanded from the content at build
 * time; slugs published later are served by the SPA fallback and load at runtime.
 */
import { getContentClient } from "../lib/contentful/client.ts";
import { LEGAL_SLUGS, SERVICE_PAGE_SLUGS } from "../lib/contentful/model.ts";
import { parseConfig } from "../lib/env.ts";
import { languages, localizedPath } from "../lib/i18n/paths.ts";

/** Where the prerendered 404 page is written (in each language: /fr/404, …); no real page has this path. */
export const NOT_FOUND_PATH = "/404";

export const staticPublicPaths = [
  "/",
  "/about",
  "/services",
  // The service pages: the slugs the content model allows (contentful/vocabulary.ts).
  ...SERVICE_PAGE_SLUGS.map((slug) => `/services/${slug}` as const),
  "/website-packages",
  "/resources",
  "/blog",
  "/contact",
  "/faq",
  ...LEGAL_SLUGS.map((slug) => `/${slug}` as const),
  "/webmail",
] as const;

async function slugs(contentType: string): Promise<string[]> {
  const config = parseConfig(process.env);
  const client = getContentClient(config.contentful);
  const slugsFound: string[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await client.getEntries({ content_type: contentType, select: "fields.slug", limit: 1000, skip });
    for (const item of page.items) {
      const slug = (item.fields as { slug?: unknown }).slug;
      if (typeof slug === "string") slugsFound.push(slug);
    }
    if (skip + page.items.length >= page.total) return slugsFound;
  }
}

/**
 * Pages prerendered but not listed in the sitemap: the manage-your-appointment page (reached only from
 * an appointment's e-mails, noindex) and the site search (a shell whose results depend on its query, noindex).
 */
export const unlistedPublicPaths = ["/appointment", "/search"] as const;

/** Every public page in every language: English at the root, the others under /fr, /ru, /ar, /fa. */
export async function prerenderPaths(): Promise<string[]> {
  const [principles, posts] = await Promise.all([slugs("principle"), slugs("blogPost")]);
  const pages = [
    ...staticPublicPaths,
    ...unlistedPublicPaths,
    ...principles.map((slug) => `/about/principle/${slug}`),
    ...posts.map((slug) => `/blog/${slug}`),
    // The 404 page, prerendered so that it paints without scripts; the server sends it (status 404)
    // for unknown paths in its language (scripts/lib/static.ts, README "Deployment").
    NOT_FOUND_PATH,
  ];
  return languages.flatMap((language) => pages.map((path) => localizedPath(path, language)));
}
