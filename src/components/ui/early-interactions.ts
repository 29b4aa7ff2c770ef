/**
 * Taps that come before the page's code is ready (decision 0032).
 *
 * A prerendered page paints from its HTML long before its scripts have run. Links, `<details>`,
 * popovers opened by `popovertarget` and the CSS-only services menu work from the first paint with no
 * script. Every other button needs React: the inline script below (in <head>, before anything is
 * painted) marks the document as scripted (`data-js`) and records a click on such a button until
 * React is listening (entry.client sets `data-hydrating` just before it hydrates); the click's default
 * action is held back (a submit button must not post the form natively). Once the page has hydrated,
 * `replayEarlyInteractions` clicks each recorded button once, in order: the tap takes effect late
 * instead of never, and never twice (a second tap on the same button before the code is ready is the
 * visitor repeating the same request). A recorded button shows it is waiting (`data-early`, styled
 * with a progress cursor in app.css).
 *
 * The same script owns the site search's keys (decision 0040), from the first paint to the page's end, so
 * they never depend on hydration and are never handled twice: `/` (not in a form field) and Ctrl+K / ⌘K
 * (no other modifier) put the focus in the search page's box where there is one, and otherwise follow the
 * header's search link (once: a second press while the next page loads does nothing). Not while typing
 * in a field (where `/` is a character and Ctrl+K edits text: on macOS it deletes to the line's end; and
 * following the link would lose what was typed), not when the page already used the key, not on a held
 * key or during an input method's composition. Ctrl+K is matched by its letter, or by its place on the
 * keyboard when the layout types another alphabet there (Russian, Arabic, Persian).
 *
 * And a link to something inside a closed `<details>` (an FAQ question, `/faq#faq-…`, the site search's FAQ
 * hits) opens it as soon as the HTML is parsed, and on a change of the address's hash: the browser scrolls
 * to the target but opens a `<details>` only for a target in its hidden part, not in its `<summary>`.
 */

/** The attribute set on <html> when the page can run scripts (styles for script-less pages key on its absence). */
export const SCRIPTED_ATTRIBUTE = "data-js";
/** Set on <html> when the page was opened with a query (a listing's filter in the URL: use-url-filter.ts). */
export const QUERY_ATTRIBUTE = "data-query";
/** Set by entry.client just before hydrateRoot: from then on React handles (and itself replays) events. */
export const HYDRATING_ATTRIBUTE = "data-hydrating";
/** Set once the page has hydrated and the early taps were replayed. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** A button waiting for the code that will act on the visitor's tap. */
export const EARLY_ATTRIBUTE = "data-early";
/** The header's link to the site search, which the search keys follow. */
export const SEARCH_LINK_ATTRIBUTE = "data-search-link";
/** The search page's box, which the search keys put the focus in. */
export const SEARCH_BOX_ATTRIBUTE = "data-site-search";
/** The keys the search link declares (aria-keyshortcuts), once the page is hydrated. */
export const SEARCH_KEYS = "/ Control+K Meta+K";

declare global {
  interface Window {
    __early?: Element[];
  }
}

/** The inline script (plain ES5, never throws): its hash goes into the page's CSP like every inline script. */
export const earlyInteractionScript = `(function(){try{var d=document.documentElement,q=[];d.setAttribute(${JSON.stringify(SCRIPTED_ATTRIBUTE)},"");if(location.search.length>1)d.setAttribute(${JSON.stringify(QUERY_ATTRIBUTE)},"");window.__early=q;
addEventListener("click",function(e){if(d.hasAttribute(${JSON.stringify(HYDRATING_ATTRIBUTE)}))return;var t=e.target,b=t&&t.closest?t.closest("button"):null;
if(!b||b.disabled||b.hasAttribute("popovertarget"))return;e.preventDefault();if(q.indexOf(b)<0){q.push(b);b.setAttribute(${JSON.stringify(EARLY_ATTRIBUTE)},"")}},true);
function o(){var h=location.hash,n=null;try{n=h.length>1?document.getElementById(decodeURIComponent(h.slice(1))):null}catch(e){}var s=n&&n.closest("details");if(s&&!s.open){s.open=true;n.scrollIntoView()}}
addEventListener("DOMContentLoaded",o);addEventListener("hashchange",o);
var g=0;addEventListener("pageshow",function(){g=0});
addEventListener("keydown",function(e){var k=e.key,c=e.ctrlKey||e.metaKey,t=e.target,x=document.querySelector("[${SEARCH_BOX_ATTRIBUTE}]"),a=document.querySelector("a[${SEARCH_LINK_ATTRIBUTE}]");
if(e.defaultPrevented||e.repeat||e.isComposing||e.altKey||!(x||a))return;
if(k==="/"?c:!(c&&!e.shiftKey&&!(e.ctrlKey&&e.metaKey)&&(k==="k"||k==="K"||(e.code==="KeyK"&&!/^[a-z]$/i.test(k)))))return;
if((k==="/"||t!==x)&&t&&t.closest&&t.closest("input,textarea,select,[contenteditable]:not([contenteditable='false'])"))return;
e.preventDefault();if(x)x.focus();else if(!g){g=1;a.click()}})}catch(e){}})();`;

/** Marks the moment React starts listening (entry.client, right before hydrateRoot). */
export function markHydrating() {
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, "");
}

/**
 * After hydration: marks the document hydrated and clicks each button the visitor tapped before the
 * code was ready, once. Buttons that hydration replaced are found again by their id.
 */
export function replayEarlyInteractions() {
  const root = document.documentElement;
  root.setAttribute(HYDRATED_ATTRIBUTE, "");
  const queue = window.__early ?? [];
  window.__early = [];
  for (const recorded of queue) {
    recorded.removeAttribute(EARLY_ATTRIBUTE);
    const target = recorded.isConnected ? recorded : recorded.id ? document.getElementById(recorded.id) : null;
    if (target instanceof HTMLElement) target.click();
  }
}
