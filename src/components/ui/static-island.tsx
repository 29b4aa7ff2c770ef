import { type MouseEvent, type ReactNode, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { inPreview } from "~/lib/contentful/preview";
import { HYDRATED_ATTRIBUTE } from "./early-interactions";

/**
 * Prerendered content that hydration leaves alone (decision 0032, "hydrate what is interactive").
 *
 * React hydrates a whole document: it renders every component of the page again in the browser and
 * walks the prerendered DOM beside it — for the text of a service page, a post or the footer, work
 * that ends with the very DOM that was already there, on a phone's main thread right after the first
 * paint. A static island is a part of the page with nothing to hydrate (no state, no effect, no event
 * handler of its own; links are fine): when the page hydrates, the island takes its own prerendered
 * HTML as it is (`dangerouslySetInnerHTML`, which React does not walk) instead of rendering its
 * children, so their render costs nothing.
 *
 * - It renders its children as usual in the prerender, on a client-side navigation, and as soon as its
 *   `data` changes (the content refresh brought an edit, another post on the same route): `data` is
 *   whatever the children are made from, compared by value (the refresh's unchanged content is a new
 *   object with the same JSON).
 * - Links rendered by React Router (`data-discover`) inside a static island keep navigating in the
 *   page: one click handler on the island hands a plain click on them to the router, as `<Link>` does.
 *   A click with a modifier, another button, a `target` or `download` is the browser's.
 * - In preview mode it always renders its children: live preview marks them for click-to-edit.
 * - `live` renders the children from then on, whatever the HTML: a part that is hidden at first and needs
 *   React only once shown (the contact page's booking form, in its tab) stays static until it is shown;
 *   once `live`, it should stay so (its snapshot is the prerendered HTML, not what the visitor did since).
 * - The wrapper is a `<div>` with `display: contents`: it adds no box, so grids and flows are as before.
 *
 * Never put in an island what needs React in the browser: a button with a handler, a form, a
 * component with state or an effect (a carousel, a counter, a lazily loaded part), a `<Link>` with
 * `state` or `replace`. Those stay outside, or the island around them is split.
 */
export function StaticIsland({ data, live = false, children }: { data: unknown; live?: boolean; children: ReactNode }) {
  const id = useId();
  // The content's fingerprint goes into the HTML: a page hydrated over HTML made from other data (the
  // SPA fallback, an older build) renders its children instead of taking that HTML.
  const key = useMemo(() => fingerprint(data), [data]);
  const [prerendered] = useState(() => ({ html: key === undefined || inPreview() ? undefined : prerenderedHtml(id, key), data }));
  // Compared once per new `data` (a refresh, a navigation), not on every render of the page.
  const unchanged = useMemo(() => sameData(data, prerendered.data), [data, prerendered.data]);
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const href = routerLinkTarget(event);
    if (href === undefined) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(href, { replace: href === here });
  };
  if (!live && prerendered.html !== undefined && unchanged) {
    return (
      <div
        className="contents"
        data-island={id}
        data-island-key={key}
        onClick={follow}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: prerendered.html }}
      />
    );
  }
  return (
    <div className="contents" data-island={id} data-island-key={key} onClick={follow}>
      {children}
    </div>
  );
}

function json(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const text = json(a);
  return text !== undefined && text === json(b);
}

/** A short hash of the data's JSON (FNV-1a, 32 bits), or undefined when it has none. */
export function fingerprint(data: unknown): string | undefined {
  const text = json(data);
  if (text === undefined) return undefined;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The island's HTML as prerendered from the same data, while the page is hydrating; otherwise
 * undefined (render the children).
 */
function prerenderedHtml(id: string, key: string): string | undefined {
  if (typeof document === "undefined" || document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return undefined;
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    if (element.dataset.island === id) return element.dataset.islandKey === key ? element.innerHTML : undefined;
  }
  return undefined;
}

/** The path of a router link clicked plainly inside the island (as `<Link>` would navigate), or undefined. */
export function routerLinkTarget(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !event.currentTarget.contains(anchor) || !anchor.hasAttribute("data-discover")) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname + url.search + url.hash;
}
