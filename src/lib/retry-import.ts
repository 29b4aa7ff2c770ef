/**
 * A lazily imported module whose failed load can be retried without a reload.
 *
 * A browser keeps a failed module fetch in the page's module map: calling the same `import()` again
 * fails at once, with no request, until the page is reloaded. So a form that could not load its
 * code while offline would never send, even after the connection is back. After a failure this
 * loads the failed chunk again under another URL (`?retry=n`), which the browser treats as a new
 * module. Its own imports are not affected: chunks loaded this way are not modulepreloaded
 * (vite.config.ts, `RETRIED_CHUNKS`), so a failure leaves only the chunk itself in the module map.
 *
 * That holds only for the chunk itself: its static imports that the page has not loaded yet (the
 * Supabase wrapper, zod) would fail too, and a failed dependency stays failed under every retry
 * URL. So while the browser knows it is offline (`navigator.onLine` is false) no import is tried
 * at all: the call fails at once with `OfflineError` and nothing enters the module map. Decision 0019.
 */
export function retryableImport<T>(load: () => Promise<T>, importUrl: (url: string) => Promise<unknown> = importFresh): () => Promise<T> {
  let pending: Promise<T> | undefined;
  let failedUrl: string | undefined;
  let attempt = 0;
  return () => {
    if (!pending && isOffline()) return Promise.reject(new OfflineError());
    pending ??= (failedUrl ? (importUrl(withRetry(failedUrl, ++attempt)) as Promise<T>) : load()).catch((error: unknown) => {
      pending = undefined;
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      throw error;
    });
    return pending;
  };
}

/** A lazily loaded module was not even requested: the browser says it is offline. */
export class OfflineError extends Error {
  constructor() {
    super("offline: the module was not requested");
    this.name = "OfflineError";
  }
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

const importFresh = (url: string) => import(/* @vite-ignore */ url);

/** The URL of the module a failed dynamic import names (Chromium and Firefox put it in the message). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const url = /(?:https?:\/\/|\/)[^\s'"]+?\.m?[jt]sx?(?=[?\s'"]|$)/.exec(message)?.[0];
  return url;
}

function withRetry(url: string, attempt: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
}
