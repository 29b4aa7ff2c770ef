import { useEffect, useState } from "react";

/**
 * What a `retryableImport` loader gives, once loaded; null until then. It starts after hydration, and
 * a load that failed (offline) is tried again when the connection comes back. Not React.lazy, whose
 * failure would reach the route's error screen and take the page with it.
 */
export function useRetryableModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    let active = true;
    const attempt = () => {
      load().then(
        (module) => active && setLoaded({ module }),
        () => {}, // offline: the "online" event tries again
      );
    };
    attempt();
    window.addEventListener("online", attempt);
    return () => {
      active = false;
      window.removeEventListener("online", attempt);
    };
  }, [load]);
  return loaded?.module ?? null;
}
