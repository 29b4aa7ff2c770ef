/**
 * The site search's engine (decision 0040): Pagefind's script and its index for the page's language,
 * built after the prerender into /pagefind/ (scripts/lib/search-index.ts). Nothing here runs until the
 * search page asks for it: the script is fetched by its URL on first use, never bundled, so no other page
 * pays for it.
 */
import { whenIdle } from "~/lib/when-idle";

/** The kinds a result can have (the same list as the indexer's, scripts/lib/search-index.ts). */
export const SEARCH_KINDS = ["service", "faq", "post", "resource", "about", "package", "legal", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>…</mark>. */
  excerpt: string;
  kind: SearchKind;
  /** A document of the resource center: the address that opens its preview. */
  preview?: string;
}

/** A section of a page under a heading with an id (an FAQ answer, a document's card). */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
  weighted_locations?: { balanced_score?: number }[];
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}
type PagefindResult = { data(): Promise<PagefindResultData> };
interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  /** `null`: every page of the index (Pagefind's filter-only search). */
  search(query: string | null): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

const PAGEFIND_URL = "/pagefind/pagefind.js";
/** How many results are read (each is one small fragment file). */
export const MAX_RESULTS = 20;
/**
 * How many are read before the first are shown: more than a phone's screen holds, and no more fragment
 * requests than a browser makes at once to one host over HTTP/1.1 (6), so one round trip brings them. The
 * rest are read once these are on screen (docs/benchmarks/search-2026-11-28.md).
 */
export const FIRST_RESULTS = 6;

let module: Promise<PagefindModule> | null = null;
const instances = new Map<string, PagefindInstance>();

/**
 * The Pagefind instance for `language`: its index is the one of the page's `<html lang>` when it is created
 * (Pagefind reads it), so it is created only when the document is in that language.
 */
async function instanceFor(language: string): Promise<PagefindInstance> {
  const existing = instances.get(language);
  if (existing) return existing;
  module ??= import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindModule>;
  const loaded = await module.catch((error: unknown) => {
    module = null;
    throw error;
  });
  const instance = loaded.createInstance({ basePath: "/pagefind/" });
  await instance.options({ excerptLength: 24 });
  instances.set(language, instance);
  return instance;
}

function kindOf(value: string | undefined): SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? "") ? (value as SearchKind) : "page";
}

export interface SearchFound {
  /** The hits of the best FIRST_RESULTS results, best first. */
  hits: SearchHit[];
  /** Reads the rest (up to MAX_RESULTS) and gives all the hits, best first; null when there is no more. */
  more: (() => Promise<SearchHit[]>) | null;
}

const read = async (results: readonly PagefindResult[]) => (await Promise.all(results.map((result) => result.data()))).flatMap(toHits);

const prefetched = new Set<string>();

/**
 * After a visitor's first query in a language, every page record of that language's index is read in idle
 * time (Pagefind keeps them): the index itself is still loaded by the chunks each query needs, but a result
 * is shown from its page's record (title, excerpt), one small file per page, and on a phone each new page
 * among the results cost a round trip (150 ms on the mobile profile) — so typing went past 100 ms whenever
 * a new page came first. About 40 records, 68–93 KB per language (docs/benchmarks/search-2026-11-28.md),
 * fetched once someone is searching, never with the page.
 */
function prefetchRecords(language: string, instance: PagefindInstance) {
  if (prefetched.has(language)) return;
  prefetched.add(language);
  whenIdle(() => {
    instance
      .search(null)
      .then((all) => Promise.all((all?.results ?? []).map((result) => result.data())))
      .catch(() => prefetched.delete(language)); // offline: the next query tries again
  }, 200);
}

/** The hits for `query` in `language`'s index, best first: the first few at once, the rest on request. */
export async function searchSite(language: string, query: string): Promise<SearchFound> {
  const instance = await instanceFor(language);
  const response = await instance.search(query);
  if (!response) return { hits: [], more: null }; // superseded by a newer query
  const results = response.results.slice(0, MAX_RESULTS);
  const hits = await read(results.slice(0, FIRST_RESULTS));
  prefetchRecords(language, instance);
  if (results.length <= FIRST_RESULTS) return { hits, more: null };
  return { hits, more: async () => [...hits, ...(await read(results.slice(FIRST_RESULTS)))] };
}

const cleanUrl = (url: string) => url.replace(/\/(?=$|#)/, "") || "/";
const score = (sub: PagefindSubResult) =>
  sub.weighted_locations?.reduce((sum, location) => sum + (location.balanced_score ?? 1), 0) ?? sub.locations?.length ?? 0;
/** The sections of a page whose heading's id starts with `prefix`, best first. */
const sections = (item: PagefindResultData, prefix: string) =>
  (item.sub_results ?? []).filter((sub) => sub.url.includes(`#${prefix}`)).sort((a, b) => score(b) - score(a));

/**
 * The hits of one Pagefind result. An FAQ answer is found as its own section (the question's heading has
 * an id, `faq-…`): the hit is the best-matching answer, linked to its anchor, titled by its question. The
 * resource center's documents (headings `doc-<id>`) are one hit each, with the address of their preview.
 */
export function toHits(item: PagefindResultData): SearchHit[] {
  const kind = kindOf(item.meta.kind);
  const page: SearchHit = { url: cleanUrl(item.url), title: item.meta.title ?? item.url, excerpt: item.excerpt, kind };
  if (kind === "faq") {
    const [best] = sections(item, "faq-");
    return [best ? { url: cleanUrl(best.url), title: best.title, excerpt: best.excerpt, kind } : page];
  }
  if (kind === "resource") {
    const documents = sections(item, "doc-");
    if (!documents.length) return [page];
    return documents.map((sub) => {
      const url = cleanUrl(sub.url);
      const [path = "", id = ""] = url.split("#doc-");
      return { url, title: sub.title, excerpt: sub.excerpt, kind, preview: `${path}?preview=${encodeURIComponent(id)}` };
    });
  }
  return [page];
}

/**
 * Hits grouped by kind, each group's hits in rank order, the groups in the order of their best hit: the
 * first result shown is the best one.
 */
export function groupByKind(hits: readonly SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups].map(([kind, grouped]) => ({ kind, hits: grouped }));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };

/**
 * An excerpt as text pieces, the matched ones flagged: rendered as text (never as HTML), so nothing in the
 * indexed pages can become markup here. Any tag other than <mark> is dropped.
 */
export function excerptParts(excerpt: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let match = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") match = true;
    else if (piece === "</mark>") match = false;
    else {
      const text = piece.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
      if (text) parts.push({ text, match });
    }
  }
  return parts;
}
