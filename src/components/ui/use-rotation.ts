import { useCallback, useState } from "react";
import { useAutoAdvance, useRotationPause, wrapIndex } from "./rotation";

/**
 * State of an auto-rotating slider of `count` slides: the current index,
 * moves that wrap, and the pause rules of useRotationPause plus the visitor's
 * pause button (`stopped`). It advances every `delay` ms; any move restarts
 * the delay.
 */
export function useRotation(count: number, delay: number) {
  const pause = useRotationPause();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const current = count > 0 ? wrapIndex(index, count) : 0;
  const rotating = count > 1 && !stopped && !pause.paused;
  const goTo = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count]);
  const move = useCallback((step: number) => setIndex((i) => wrapIndex(i + step, count)), [count]);
  useAutoAdvance(rotating, delay, current, () => setIndex((i) => wrapIndex(i + 1, count)));
  return {
    index: current,
    goTo,
    move,
    rotating,
    reducedMotion: pause.reducedMotion,
    /** True when the visitor stopped the rotation with the pause button. */
    stopped,
    setStopped,
    containerProps: pause.containerProps,
  };
}
