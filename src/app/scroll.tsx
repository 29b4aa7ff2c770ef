import { useContext, useEffect, useLayoutEffect, useRef } from "react";
import { UNSAFE_DataRouterStateContext, useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scroll handling for client navigations, in place of React Router's
 * <ScrollRestoration>: a new page starts at its top (or its #anchor), Back and
 * Forward return to where the visitor was, and `preventScrollReset` keeps the
 * position. It reacts to location changes only — React Router's component also
 * scrolls to the top when a prerendered page's background refresh completes,
 * which threw away a visitor's scrolling (and a smooth scroll in progress).
 * A full page load keeps the browser's own restoration.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const preventScrollReset = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset ?? false;
  const shownKey = useRef(location.key);
  const positions = useRef<Record<string, number>>({});
  const firstRender = useRef(true);

  useEffect(() => {
    positions.current = readPositions();
    const onScroll = () => {
      positions.current[shownKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Private mode or full storage: positions are kept for this page's life only.
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === "POP") {
      window.scrollTo(0, positions.current[location.key] ?? 0);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
    // Only a change of location moves the page; loader data arriving later does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
