import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

/** How long a page may take to render before the build gives up on it. */
export const streamTimeout = 10_000;

/**
 * The server entry runs only at build time (ssr: false): it renders the prerendered pages and the
 * SPA fallback. Unlike React Router's default, it always waits for the whole page (onAllReady):
 * streamed HTML puts the content of every Suspense boundary into hidden `<div id="S:…">` elements that
 * an inline script moves into place, so a page read without JavaScript (or before its scripts run, or
 * under a policy that refuses that script) would show only what is outside those boundaries. A
 * static page is never streamed to anyone, so waiting costs nothing. Decision 0032.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
