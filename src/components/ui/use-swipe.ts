/** Drags and swipes on a slider: the swipe decision and the pointer handlers that follow it. */
import { type PointerEvent, useRef, useState } from "react";

/** A drag changes the slide when it is longer than 15 % of the slider's width. */
export const SWIPE_THRESHOLD = 0.15;
/** Movement (px) after which a press counts as a drag (links inside are not followed). */
export const DRAG_START = 8;

/**
 * The step a horizontal drag of `deltaX` pixels asks for on a slider `width`
 * pixels wide: +1 (next), -1 (previous) or 0 (not far enough). In a
 * left-to-right page, dragging towards the start (left) shows the next slide;
 * in a right-to-left page the directions mirror.
 */
export function swipeStep(deltaX: number, width: number, rtl = false, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (!(width > 0) || Math.abs(deltaX) <= width * threshold) return 0;
  const towardsStart = rtl ? deltaX > 0 : deltaX < 0;
  return towardsStart ? 1 : -1;
}

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
  rtl: boolean;
  captured: boolean;
}

/**
 * Drags and swipes on a slider: while dragging, `offset` is the distance moved
 * (to follow the finger); on release a drag longer than the threshold calls
 * `onStep(+1 | -1)` (mirrored in right-to-left pages). A drag does not follow
 * the links it started on. Spread `handlers` on the sliding element.
 */
export function useSwipe(onStep: (step: 1 | -1) => void, threshold = SWIPE_THRESHOLD) {
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [offset, setOffset] = useState(0);

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (cancelled) return;
    const step = swipeStep(e.clientX - d.startX, d.width, d.rtl, threshold);
    if (step !== 0) onStep(step);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.pointerType === "mouse" && e.button !== 0) return;
        const el = e.currentTarget;
        drag.current = {
          pointerId: e.pointerId,
          startX: e.clientX,
          width: el.getBoundingClientRect().width,
          rtl: getComputedStyle(el).direction === "rtl" || el.closest("[dir]")?.getAttribute("dir") === "rtl",
          captured: false,
        };
        suppressClick.current = false;
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        const d = drag.current;
        if (!d || d.pointerId !== e.pointerId) return;
        const dx = e.clientX - d.startX;
        if (!d.captured && Math.abs(dx) > DRAG_START) {
          d.captured = true;
          suppressClick.current = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        if (d.captured) setOffset(dx);
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
      onDragStart: (e: { preventDefault(): void }) => e.preventDefault(),
      onClickCapture: (e: { preventDefault(): void; stopPropagation(): void }) => {
        if (!suppressClick.current) return;
        e.preventDefault();
        e.stopPropagation();
        suppressClick.current = false;
      },
    },
  };
}
