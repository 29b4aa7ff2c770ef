import { useSyncExternalStore } from "react";

/**
 * Whether animations should stop: the device asks for reduced motion, or the
 * visitor chose it in the accessibility toolbar (which sets
 * <html data-motion="reduced">). Sliders and carousels must not auto-advance
 * or animate while this is true.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === "undefined") return false;
  const attribute = document.documentElement.dataset.motion;
  if (attribute === "reduced") return true;
  if (attribute === "normal") return false;
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  media?.addEventListener("change", onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-motion"] });
  return () => {
    media?.removeEventListener("change", onChange);
    observer.disconnect();
  };
}

/** React hook form of prefersReducedMotion(); false during prerendering. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
