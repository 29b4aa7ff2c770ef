import { useEffect, useState } from "react";
import { getSupabase } from "~/lib/supabase";

/**
 * Submissions still new, for the sidebar (0 for roles that may not read them: RLS answers 0).
 * Counted again on every page change and whenever the inbox announces a change.
 */
export function useUnreadCount(pathname: string): number {
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const onChange = () => setChanges((n) => n + 1);
    window.addEventListener("admin:submissions-changed", onChange);
    return () => window.removeEventListener("admin:submissions-changed", onChange);
  }, []);
  useEffect(() => {
    let active = true;
    void getSupabase()
      .then((supabase) => supabase.from("contact_submissions").select("id", { count: "exact", head: true }).eq("status", "new"))
      .then(
        ({ count: n, error }) => active && !error && setCount(n ?? 0),
        () => {},
      );
    return () => {
      active = false;
    };
  }, [pathname, changes]);
  return count;
}
