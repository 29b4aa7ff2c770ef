/**
 * The site search's index (issue 29, docs/decisions/0040-site-search.md): Pagefind reads the prerendered
 * public pages after `react-router build` and writes build/client/pagefind/, one index per language (from
 * each page's `<html lang>`), which the /search page loads on first use.
 *
 * What is indexed is decided here, by path, from an allow-list of public kinds: a page that is not listed
 * (the portal, the 404 page, the SPA shell, the appointment page reached from e-mails, webmail, the search
 * page itself) is never read. Only each page's `<main>` is indexed (header, footer and navigation are
 * outside it): the copy handed to Pagefind gets `data-pagefind-body` and the page's kind
 * (`data-pagefind-filter`/`data-pagefind-meta`) on its `<main>`; the files served stay as they are.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** The kinds of result, in the order the search page shows their groups. */
export const SEARCH_KINDS = ["service", "faq", "post", "resource", "about", "package", "legal", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const LANGUAGE_PREFIX = /^\/(fr|ru|ar|fa)(?=\/|$)/;

/** The kind of a public page from its URL path ("/ar/services/x/" → service), or null when it is not indexed. */
export function searchKindOf(urlPath: string): SearchKind | null {
  const path = urlPath.replace(LANGUAGE_PREFIX, "").replace(/\/+$/, "") || "/";
  if (/^\/services(\/[^/]+)?$/.test(path)) return "service";
  if (path === "/faq") return "faq";
  if (/^\/blog\/[^/]+$/.test(path)) return "post";
  if (path === "/resources") return "resource";
  if (path === "/about" || /^\/about\/principle\/[^/]+$/.test(path)) return "about";
  if (path === "/website-packages") return "package";
  if (/^\/(privacy|terms|cookies)$/.test(path)) return "legal";
  if (path === "/contact") return "page";
  return null;
}

/** The copy of a page Pagefind reads: its `<main>` marked as the body, with the page's kind. */
export function markForIndex(html: string, kind: SearchKind): string | null {
  const main = /<main\b/i.exec(html);
  if (!main) return null;
  const at = main.index + main[0].length;
  return `${html.slice(0, at)} data-pagefind-body data-pagefind-filter="kind:${kind}" data-pagefind-meta="kind:${kind}"${html.slice(at)}`;
}

/** "about/index.html" → "/about/", "fr/index.html" → "/fr/". */
function urlOf(file: string): string {
  const path = file.split(sep).join("/");
  return `/${path.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
}

export interface SearchIndexSummary {
  pages: number;
  /** Pages per language code, from the pages' `<html lang>`. */
  languages: Record<string, number>;
}

/** Indexes the public pages under `clientDir` into `clientDir/pagefind` (replacing any earlier index). */
export async function buildSearchIndex(clientDir: string): Promise<SearchIndexSummary> {
  const pagefind = await import("pagefind");
  const outputPath = join(clientDir, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  const summary: SearchIndexSummary = { pages: 0, languages: {} };
  try {
    for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name !== "index.html") continue;
      const file = relative(clientDir, join(entry.parentPath, entry.name));
      const url = urlOf(file);
      const kind = searchKindOf(url);
      if (!kind) continue;
      const content = markForIndex(await readFile(join(clientDir, file), "utf8"), kind);
      if (!content) continue;
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join("; ")}`);
      const language = /<html[^>]*\blang="([^"]+)"/i.exec(content)?.[1] ?? "unknown";
      summary.languages[language] = (summary.languages[language] ?? 0) + 1;
      summary.pages += 1;
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
    // Pagefind's own UI bundles: the search page has its own interface (src/features/search).
    for (const name of await readdir(outputPath)) {
      if (/^pagefind-(component-|modular-)?ui\.(js|css)$/.test(name)) await rm(join(outputPath, name));
    }
  } finally {
    await pagefind.close();
  }
  return summary;
}
