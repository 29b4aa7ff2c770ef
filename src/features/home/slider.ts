/** Pure logic of the sliders: index wrapping and the swipe decision. */

/** Hero slider and testimonials: one step every 10 s (spec section 9). */
export const ROTATION_MS = 10_000;
/** A drag changes the slide when it is longer than 15 % of the slider's width. */
export const SWIPE_THRESHOLD = 0.15;

/** `index` wrapped into 0..count-1 (negative values count from the end). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

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
