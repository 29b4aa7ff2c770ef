/**
 * Preview mode (docs/decisions/0022-editors-preview.md): Contentful's "Open preview" opens a page
 * of the site with `?preview=1`; from then on, for the rest of the tab's session, content is read
 * through the content-preview function (drafts, for signed-in editors) instead of the Delivery
 * API. Only this file is in every page's code, imported through ./client.ts only (so it adds no
 * chunk of its own); the transport, the banner and live preview are loaded on demand, in preview
 * mode only.
 */
export const PREVIEW_PARAM = "preview";
const PREVIEW_KEY = "contentPreview";

/** True in a browser tab that entered preview mode (never while prerendering). */
export function inPreview(): boolean {
  if (typeof window === "undefined") return false;
  try {
    if (new URLSearchParams(window.location.search).get(PREVIEW_PARAM) === "1") window.sessionStorage.setItem(PREVIEW_KEY, "1");
    return window.sessionStorage.getItem(PREVIEW_KEY) === "1";
  } catch {
    return false; // storage blocked: no preview mode
  }
}

/** Leaves preview mode: the page reloads without drafts (and without `?preview=1`). */
export function leavePreview(): void {
  try {
    window.sessionStorage.removeItem(PREVIEW_KEY);
  } catch {
    // Storage blocked: preview mode was never on.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(PREVIEW_PARAM);
  window.location.assign(`${url.pathname}${url.search}${url.hash}`);
}
