import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { cspHeader } from "./csp.ts";

/**
 * Paths under these prefixes are client-rendered when not prerendered (admin
 * pages, posts and principles published after the last build, in any
 * language): they get the SPA shell with 200. Any other unknown path gets the
 * prerendered 404 page of its language with status 404 (the SPA shell with 404
 * when the build has no 404 page).
 */
const LANGUAGE_PREFIX = "(\\/(fr|ru|ar|fa))?";
const CLIENT_ROUTES = [
  /^\/admin(\/|$)/,
  new RegExp(`^${LANGUAGE_PREFIX}\\/blog\\/[^/]+\\/?$`),
  new RegExp(`^${LANGUAGE_PREFIX}\\/about\\/principle\\/[^/]+\\/?$`),
];

/**
 * Unknown paths that a route with a parameter still matches (a service slug that does not exist): the
 * SPA shell with 404, so the page the router renders for them (the service page's not-found state) is
 * the one that hydrates; the prerendered 404 page belongs to the catch-all route only.
 */
const SHELL_NOT_FOUND_ROUTES = [new RegExp(`^${LANGUAGE_PREFIX}\\/services\\/[^/]+\\/?$`)];

/**
 * No Referrer-Policy header: its value here would be strict-origin-when-cross-origin, which is every
 * current browser's default, and with the header Lighthouse 13 on Chromium 147 cannot load the page
 * (FAILED_DOCUMENT_REQUEST, net::ERR_ABORTED), which would leave `npm run bench:pages` blind.
 */
function securityHeaders(path: string): Record<string, string> {
  const portal = /^\/admin(\/|$)/.test(path);
  return {
    // The rest of the policy is in each page's meta tag, with its scripts' hashes (scripts/lib/csp.ts).
    // Only Contentful's web app may frame a public page (live preview); nobody may frame the portal.
    "Content-Security-Policy": cspHeader(portal ? "portal" : "public"),
    "X-Content-Type-Options": "nosniff",
    ...(portal ? { "X-Frame-Options": "DENY" } : {}),
  };
}

/** Serves build/client like a static host/CDN would (see docs/deployment). */
export function createStaticHandler(clientDir: string) {
  const assets = sirv(clientDir, {
    etag: true,
    // The .br/.gz copies written at build time (scripts/lib/compress.ts), chosen by Accept-Encoding.
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(securityHeaders(pathname))) res.setHeader(name, value);
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    },
  });
  const fallback = readVariants(join(clientDir, "__spa-fallback.html"));
  // The prerendered 404 page of each language (src/app/prerender.ts NOT_FOUND_PATH): it paints without scripts.
  const notFound = new Map(
    ["", "/fr", "/ru", "/ar", "/fa"].map((prefix) => [prefix, readVariants(join(clientDir, prefix, "404", "index.html"))] as const),
  );

  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const notFoundPage = NOT_FOUND_PAGE.exec(path);
    const serveUnknown = () => {
      if (!fallback || (req.method !== "GET" && req.method !== "HEAD")) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Not found");
        return;
      }
      if (CLIENT_ROUTES.some((pattern) => pattern.test(path))) return sendHtml(req, res, 200, fallback);
      if (SHELL_NOT_FOUND_ROUTES.some((pattern) => pattern.test(path))) return sendHtml(req, res, 404, fallback);
      const language = /^\/(fr|ru|ar|fa)(?=\/|$)/.exec(path)?.[0] ?? "";
      sendHtml(req, res, 404, notFound.get(language) ?? notFound.get("") ?? fallback);
    };
    // /404 itself is not a page: it answers like any unknown path.
    if (notFoundPage) return serveUnknown();
    assets(req, res, serveUnknown);
  };
}

/** The prerendered 404 pages' own paths (/404, /ar/404, with or without the trailing slash). */
const NOT_FOUND_PAGE = /^(\/(fr|ru|ar|fa))?\/404(\/|\/index\.html)?$/;

interface Variants {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A file and its precompressed copies, read once (undefined when the file does not exist). */
function readVariants(file: string): Variants | undefined {
  if (!existsSync(file)) return undefined;
  return {
    raw: readFileSync(file),
    br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
  };
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, page: Variants): void {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const path = new URL(req.url ?? "/", "http://x").pathname;
  const [body, encoding] =
    page.br && /\bbr\b/.test(accepted) ? [page.br, "br"] : page.gzip && /\bgzip\b/.test(accepted) ? [page.gzip, "gzip"] : [page.raw, undefined];
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    "Content-Length": body.length,
    ...securityHeaders(path),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
