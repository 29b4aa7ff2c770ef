import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards (and from the
 * first render of a component mounted after hydration). State taken from the
 * URL's query, which the prerendered HTML cannot know, waits for it so
 * hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
