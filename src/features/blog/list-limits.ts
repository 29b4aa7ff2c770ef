/**
 * How many posts each listing view shows in this browser tab: "Load more" raises
 * it, and the clientLoader asks for that many, so Back from a post returns to a
 * list of the same length (and React Router restores the scroll position).
 * A reload starts again at 20.
 */
import { LIST_LIMIT } from "./load";

const limits = new Map<string, number>();
const MAX = 500;

export function listLimit(search: string): number {
  return limits.get(search) ?? LIST_LIMIT;
}

export function raiseListLimit(search: string): number {
  const next = Math.min(MAX, listLimit(search) + LIST_LIMIT);
  limits.set(search, next);
  return next;
}
