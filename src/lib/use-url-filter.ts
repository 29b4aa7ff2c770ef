import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

export interface UrlFilterCodec<F> {
  /** The filter a URL's query says (an unknown or missing value reads as "no filter"). */
  fromSearchParams: (params: URLSearchParams) => F;
  /** The query that says the filter (empty parts left out). */
  toSearchParams: (filter: F) => URLSearchParams;
  /** What the prerendered HTML shows: nothing filtered. */
  empty: F;
  /** The history-state key that marks the navigations the page makes itself when it writes its filter. */
  stateKey: string;
}

/**
 * A listing's filter kept in the URL (?q=&category=…) so that a filtered view can be shared and
 * survives a reload. Typing updates local state at once (the input never lags) and replaces the URL;
 * a URL change from elsewhere (a shared link on hydration, a link to the listing) is followed.
 */
export function useUrlFilter<F>({ fromSearchParams, toSearchParams, empty, stateKey }: UrlFilterCodec<F>): [F, (next: F) => void] {
  const hydrated = useHydrated();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const fromUrl = () => fromSearchParams(new URLSearchParams(location.search));
  const [filter, setFilter] = useState<F>(() => (hydrated ? fromUrl() : empty));
  // The prerendered HTML is unfiltered; after hydration, and on each outside navigation, follow the URL.
  const syncKey = hydrated ? location.key : "prerender";
  const [syncedKey, setSyncedKey] = useState(syncKey);
  if (syncedKey !== syncKey) {
    setSyncedKey(syncKey);
    // Our own URL writes are skipped; hydration always reads the URL (a reload keeps history.state).
    const own = (location.state as Record<string, unknown> | null)?.[stateKey] === true;
    if (syncedKey === "prerender" || !own) setFilter(fromUrl());
  }
  const update = (next: F) => {
    setFilter(next);
    setSearchParams(toSearchParams(next), { replace: true, preventScrollReset: true, state: { [stateKey]: true } });
  };
  return [filter, update];
}
