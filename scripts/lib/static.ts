import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

/**
 * Paths under these prefixes are client-rendered when not prerendered (admin
 * pages, posts and principles published after the last build): they get the
 * SPA shell with 200. Any other unknown path gets the shell with 404, and the
 * SPA renders the 404 page.
 */
const CLIENT_ROUTES = [/^\/admin(\/|$)/, /^\/blog\/[^/]+\/?$/, /^\/about\/principle\/[^/]+\/?$/];

/**
 * No Referrer-Policy header: its value here would be strict-origin-when-cross-origin, which is every
 * current browser's default, and with the header Lighthouse 13 on Chromium 147 cannot load the page
 * (FAILED_DOCUMENT_REQUEST, net::ERR_ABORTED), which would leave `npm run bench:pages` blind.
 */
const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
};

/** Serves build/client like a static host/CDN would (see docs/deployment). */
export function createStaticHandler(clientDir: string) {
  const assets = sirv(clientDir, {
    etag: true,
    // The .br/.gz copies written at build time (scripts/lib/compress.ts), chosen by Accept-Encoding.
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    },
  });
  const fallbackFile = join(clientDir, "__spa-fallback.html");
  const fallback = existsSync(fallbackFile) ? readFileSync(fallbackFile) : undefined;
  const fallbackBrotli = existsSync(`${fallbackFile}.br`) ? readFileSync(`${fallbackFile}.br`) : undefined;
  const fallbackGzip = existsSync(`${fallbackFile}.gz`) ? readFileSync(`${fallbackFile}.gz`) : undefined;

  return (req: IncomingMessage, res: ServerResponse) => {
    assets(req, res, () => {
      if (!fallback || (req.method !== "GET" && req.method !== "HEAD")) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Not found");
        return;
      }
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const status = CLIENT_ROUTES.some((pattern) => pattern.test(path)) ? 200 : 404;
      const accepted = String(req.headers["accept-encoding"] ?? "");
      const [body, encoding] =
        fallbackBrotli && /\bbr\b/.test(accepted)
          ? [fallbackBrotli, "br"]
          : fallbackGzip && /\bgzip\b/.test(accepted)
            ? [fallbackGzip, "gzip"]
            : [fallback, undefined];
      res.writeHead(status, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
        ...(encoding ? { "Content-Encoding": encoding } : {}),
        "Content-Length": body.length,
        ...SECURITY_HEADERS,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  };
}
