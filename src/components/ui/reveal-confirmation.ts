import { type RefObject, useEffect } from "react";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * Brings a form's confirmation to where the visitor is looking: scrolled into view by the least
 * movement (already visible, nothing moves; smoothly unless motion is reduced) and focused when
 * focus was lost — the Send button is disabled while sending, and a focused button that is disabled
 * hands focus to the page, whose next Tab would start at the top. Focus stays where it is otherwise
 * (e.g. on the toggle a closed panel returned it to). `focus: "always"` moves it in every case.
 */
export function revealConfirmation(element: HTMLElement | null, { focus = "if-lost" }: { focus?: "if-lost" | "always" } = {}) {
  if (!element) return;
  const active = element.ownerDocument.activeElement;
  if (focus === "always" || active === null || active === element.ownerDocument.body) {
    if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
    element.focus({ preventScroll: true });
  }
  element.scrollIntoView({ block: "nearest", inline: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** Reveals `ref`'s element (revealConfirmation) each time `shown` turns true. */
export function useRevealConfirmation(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    if (shown) revealConfirmation(ref.current);
  }, [ref, shown]);
}
