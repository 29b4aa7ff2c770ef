import { type FocusEvent, useCallback, useEffect, useState } from "react";
import { useReducedMotion } from "~/lib/motion";
import { ROTATION_MS, wrapIndex } from "./slider";

/**
 * State of an auto-rotating slider: the current index, moves that wrap, and
 * the pause rules. It advances every `delay` ms unless reduced motion is on,
 * the visitor stopped it, or the pointer or keyboard focus is inside it.
 * Any move restarts the delay.
 */
export function useRotation(count: number, delay = ROTATION_MS) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = count > 0 ? wrapIndex(index, count) : 0;
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  const goTo = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count]);
  const move = useCallback((step: number) => setIndex((i) => wrapIndex(i + step, count)), [count]);

  // `current` is a dependency so that every move restarts the delay.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), delay);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, delay]);

  const containerProps = {
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
  };

  return {
    index: current,
    goTo,
    move,
    rotating,
    reducedMotion,
    /** True when the visitor stopped the rotation with the pause button. */
    stopped,
    setStopped,
    containerProps,
  };
}
