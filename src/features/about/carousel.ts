/** Pure logic of the Leadership Team carousel: members per slide, pages, wrapping. */
import { wrapIndex } from "~/components/ui/rotation";

export const TEAM_ROTATION_MS = 10_000;
/** The carousel rotates only while at least this share of it is in view. */
export const VISIBILITY_THRESHOLD = 0.3;
/** Viewport widths (px) from which 2 and 4 members share a slide (Tailwind's sm and lg). */
export const BREAKPOINTS = { two: 640, four: 1024 } as const;

/** Members per slide for a viewport width: 4 on wide screens, 2 on tablets, 1 on phones. */
export function perViewFor(width: number): 1 | 2 | 4 {
  if (width >= BREAKPOINTS.four) return 4;
  if (width >= BREAKPOINTS.two) return 2;
  return 1;
}

export function pageCount(total: number, perView: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perView)));
}

/** The items of each slide, in order (the last slide may hold fewer). */
export function chunk<T>(items: readonly T[], perView: number): T[][] {
  const size = Math.max(1, perView);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/**
 * The slide shown after moving `step` slides from the slide holding member
 * `first`, as the index of its first member (wrapping around). Keeping the
 * first member rather than the slide number keeps the same people in view when
 * the number per slide changes (a window resize).
 */
export function stepFrom(first: number, step: number, perView: number, total: number): number {
  const pages = pageCount(total, perView);
  const page = Math.floor(Math.max(0, first) / perView);
  return wrapIndex(page + step, pages) * perView;
}
