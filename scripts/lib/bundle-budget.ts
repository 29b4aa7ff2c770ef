import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The initial JavaScript a public page may load, gzip-compressed (issue: 120 KB). */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

/** The scripts a page loads before it is interactive: module scripts and modulepreloads of its HTML. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  // React Router's inline module script imports the entry and route chunks.
  for (const match of html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?"(\/assets\/[^"]+\.js)"/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return [...urls].filter((url) => url.startsWith("/")).sort();
}

export interface PageBudget {
  page: string;
  scripts: string[];
  gzipBytes: number;
  withinBudget: boolean;
}

export function measurePage(clientDir: string, htmlFile: string, page: string): PageBudget {
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const scripts = initialScripts(html);
  const gzipBytes = scripts.reduce(
    (total, url) => total + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
    0,
  );
  return { page, scripts, gzipBytes, withinBudget: gzipBytes <= INITIAL_JS_BUDGET_BYTES };
}
