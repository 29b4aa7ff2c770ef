import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { backoff, ensureVisitor, visitorClient } from "./chat-client";
import { enqueue, type OutboxEntry, readOutbox, remove, sendFailure } from "./outbox";
import { takeResumeLink } from "./resume-link";

export type Phase = "loading" | "start" | "chat" | "error";
export type StaffStatus = "unknown" | "online" | "away" | "offline";

export interface Conversation {
  id: string;
  status: "pending" | "active" | "closed";
  staff_read_at: string | null;
  metadata: { name?: string; email?: string };
}

export interface ChatMessage {
  id?: string;
  clientId: string;
  content: string;
  sender: "user" | "agent" | "system";
  createdAt: string;
  state: "sending" | "sent";
}

interface MessageRow {
  id: string;
  client_id: string;
  conversation_id: string;
  content: string;
  sender_type: "user" | "agent" | "system";
  created_at: string;
}

export type StartResult = { ok: true } | { ok: false; reason: "rate-limited" | "failed" };

/** localStorage key of the visitor's current conversation (shared by tabs, kept across reloads). */
export const CONVERSATION_KEY = "chat-conversation";
const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2000;

function storedConversation(): string | null {
  try {
    return window.localStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}

function storeConversation(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(CONVERSATION_KEY, id);
    else window.localStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // Storage unavailable: the conversation lasts as long as the page.
  }
}

const fromRow = (row: MessageRow): ChatMessage => ({
  id: row.id,
  clientId: row.client_id,
  content: row.content,
  sender: row.sender_type,
  createdAt: row.created_at,
  state: "sent",
});

const fromEntry = (entry: OutboxEntry): ChatMessage => ({
  clientId: entry.clientId,
  content: entry.content,
  sender: "user",
  createdAt: entry.queuedAt,
  state: "sending",
});

/** Stored messages in order, then the ones still waiting in the outbox, in the order typed. */
function ordered(list: ChatMessage[]): ChatMessage[] {
  const sent = list.filter((m) => m.state === "sent").sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id ?? "").localeCompare(b.id ?? ""));
  const waiting = list.filter((m) => m.state === "sending").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [...sent, ...waiting];
}

function merge(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byKey = new Map(list.map((m) => [m.clientId, m]));
  for (const m of incoming) {
    const known = byKey.get(m.clientId);
    if (!known || known.state === "sending" || m.state === "sent") byKey.set(m.clientId, m);
  }
  return ordered([...byKey.values()]);
}

function staffStatusOf(state: Record<string, { status?: unknown }[]>): StaffStatus {
  const statuses = Object.values(state).flatMap((metas) => metas.map((m) => m.status));
  if (statuses.includes("online")) return "online";
  if (statuses.includes("away")) return "away";
  return "offline";
}

/**
 * The visitor's side of the live chat: an anonymous session, the staff's presence, the current
 * conversation (stored, so it survives navigation, reloads and new tabs; resumed on another device
 * from the link of a reply e-mailed to the visitor) with its history and live
 * messages on the private channel chat:{id}, typing both ways, and the outbox that sends what was
 * typed once, in order, retrying with the spec's back-off (1, 2, 5, 10 s) while the connection is down.
 */
