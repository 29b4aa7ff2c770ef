/**
 * The Content-Security-Policy of the built site (issue 12, docs/decisions/0024-content-security-policy.md).
 *
 * Each prerendered page carries its policy in a `<meta http-equiv="Content-Security-Policy">` whose
 * script-src lists the SHA-256 of every inline script on that page (the pre-paint preferences script,
 * React Router's context and boot scripts): no 'unsafe-inline' for scripts, so an injected script
 * never runs. The parts a meta tag cannot carry (frame-ancestors) are HTTP headers, sent by the local
 * stack (scripts/lib/static.ts) and by the host configuration in README "Deployment".
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { SiteConfig } from "../../src/lib/env.ts";

/** Where the site may connect to, load images from and post forms to, besides itself. */
export interface CspSources {
  /** VITE_SUPABASE_URL: REST, auth, storage, functions, and its realtime websocket. */
  supabaseUrl: string;
  /** The Contentful Delivery API host (VITE_CONTENTFUL_HOST), default cdn.contentful.com. */
  contentfulHost?: string;
  contentfulInsecure?: boolean;
  /** VITE_WEBMAIL_URL: the webmail form posts there. */
  webmailUrl?: string;
  /** VITE_FORM_ENDPOINT: the contact forms post a copy there. */
  formEndpoint?: string;
}

/** The sources of the site's own configuration (the VITE_* variables it was built with). */
export function cspSources(config: SiteConfig): CspSources {
  return {
    supabaseUrl: config.supabase.url,
    contentfulHost: config.contentful.host,
    contentfulInsecure: config.contentful.insecure,
    webmailUrl: config.webmailUrl,
    formEndpoint: config.formEndpoint,
  };
}

/** The web app where editors work; its live preview shows the site's pages in a frame. */
export const CONTENTFUL_APP = "https://app.contentful.com";

/**
 * The policy header of every response (meta tags cannot set frame-ancestors): the portal may be framed
 * by nobody; a public page only by Contentful's web app, for live preview (decision 0024).
 */
export function cspHeader(area: "public" | "portal"): string {
  return `frame-ancestors ${area === "portal" ? "'none'" : CONTENTFUL_APP}; object-src 'none'; base-uri 'self'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types the browser does not run (JSON-LD, import maps are run-like and not used here). */
const DATA_TYPE = /\btype\s*=\s*"(application\/(ld\+)?json|text\/plain)"/i;
export const CSP_META_MARKER = 'http-equiv="Content-Security-Policy"';

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The SHA-256 sources of a page's inline executable scripts, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The pages that run WebAssembly: the site search (/search in each language, decision 0040), whose
 * Pagefind engine compiles its .wasm, which script-src allows only with 'wasm-unsafe-eval' (it allows
 * compiling WebAssembly, not eval of JavaScript). No other page gets it.
 */
export const WASM_PAGE = /^(?:(?:fr|ru|ar|fa)\/)?search\/index\.html$/;

/** The policy of one page, given its inline scripts' hashes (and whether it runs WebAssembly). */
export function contentSecurityPolicy(
  sources: CspSources,
  scriptHashes: readonly string[],
  options: { wasm?: boolean } = {},
): string {
  const supabase = origin(sources.supabaseUrl);
  const websocket = supabase?.replace(/^http/, "ws");
  const contentful = sources.contentfulHost
    ? `${sources.contentfulInsecure ? "http" : "https"}://${sources.contentfulHost}`
    : "https://cdn.contentful.com https://preview.contentful.com";
  const connect = ["'self'", supabase, websocket, contentful, origin(sources.formEndpoint)];
  const images = ["'self'", "data:", "blob:", supabase, "https://images.ctfassets.net"];
  const unique = (list: (string | undefined)[]) => [...new Set(list.filter(Boolean))].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self'${options.wasm ? " 'wasm-unsafe-eval'" : ""} ${scriptHashes.join(" ")}`.trim(),
    // Style attributes in the prerendered markup (React's style props) need it; scripts never get it.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(images)}`,
    "font-src 'self'",
    `connect-src ${unique(connect)}`,
    `media-src ${unique(["'self'", supabase, "https://videos.ctfassets.net"])}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${unique(["'self'", origin(sources.webmailUrl)])}`,
  ].join("; ");
}

/**
 * The page with its policy at the top of its head, before any script can run (right after the
 * charset declaration, which must stay within the first 1024 bytes). Idempotent.
 */
export function addCspMeta(html: string, sources: CspSources, options: { wasm?: boolean } = {}): string {
  if (html.includes(CSP_META_MARKER)) return html;
  const policy = contentSecurityPolicy(sources, inlineScriptHashes(html), options);
  const meta = `<meta ${CSP_META_MARKER} content="${policy.replace(/"/g, "&quot;")}">`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const charset = /^\s*<meta charset="[^"]*"\/?>/i.exec(html.slice(head.index + head[0].length));
  const at = head.index + head[0].length + (charset?.[0].length ?? 0);
  return html.slice(0, at) + meta + html.slice(at);
}

/** Adds the policy to every HTML file under `dir`; returns how many pages got one. */
export async function addCspToDir(dir: string, sources: CspSources): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const next = addCspMeta(html, sources, { wasm: WASM_PAGE.test(relative(dir, file).split(sep).join("/")) });
    if (next !== html) {
      await writeFile(file, next);
      pages += 1;
    }
  }
  return pages;
}
