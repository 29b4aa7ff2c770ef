import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { getSupabase } from "~/lib/supabase";

const REFRESH_DEBOUNCE_MS = 150;

/**
 * Live chat conversations waiting for staff (not answered yet, or with visitor messages nobody has
 * read), for the sidebar's Chat link on every portal page: counted by chat_waiting_count() and
 * counted again whenever a conversation or a message changes (postgres_changes on the private
 * channel chat:sidebar, which only editors and admins may join, as the console does). Authors do not
 * answer the chat (decision 0009): for them nothing is asked and the count is 0.
 */
export function useChatWaiting(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let client: SupabaseClient | undefined;
    let channel: RealtimeChannel | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = async (c: SupabaseClient) => {
      const { data, error } = await c.rpc("chat_waiting_count");
      if (!cancelled && !error) setCount(typeof data === "number" ? data : 0);
    };
    void getSupabase().then(
      (c) => {
        if (cancelled) return;
        client = c;
        const schedule = () => {
          clearTimeout(timer);
          timer = setTimeout(() => void refresh(c), REFRESH_DEBOUNCE_MS);
        };
        channel = c
          .channel("chat:sidebar", { config: { private: true } })
          .on("postgres_changes", { event: "*", schema: "public", table: "chat_conversations" }, schedule)
          .on("postgres_changes", { event: "INSERT", schema: "public", table: "chat_messages" }, schedule)
          .subscribe((status) => {
            // (Re)subscribed: whatever changed meanwhile.
            if (status === "SUBSCRIBED") void refresh(c);
          });
        void refresh(c);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (channel && client) void client.removeChannel(channel);
    };
  }, [enabled]);
  return enabled ? count : 0;
}
