import { useSyncExternalStore } from "react";
import { perViewFor } from "./carousel";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** Members per carousel slide for the current window width (4 while prerendering). */
export function usePerView(): 1 | 2 | 4 {
  return useSyncExternalStore(
    subscribe,
    () => perViewFor(window.innerWidth),
    () => 4,
  );
}
