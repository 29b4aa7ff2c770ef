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
 * The attributes of a listing's results while the URL's filter is not applied yet (the prerendered
 * HTML is unfiltered): `data-url-filtered` marks the results, `data-filter-applied` says the URL's
 * filter is applied. Until then, a page opened with a query (`data-query` on <html>, set by the inline
 * script) keeps the results invisible (native-controls.css), so the unfiltered list never shows and
 * then jumps to the filtered one — a layout shift real visitors with shared links measured (CLS 0.3 on
 * /resources?q=… at 390 px, issue 30 item 8).
 */
export function urlFilteredProps(applied: boolean) {
  return { "data-url-filtered": "", "data-filter-applied": applied ? "" : undefined };
}

/**
 * A listing's filter kept in the URL (?q=&category=…) so that a filtered view can be shared and
 * survives a reload. Typing updates local state at once (the input never lags) and replaces the URL;
 * a URL change from elsewhere (a shared link on hydration, a link to the listing) is followed.
 * The third value says whether the URL's filter is applied (false in the prerendered HTML and until
 * hydration has read the URL): spread `urlFilteredProps(applied)` on the results.
 */
export function useUrlFilter<F>({ fromSearchParams, toSearchParams, empty, stateKey }: UrlFilterCodec<F>): [F, (next: F) => void, boolean] {
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
  return [filter, update, syncedKey !== "prerender"];
}
