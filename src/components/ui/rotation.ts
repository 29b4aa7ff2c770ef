/**
 * Carousels and sliders: index wrapping and the hooks that rotate them
 * (interval; paused while hovered, focused, the tab hidden, or motion
 * reduced). A slider's index state: use-rotation.ts; drags and swipes: use-swipe.ts.
 */
import { type FocusEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useReducedMotion } from "~/lib/motion";

/** `index` wrapped into 0..count-1 (negative values count from the end). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** True while the page's tab is hidden (another tab, a minimised window). */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === "hidden",
    () => false,
  );
}

/**
 * Why a rotating region should hold still: the mouse is over it, keyboard
 * focus is inside it, the tab is hidden, or motion is reduced (the device's
 * setting or the accessibility toolbar). Spread `containerProps` on the region.
 */
export function useRotationPause() {
  const reducedMotion = useReducedMotion();
  const hidden = usePageHidden();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: reducedMotion || hidden || hovered || focused,
    reducedMotion,
    containerProps: {
      onPointerEnter: (e: { pointerType: string }) => {
        if (e.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (e: { pointerType: string }) => {
        if (e.pointerType === "mouse") setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        const next = e.relatedTarget;
        if (!(next instanceof Node) || !e.currentTarget.contains(next)) setFocused(false);
      },
    },
  };
}

/** Calls `advance` every `delay` ms while `active`; a change of `restartKey` (a move) restarts the delay. */
export function useAutoAdvance(active: boolean, delay: number, restartKey: unknown, advance: () => void) {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => advanceRef.current(), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay, restartKey]);
}
