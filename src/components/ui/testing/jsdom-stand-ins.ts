/**
 * Stand-ins for browser features jsdom lacks, for unit tests.
 *
 * jsdom has no modal dialogs: the smallest stand-in for tests (showModal sets
 * `open` and marks the rest of the page inert, close undoes both and fires
 * "close"). The browser does this itself; e2e tests check the real thing.
 */
export function installDialogStandIn() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    // Everything but the dialog and its ancestors: each ancestor's other children.
    for (let node: Element = this as Element; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling !== node) sibling.setAttribute("inert", "");
      }
    }
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    for (const element of Array.from(document.body.querySelectorAll("[inert]"))) element.removeAttribute("inert");
    this.dispatchEvent(new Event("close"));
  };
}

/** jsdom has no matchMedia: a stand-in where no media query matches (no reduced motion, light scheme). */
export function installMatchMediaStandIn() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