export function useVisitorChat(options: { onSendRefused(): void; onLoadFailed(): void; onResumeFailed(): void; onIncoming(message: ChatMessage): void }) {
  const [phase, setPhase] = useState<Phase>("loading");
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [staff, setStaff] = useState<StaffStatus>("unknown");
  const [online, setOnline] = useState(() => navigator.onLine);
  const [channelUp, setChannelUp] = useState(true);
  const [agentTyping, setAgentTyping] = useState(false);

  const supabaseRef = useRef<SupabaseClient | null>(null);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const conversationRef = useRef<Conversation | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const flushing = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tries = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);

  const setCurrent = useCallback((next: Conversation | null) => {
    conversationRef.current = next;
    setConversation(next);
  }, []);

  const loadHistory = useCallback(async (id: string): Promise<boolean> => {
    const supabase = supabaseRef.current;
    if (!supabase) return false;
    const { data, error } = await supabase.from("chat_messages").select("*").eq("conversation_id", id).order("created_at", { ascending: true });
    if (error) return false;
    const stored = (data as MessageRow[]).map(fromRow);
    const storedKeys = new Set(stored.map((m) => m.clientId));
    // An outbox entry that is already stored (sent by another tab, or its answer was lost) is done.
    for (const entry of readOutbox(id)) if (storedKeys.has(entry.clientId)) remove(entry.clientId);
    setMessages((list) => merge(list.filter((m) => m.state === "sending" && !storedKeys.has(m.clientId)), [...stored, ...readOutbox(id).map(fromEntry)]));
    return true;
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    const supabase = supabaseRef.current;
    const current = conversationRef.current;
    if (!supabase || !current || flushing.current) return;
    flushing.current = true;
    clearTimeout(retryTimer.current);
    try {
      for (;;) {
        const entry = readOutbox(current.id)[0];
        if (!entry) break;
        let status = 0;
        let code: string | undefined;
        let row: MessageRow | undefined;
        try {
          const result = await supabase
            .from("chat_messages")
            .insert({ conversation_id: entry.conversationId, content: entry.content, sender_type: "user", client_id: entry.clientId })
            .select()
            .single();
          status = result.status;
          code = result.error?.code;
          row = (result.data as MessageRow | null) ?? undefined;
          if (!result.error) status = 201;
        } catch {
          status = 0;
        }
        if (status === 201 || code === "23505") {
          remove(entry.clientId);
          tries.current = 0;
          if (row) setMessages((list) => merge(list, [fromRow(row)]));
          else await loadHistory(current.id);
          continue;
        }
        if (sendFailure(status, code) === "retry") {
          tries.current += 1;
          retryTimer.current = setTimeout(() => void flush(), backoff(tries.current));
          break;
        }
        // Refused (e.g. the conversation was closed): it will never be stored.
        remove(entry.clientId);
        setMessages((list) => list.filter((m) => m.clientId !== entry.clientId));
        optionsRef.current.onSendRefused();
      }
    } finally {
      flushing.current = false;
    }
  }, [loadHistory]);

  const subscribe = useCallback(
    (id: string) => {
      const supabase = supabaseRef.current;
      if (!supabase) return;
      if (channelRef.current) void supabase.removeChannel(channelRef.current);
      let everUp = false;
      const channel = supabase
        .channel(`chat:${id}`, { config: { private: true, presence: { key: "visitor" } } })
        .on("postgres_changes", { event: "INSERT", schema: "public", table: "chat_messages", filter: `conversation_id=eq.${id}` }, (payload) => {
          const message = fromRow(payload.new as MessageRow);
          remove(message.clientId);
          setMessages((list) => merge(list, [message]));
          if (message.sender !== "user") {
            setAgentTyping(false);
            optionsRef.current.onIncoming(message);
          }
        })
        .on("postgres_changes", { event: "UPDATE", schema: "public", table: "chat_conversations", filter: `id=eq.${id}` }, (payload) => {
          const row = payload.new as Conversation;
          if (conversationRef.current?.id === row.id) setCurrent({ ...conversationRef.current, ...row });
        })
        .on("broadcast", { event: "typing" }, ({ payload }) => {
          if ((payload as { who?: string }).who !== "agent") return;
          clearTimeout(typingTimer.current);
          const typing = (payload as { typing?: boolean }).typing !== false;
          setAgentTyping(typing);
          if (typing) typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
        })
        .subscribe((status) => {
          if (status === "SUBSCRIBED") {
            setChannelUp(true);
            void channel.track({ status: "online" });
            // After a reconnect: what arrived meanwhile, then what is still waiting to go.
            if (everUp) void loadHistory(id);
            everUp = true;
            void flush();
          } else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") {
            setChannelUp(false);
          }
        });
      channelRef.current = channel;
    },
    [flush, loadHistory, setCurrent],
  );

  // Sign in, watch the staff's presence, and reopen the stored conversation.
  useEffect(() => {
    let cancelled = false;
    let staffChannel: RealtimeChannel | undefined;
    const supabase = visitorClient();
    supabaseRef.current = supabase;
    void (async () => {
      try {
        await ensureVisitor(supabase);
      } catch {
        if (!cancelled) setPhase("error");
        return;
      }
      if (cancelled) return;
      staffChannel = supabase.channel("chat:staff", { config: { private: true } });
      const room = staffChannel;
      room
        .on("presence", { event: "sync" }, () => setStaff(staffStatusOf(room.presenceState() as Record<string, { status?: unknown }[]>)))
        .subscribe((status) => {
          if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") setStaff((s) => (s === "unknown" ? "offline" : s));
        });
      // Opened from a reply's e-mail (perhaps on another device): this session takes the conversation over.
      const resume = takeResumeLink();
      if (resume) {
        const { error } = await supabase.rpc("resume_chat_conversation", { conversation: resume.conversation, token: resume.token });
        if (cancelled) return;
        if (error) optionsRef.current.onResumeFailed();
        else storeConversation(resume.conversation);
      }
      const id = storedConversation();
      if (!id) {
        setPhase("start");
        return;
      }
      const { data, error } = await supabase.from("chat_conversations").select("id, status, staff_read_at, metadata").eq("id", id).maybeSingle();
      if (cancelled) return;
      if (error) {
        optionsRef.current.onLoadFailed();
        setPhase("error");
        return;
      }
      if (!data) {
        storeConversation(null);
        setPhase("start");
        return;
      }
      setCurrent(data as Conversation);
      if (!(await loadHistory(id))) optionsRef.current.onLoadFailed();
      if (cancelled) return;
      setPhase("chat");
      subscribe(id);
    })();
    return () => {
      cancelled = true;
      if (staffChannel) void supabase.removeChannel(staffChannel);
      if (channelRef.current) void supabase.removeChannel(channelRef.current);
      channelRef.current = null;
      clearTimeout(retryTimer.current);
      clearTimeout(typingTimer.current);
    };
  }, [loadHistory, setCurrent, subscribe]);

  // The browser's own word on the network: send at once when it returns.
  useEffect(() => {
    const up = () => {
      setOnline(true);
      tries.current = 0;
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
    };
  }, [flush]);

  // Another tab started or replaced the conversation.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONVERSATION_KEY || !event.newValue || event.newValue === conversationRef.current?.id) return;
      const id = event.newValue;
      void (async () => {
        const supabase = supabaseRef.current;
        if (!supabase) return;
        const { data } = await supabase.from("chat_conversations").select("id, status, staff_read_at, metadata").eq("id", id).maybeSingle();
        if (!data) return;
        setCurrent(data as Conversation);
        setMessages([]);
        await loadHistory(id);
        setPhase("chat");
        subscribe(id);
      })();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [loadHistory, setCurrent, subscribe]);

  async function createConversation(details: { name: string; email: string }): Promise<Conversation | { error: "rate-limited" | "failed" }> {
    const supabase = supabaseRef.current;
    if (!supabase) return { error: "failed" };
    const language = document.documentElement.lang || "en";
    const { data, error, status } = await supabase
      .from("chat_conversations")
      .insert({ status: "pending", metadata: { name: details.name, email: details.email, page: window.location.pathname, language } })
      .select("id, status, staff_read_at, metadata")
      .single();
    if (error || !data) return { error: status === 429 || error?.code === "PT429" ? "rate-limited" : "failed" };
    return data as Conversation;
  }

  /** Starts a conversation with the visitor's details (the form validated them). */
  const start = useCallback(
    async (details: { name: string; email: string }): Promise<StartResult> => {
      const created = await createConversation(details);
      if ("error" in created) return { ok: false, reason: created.error };
      storeConversation(created.id);
      setCurrent(created);
      setMessages([]);
      if (!(await loadHistory(created.id))) return { ok: false, reason: "failed" };
      setPhase("chat");
      subscribe(created.id);
      return { ok: true };
    },
    [loadHistory, setCurrent, subscribe],
  );

  /** Leaves a message while no staff member is online: a conversation, its first message, and a submission in the inbox. */
  const leaveMessage = useCallback(
    async (details: { name: string; email: string; message: string; subject: string }): Promise<StartResult> => {
      const supabase = supabaseRef.current;
      if (!supabase) return { ok: false, reason: "failed" };
      const created = await createConversation(details);
      if ("error" in created) return { ok: false, reason: created.error };
      storeConversation(created.id);
      setCurrent(created);
      const clientId = crypto.randomUUID();
      const sent = await supabase.from("chat_messages").insert({ conversation_id: created.id, content: details.message, sender_type: "user", client_id: clientId });
      // Into the inbox the way every public form goes (decision 0026): one submission, limited per address.
      const filed = await supabase.rpc("submit_contact", {
        submission: {
          kind: "message",
          name: details.name,
          email: details.email,
          subject: details.subject,
          message: details.message,
          language: document.documentElement.lang || "en",
          chat_conversation_id: created.id,
        },
      });
      if (sent.error || filed.error) return { ok: false, reason: filed.status === 429 ? "rate-limited" : "failed" };
      await loadHistory(created.id);
      setPhase("chat");
      subscribe(created.id);
      return { ok: true };
    },
    [loadHistory, setCurrent, subscribe],
  );

  /** Queues a message (trimmed; ignored when empty or without a conversation) and sends the outbox. */
  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      const current = conversationRef.current;
      if (!content || !current) return false;
      const entry: OutboxEntry = { clientId: crypto.randomUUID(), conversationId: current.id, content, queuedAt: new Date().toISOString() };
      enqueue(entry);
      setMessages((list) => merge(list, [fromEntry(entry)]));
      void flush();
      return true;
    },
    [flush],
  );

  /** Tells staff the visitor is typing (at most every 2 s). */
  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    // Only over the joined channel (before the join, supabase-js would fall back to a REST call).
    const channel = channelRef.current;
    if (channel?.state === "joined") void channel.send({ type: "broadcast", event: "typing", payload: { who: "visitor", typing: true } });
  }, []);

  /** After a conversation was closed: back to the start (the next one is new). */
  const startOver = useCallback(() => {
    const supabase = supabaseRef.current;
    if (channelRef.current && supabase) void supabase.removeChannel(channelRef.current);
    channelRef.current = null;
    storeConversation(null);
    setCurrent(null);
    setMessages([]);
    setAgentTyping(false);
    setPhase("start");
  }, [setCurrent]);

  return {
    phase,
    conversation,
    messages,
    staff,
    connected: online && channelUp,
    agentTyping,
    start,
    leaveMessage,
    send,
    typing,
    startOver,
  };
}
