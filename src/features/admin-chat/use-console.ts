import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { getSupabase } from "~/lib/supabase";

export type ConversationStatus = "pending" | "active" | "closed";

export interface InboxRow {
  id: string;
  status: ConversationStatus;
  metadata: { name?: string; email?: string; page?: string; language?: string };
  assigned_to: string | null;
  created_at: string;
  last_message_at: string;
  closed_at: string | null;
  unread: number;
  last_message: string | null;
  last_sender: string | null;
}

export interface ConsoleMessage {
  id: string;
  client_id: string;
  conversation_id: string;
  content: string;
  sender_type: "user" | "agent" | "system";
  sender_id: string | null;
  created_at: string;
}

export type PresenceStatus = "online" | "away";
export type ListLoad = { status: "loading" } | { status: "ready"; rows: InboxRow[] } | { status: "error" };

const REFRESH_DEBOUNCE_MS = 120;

/**
 * The console's live data: the conversation list (chat_inbox(), refreshed whenever a conversation or
 * message changes, through postgres_changes on the private channel chat:console), the staff member's
 * presence on chat:staff (online or away, which the visitors' widget shows), and a callback for
 * every new conversation (the sound and the badge).
 */
export function useConsole(options: { onNewConversation(row: InboxRow): void; onMessage(message: ConsoleMessage): void; presence: PresenceStatus; name: string }) {
  const [list, setList] = useState<ListLoad>({ status: "loading" });
  const [supabase, setSupabase] = useState<SupabaseClient | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const known = useRef<Set<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const staffRoom = useRef<RealtimeChannel | null>(null);

  const refresh = useCallback(async (client: SupabaseClient) => {
    const { data, error } = await client.rpc("chat_inbox");
    if (error) {
      setList((l) => (l.status === "ready" ? l : { status: "error" }));
      return;
    }
    const rows = data as InboxRow[];
    if (known.current) {
      for (const row of rows) if (!known.current.has(row.id)) optionsRef.current.onNewConversation(row);
    }
    known.current = new Set(rows.map((r) => r.id));
    setList({ status: "ready", rows });
  }, []);

  useEffect(() => {
    let cancelled = false;
    let channel: RealtimeChannel | undefined;
    let client: SupabaseClient | undefined;
    void getSupabase().then(async (c) => {
      if (cancelled) return;
      client = c;
      setSupabase(c);
      const { data } = await c.auth.getSession();
      setUserId(data.session?.user.id ?? null);
      const schedule = () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void refresh(c), REFRESH_DEBOUNCE_MS);
      };
      channel = c
        .channel("chat:console", { config: { private: true } })
        .on("postgres_changes", { event: "*", schema: "public", table: "chat_conversations" }, schedule)
        .on("postgres_changes", { event: "INSERT", schema: "public", table: "chat_messages" }, (payload) => {
          optionsRef.current.onMessage(payload.new as ConsoleMessage);
          schedule();
        })
        .subscribe((status) => {
          // (Re)subscribed: what changed meanwhile.
          if (status === "SUBSCRIBED") void refresh(c);
        });
      await refresh(c);
    }, () => !cancelled && setList({ status: "error" }));
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
      if (channel && client) void client.removeChannel(channel);
    };
  }, [refresh]);

  // Staff presence: tracked while the console is open; leaving the page (or closing the tab) leaves it.
  useEffect(() => {
    if (!supabase || !userId) return;
    const room = supabase.channel("chat:staff", { config: { private: true, presence: { key: userId } } });
    staffRoom.current = room;
    room.subscribe((status) => {
      if (status === "SUBSCRIBED") void room.track({ status: optionsRef.current.presence, name: optionsRef.current.name });
    });
    return () => {
      staffRoom.current = null;
      void supabase.removeChannel(room);
    };
  }, [supabase, userId]);

  useEffect(() => {
    void staffRoom.current?.track({ status: options.presence, name: options.name });
  }, [options.presence, options.name]);

  return { list, supabase, userId, refresh: () => (supabase ? refresh(supabase) : Promise.resolve()) };
}

/** One conversation: its messages, live; the visitor's presence and typing on chat:{id}. */
export function useConversation(supabase: SupabaseClient | null, id: string | null) {
  const [messages, setMessages] = useState<ConsoleMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [visitorHere, setVisitorHere] = useState(false);
  const [visitorTyping, setVisitorTyping] = useState(false);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);

  const add = useCallback((message: ConsoleMessage) => {
    setMessages((list) => {
      if (!list || message.conversation_id !== id || list.some((m) => m.id === message.id)) return list;
      return [...list, message].sort((a, b) => a.created_at.localeCompare(b.created_at));
    });
    if (message.sender_type === "user") setVisitorTyping(false);
  }, [id]);

  useEffect(() => {
    if (!supabase || !id) return;
    // The view is keyed by conversation, so the state starts fresh for each one.
    let cancelled = false;
    void supabase
      .from("chat_messages")
      .select("*")
      .eq("conversation_id", id)
      .order("created_at", { ascending: true })
      .then(({ data, error }) => {
        if (cancelled) return;
        if (error) setFailed(true);
        else setMessages((current) => {
          const loaded = data as ConsoleMessage[];
          const extra = (current ?? []).filter((m) => !loaded.some((l) => l.id === m.id));
          return [...loaded, ...extra].sort((a, b) => a.created_at.localeCompare(b.created_at));
        });
      });
    const channel = supabase
      .channel(`chat:${id}`, { config: { private: true, presence: { key: "staff" } } })
      .on("presence", { event: "sync" }, () => setVisitorHere("visitor" in channel.presenceState()))
      .on("broadcast", { event: "typing" }, ({ payload }) => {
        if ((payload as { who?: string }).who !== "visitor") return;
        clearTimeout(typingTimer.current);
        setVisitorTyping(true);
        typingTimer.current = setTimeout(() => setVisitorTyping(false), 4000);
      })
      .subscribe();
    channelRef.current = channel;
    return () => {
      cancelled = true;
      clearTimeout(typingTimer.current);
      channelRef.current = null;
      void supabase.removeChannel(channel);
    };
  }, [supabase, id]);

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < 2000) return;
    lastTypingSent.current = now;
    // Only over the joined channel (before the join, supabase-js would fall back to a REST call).
    const channel = channelRef.current;
    if (channel?.state === "joined") void channel.send({ type: "broadcast", event: "typing", payload: { who: "agent", typing: true } });
  }, []);

  return { messages, failed, visitorHere, visitorTyping, add, typing };
}
