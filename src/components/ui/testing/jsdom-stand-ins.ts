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

/**
 * jsdom has no popover API: the smallest stand-in for unit tests. showPopover/hidePopover/togglePopover
 * set `data-stand-in-open` (and an inline display, as jsdom hides [popover]) and fire "toggle" (with newState) as the browser does; a click on a button
 * with `popovertarget` toggles its target; Escape hides an open popover and focuses its button. Only
 * what the kit's menus use; e2e tests check the browser's own behaviour (top layer, light dismiss).
 */
export function installPopoverStandIn() {
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  const isOpen = (element: HTMLElement) => element.hasAttribute("data-stand-in-open");
  const fire = (element: HTMLElement, newState: "open" | "closed") => {
    const event = new Event("toggle");
    Object.assign(event, { newState, oldState: newState === "open" ? "closed" : "open" });
    element.dispatchEvent(event);
  };
  proto.showPopover = function (this: HTMLElement) {
    if (isOpen(this)) return;
    for (const other of Array.from(document.querySelectorAll<HTMLElement>("[data-stand-in-open]"))) other.hidePopover();
    this.setAttribute("data-stand-in-open", "");
    // jsdom's own style sheet hides [popover] elements; an inline style shows this one.
    this.style.display = "block";
    fire(this, "open");
  };
  proto.hidePopover = function (this: HTMLElement) {
    if (!isOpen(this)) return;
    this.removeAttribute("data-stand-in-open");
    this.style.removeProperty("display");
    fire(this, "closed");
  };
  proto.togglePopover = function (this: HTMLElement) {
    if (isOpen(this)) this.hidePopover();
    else this.showPopover();
    return isOpen(this);
  } as HTMLElement["togglePopover"];
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ":popover-open") return this.hasAttribute("data-stand-in-open");
    return matches.call(this, selector);
  };
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[popovertarget]") : null;
    const target = button && document.getElementById(button.getAttribute("popovertarget")!);
    if (target instanceof HTMLElement) target.togglePopover();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const open of Array.from(document.querySelectorAll<HTMLElement>("[data-stand-in-open]"))) {
      open.hidePopover();
      document.querySelector<HTMLElement>(`[popovertarget="${open.id}"]`)?.focus();
    }
  });
}
