/**
 * The Tab loop of a modal surface: the kit's Dialog uses it (and with it every dialog on the site:
 * the toolbar's, the contact confirmation, the resource preview, the portal's forms).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around the focusable elements of `container`. Returns true when it moved the focus. */
export function trapTab(container: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }): boolean {
  if (event.key !== "Tab") return false;
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // Of a radio group only the checked button is a Tab stop.
    (el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked) && !el.closest("[inert]"),
  );
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
