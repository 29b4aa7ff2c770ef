/**
 * Conformance of the emulator's realtime with @supabase/supabase-js (and raw Phoenix frames over
 * `ws` for protocol edge cases): the chat subscription of the spec, where a new chat_messages row
 * reaches only the subscribers RLS lets read it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createClient, type RealtimeChannel, type RealtimePostgresInsertPayload, type SupabaseClient } from "@supabase/supabase-js";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

interface ChatMessage {
  id: string;
  conversation_id: string;
  content: string;
  sender_type: string;
  created_at: string;
}

// PGlite always; the Postgres server (a fresh database per run, dropped after) when reachable — in CI it must be.
const backends = (await testBackends("realtime tests")).map(({ name, backend }) => ({
  name,
  start: () => startSupabase({ backend }),
}));

describe.each(backends)("realtime on $name", (backend) => {
  let stack: StartedSupabase;
  let service: SupabaseClient;
  let staff: SupabaseClient;
  const clients: SupabaseClient[] = [];

  function client(): SupabaseClient {
    const c = createClient(stack.url, stack.anonKey, noSession);
    clients.push(c);
    return c;
  }

  async function visitorWithConversation(name: string): Promise<{ supabase: SupabaseClient; conversationId: string }> {
    const supabase = client();
    const signedIn = await supabase.auth.signInAnonymously();
    expect(signedIn.error).toBeNull();
    const { data, error } = await supabase
      .from("chat_conversations")
      .insert({ status: "pending", metadata: { name, email: `${name.toLowerCase()}@example.test` } })
      .select()
      .single();
    expect(error).toBeNull();
    return { supabase, conversationId: (data as { id: string }).id };
  }

  function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
    return new Promise((resolve, reject) => {
      channel.subscribe((status, err) => {
        if (status === "SUBSCRIBED") resolve(channel);
        else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(err ?? new Error(status));
      });
    });
  }

  /** Subscribes to INSERTs on chat_messages for each conversation id; collects the payloads by conversation. */
  async function watchMessages(supabase: SupabaseClient, topic: string, conversationIds: string[]) {
    const received: RealtimePostgresInsertPayload<ChatMessage>[] = [];
    let channel = supabase.channel(topic);
    for (const id of conversationIds) {
      channel = channel.on<ChatMessage>(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "chat_messages", filter: `conversation_id=eq.${id}` },
        (payload) => received.push(payload),
      );
    }
    await subscribed(channel);
    return { channel, received };
  }

  async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for a realtime event");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** A raw Phoenix socket (vsn 2.0.0 array frames unless told otherwise). */
  async function rawSocket(apikey: string, vsn = "2.0.0") {
    const ws = new WebSocket(`${stack.url.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`);
    const frames: unknown[] = [];
    ws.on("message", (data) => frames.push(JSON.parse(String(data))));
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    const next = async (predicate: (frame: unknown) => boolean) => {
      await until(() => frames.some(predicate));
      return frames.find(predicate);
    };
    return { ws, frames, next };
  }

  beforeAll(async () => {
    stack = await backend.start();
    // Every client here shares one address (127.0.0.1); the per-address chat limit is tested in chat-security.
    await stack.emulator.context.db.query("update public.chat_limits set conversations_per_address = 1000, conversations_per_session = 1000");
    service = createClient(stack.url, stack.serviceRoleKey, noSession);
    const email = `staff-${randomUUID()}@example.test`;
    const created = await service.auth.admin.createUser({ email, password: "correct horse battery", email_confirm: true, app_metadata: { role: "admin" } });
    expect(created.error).toBeNull();
    staff = client();
    expect((await staff.auth.signInWithPassword({ email, password: "correct horse battery" })).error).toBeNull();
  });

  afterEach(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
  });

  afterAll(async () => {
    await stack?.close();
  });

  describe("postgres_changes on chat_messages", () => {
    it("delivers an INSERT to the visitor who owns the conversation and to staff, not to another visitor", async () => {
      const alice = await visitorWithConversation("Alice");
      const mallory = await visitorWithConversation("Mallory");

      const aliceWatch = await watchMessages(alice.supabase, `chat:${alice.conversationId}`, [alice.conversationId]);
      const staffWatch = await watchMessages(staff, `chat:${alice.conversationId}`, [alice.conversationId]);
      // Mallory listens to Alice's conversation (forbidden) and to her own (allowed), on one channel.
      const malloryWatch = await watchMessages(mallory.supabase, `chat:${alice.conversationId}`, [alice.conversationId, mallory.conversationId]);

      const sent = await alice.supabase.from("chat_messages").insert({ conversation_id: alice.conversationId, content: "Hello?", sender_type: "user" });
      expect(sent.error).toBeNull();

      await until(() => aliceWatch.received.length === 1 && staffWatch.received.length === 1);
      for (const payload of [aliceWatch.received[0], staffWatch.received[0]]) {
        expect(payload).toEqual({
          schema: "public",
          table: "chat_messages",
          commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          eventType: "INSERT",
          new: expect.objectContaining({ id: expect.any(String), conversation_id: alice.conversationId, content: "Hello?", sender_type: "user", created_at: expect.any(String) }),
          old: {},
          errors: null,
        });
      }

      // Changes are delivered in commit order, on each socket in turn: once Mallory has her own later
      // message, the decision on Alice's message has been taken for her too (had it reached her, it
      // would have arrived first). No waiting for "nothing": what arrived after proves it.
      expect((await mallory.supabase.from("chat_messages").insert({ conversation_id: mallory.conversationId, content: "Mine", sender_type: "user" })).error).toBeNull();
      await until(() => malloryWatch.received.length >= 1);
      expect(malloryWatch.received.map((p) => p.new.content)).toEqual(["Mine"]);
      // Likewise Alice: her next message arriving right after her first proves Mallory's did not reach her.
      expect((await alice.supabase.from("chat_messages").insert({ conversation_id: alice.conversationId, content: "Again", sender_type: "user" })).error).toBeNull();
      await until(() => aliceWatch.received.length >= 2);
      expect(aliceWatch.received.map((p) => p.new.content)).toEqual(["Hello?", "Again"]);
    });

    it("applies the filter: a message in another conversation does not reach the subscriber", async () => {
      const alice = await visitorWithConversation("Alice");
      const watch = await watchMessages(staff, `chat:${alice.conversationId}`, [alice.conversationId]);
      const bob = await visitorWithConversation("Bob");
      expect((await bob.supabase.from("chat_messages").insert({ conversation_id: bob.conversationId, content: "Other", sender_type: "user" })).error).toBeNull();
      expect((await alice.supabase.from("chat_messages").insert({ conversation_id: alice.conversationId, content: "Mine", sender_type: "user" })).error).toBeNull();
      // Bob's message was committed first: had the filter let it through, it would have arrived before Alice's.
      await until(() => watch.received.length >= 1);
      expect(watch.received.map((p) => p.new.content)).toEqual(["Mine"]);
    });

    it("delivers UPDATEs to a visitor who may read the row", async () => {
      const alice = await visitorWithConversation("Alice");
      const updates: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }[] = [];
      const channel = alice.supabase
        .channel(`conv:${alice.conversationId}`)
        .on("postgres_changes", { event: "UPDATE", schema: "public", table: "chat_conversations", filter: `id=eq.${alice.conversationId}` }, (p) =>
          updates.push(p as never),
        );
      await subscribed(channel);
      expect((await staff.from("chat_conversations").update({ status: "active" }).eq("id", alice.conversationId)).error).toBeNull();
      await until(() => updates.length === 1);
      expect(updates[0]).toMatchObject({ eventType: "UPDATE", new: { id: alice.conversationId, status: "active" }, old: { id: alice.conversationId } });
    });
    it("delivers a DELETE with only the primary key (RLS cannot check a deleted row)", async () => {
      const alice = await visitorWithConversation("Alice");
      const deletes: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }[] = [];
      const channel = alice.supabase
        .channel(`conv-del:${alice.conversationId}`)
        .on("postgres_changes", { event: "DELETE", schema: "public", table: "chat_conversations", filter: `id=eq.${alice.conversationId}` }, (p) =>
          deletes.push(p as never),
        );
      await subscribed(channel);
      expect((await staff.from("chat_conversations").delete().eq("id", alice.conversationId)).error).toBeNull();
      await until(() => deletes.length === 1);
      expect(deletes[0]).toMatchObject({ eventType: "DELETE", new: {}, old: { id: alice.conversationId } });
      expect(Object.keys(deletes[0]!.old)).toEqual(["id"]);
    });

    it("reveals nothing about a deleted row the subscriber could not read, whatever filter they choose", async () => {
      const alice = await visitorWithConversation("Alice");
      expect((await alice.supabase.from("chat_messages").insert({ conversation_id: alice.conversationId, content: "my secret", sender_type: "user" })).error).toBeNull();
      const mallory = await visitorWithConversation("Mallory");
      const seen: { table: string; old: Record<string, unknown> }[] = [];
      const push = (p: { table: string; old: Record<string, unknown> }) => seen.push({ table: p.table, old: p.old });
      // Guessing filters on columns of Alice's rows: each would match her deleted rows.
      const channel = mallory.supabase
        .channel(`probe-${randomUUID()}`)
        .on("postgres_changes", { event: "DELETE", schema: "public", table: "chat_messages", filter: "content=eq.my secret" }, push as never)
        .on("postgres_changes", { event: "DELETE", schema: "public", table: "chat_messages" }, push as never)
        .on("postgres_changes", { event: "DELETE", schema: "public", table: "chat_conversations", filter: "metadata->>email=eq.alice@example.test" }, push as never)
        .on("postgres_changes", { event: "DELETE", schema: "public", table: "chat_conversations", filter: `id=eq.${alice.conversationId}` }, push as never)
        .on("postgres_changes", { event: "DELETE", schema: "public", table: "chat_conversations" }, push as never);
      await subscribed(channel);
      // Alice's conversation goes (and its message with it), then Mallory's own.
      expect((await staff.from("chat_conversations").delete().eq("id", alice.conversationId)).error).toBeNull();
      expect((await staff.from("chat_conversations").delete().eq("id", mallory.conversationId)).error).toBeNull();
      // Changes are delivered in commit order: once Mallory has her own, Alice's were decided.
      await until(() => seen.some((e) => e.old.id === mallory.conversationId));
      expect(seen).toEqual([{ table: "chat_conversations", old: { id: mallory.conversationId } }]);
    });
  });

  describe("private channels and presence", () => {
    it("shows staff presence on chat:staff to a visitor, with join and leave, and refuses the visitor's own track", async () => {
      const vera = client();
      expect((await vera.auth.signInAnonymously()).error).toBeNull();
      const states: string[][] = [];
      const visitorRoom = vera.channel("chat:staff", { config: { private: true } }).on("presence", { event: "sync" }, () => {
        states.push(Object.values(visitorRoom.presenceState()).flatMap((metas) => metas.map((m) => String((m as { status?: string }).status))));
      });
      await subscribed(visitorRoom);
      const staffRoom = staff.channel("chat:staff", { config: { private: true, presence: { key: "agent-1" } } });
      await subscribed(staffRoom);
      expect(await staffRoom.track({ status: "online" })).toBe("ok");
      await until(() => states.at(-1)?.join() === "online");
      expect(await staffRoom.track({ status: "away" })).toBe("ok");
      await until(() => states.at(-1)?.join() === "away");
      expect(await visitorRoom.track({ status: "online" })).toBe("error");
      await staff.removeChannel(staffRoom);
      await until(() => states.at(-1)?.length === 0);
      // A visitor who joins later gets the current state at once.
      const again = await subscribed(staff.channel("chat:staff", { config: { private: true, presence: { key: "agent-1" } } }));
      expect(await again.track({ status: "online" })).toBe("ok");
      const late = client();
      expect((await late.auth.signInAnonymously()).error).toBeNull();
      let lateState: Record<string, unknown[]> = {};
      const lateRoom = late.channel("chat:staff", { config: { private: true } }).on("presence", { event: "sync" }, () => {
        lateState = lateRoom.presenceState();
      });
      await subscribed(lateRoom);
      await until(() => Object.keys(lateState).length === 1);
      expect(lateState).toEqual({ "agent-1": [expect.objectContaining({ status: "online", presence_ref: expect.any(String) })] });
    });

    it("a dropped connection leaves presence", async () => {
      const vera = client();
      expect((await vera.auth.signInAnonymously()).error).toBeNull();
      let count = -1;
      const room = vera.channel("chat:staff", { config: { private: true } }).on("presence", { event: "sync" }, () => {
        count = Object.keys(room.presenceState()).length;
      });
      await subscribed(room);
      const raw = await rawSocket((await staff.auth.getSession()).data.session!.access_token);
      raw.ws.send(JSON.stringify(["1", "1", "realtime:chat:staff", "phx_join", { config: { private: true, presence: { key: "raw-agent", enabled: true } }, access_token: (await staff.auth.getSession()).data.session!.access_token }]));
      await raw.next((f) => Array.isArray(f) && f[1] === "1");
      raw.ws.send(JSON.stringify(["1", "2", "realtime:chat:staff", "presence", { type: "presence", event: "track", payload: { status: "online" } }]));
      await until(() => count === 1);
      raw.ws.terminate();
      await until(() => count === 0);
    });
  });

  describe("Phoenix protocol", () => {
    it("answers heartbeats (supabase-js heartbeat callback and a raw frame)", async () => {
      const supabase = client();
      const statuses: string[] = [];
      supabase.realtime.onHeartbeat((status) => statuses.push(status));
      await subscribed(supabase.channel(`hb-${randomUUID()}`));
      await supabase.realtime.sendHeartbeat();
      await until(() => statuses.includes("ok"));

      const raw = await rawSocket(stack.anonKey);
      raw.ws.send(JSON.stringify([null, "7", "phoenix", "heartbeat", {}]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "7")).toEqual([null, "7", "phoenix", "phx_reply", { status: "ok", response: {} }]);
      raw.ws.close();
    });

    it("replies to a join with the subscription ids, and refuses a bad token", async () => {
      const raw = await rawSocket(stack.anonKey);
      const config = { broadcast: { self: false, ack: false }, presence: { key: "", enabled: false }, private: false, postgres_changes: [{ event: "INSERT", schema: "public", table: "chat_messages", filter: "conversation_id=eq.x" }] };
      raw.ws.send(JSON.stringify(["1", "1", "realtime:t1", "phx_join", { config, access_token: stack.anonKey }]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "1")).toEqual([
        "1",
        "1",
        "realtime:t1",
        "phx_reply",
        { status: "ok", response: { postgres_changes: [{ id: expect.any(Number), event: "INSERT", schema: "public", table: "chat_messages", filter: "conversation_id=eq.x" }] } },
      ]);

      raw.ws.send(JSON.stringify(["2", "2", "realtime:t2", "phx_join", { config, access_token: "not.a.jwt" }]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "2")).toEqual(["2", "2", "realtime:t2", "phx_reply", { status: "error", response: { reason: expect.stringContaining("Invalid JWT") } }]);

      raw.ws.send(JSON.stringify(["3", "3", "realtime:t3", "phx_join", { config: { ...config, postgres_changes: [{ event: "INSERT", schema: "public", table: "chat_messages", filter: "nonsense" }] }, access_token: stack.anonKey }]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "3")).toMatchObject(["3", "3", "realtime:t3", "phx_reply", { status: "error" }]);

      raw.ws.send(JSON.stringify([null, "4", "realtime:never-joined", "phx_leave", {}]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "4")).toEqual([null, "4", "realtime:never-joined", "phx_reply", { status: "error", response: { reason: "unmatched topic" } }]);
      raw.ws.close();
    });

    it("takes a new access token on a joined channel, and closes the channel on a bad one", async () => {
      const raw = await rawSocket(stack.anonKey);
      raw.ws.send(JSON.stringify(["1", "1", "realtime:tok", "phx_join", { config: { postgres_changes: [] }, access_token: stack.anonKey }]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "1")).toMatchObject(["1", "1", "realtime:tok", "phx_reply", { status: "ok" }]);
      raw.ws.send(JSON.stringify(["1", "2", "realtime:tok", "access_token", { access_token: stack.serviceRoleKey }]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "2")).toMatchObject(["1", "2", "realtime:tok", "phx_reply", { status: "ok" }]);
      const expired = await stack.emulator.context.keys.sign({ role: "authenticated", sub: randomUUID() }, -60);
      raw.ws.send(JSON.stringify(["1", "3", "realtime:tok", "access_token", { access_token: expired }]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "3")).toEqual(["1", "3", "realtime:tok", "phx_reply", { status: "error", response: { reason: "Token has expired" } }]);
      expect(await raw.next((f) => Array.isArray(f) && f[3] === "phx_close")).toEqual(["1", "1", "realtime:tok", "phx_close", {}]);
      raw.ws.send(JSON.stringify(["1", "4", "realtime:tok", "phx_leave", {}]));
      expect(await raw.next((f) => Array.isArray(f) && f[1] === "4")).toEqual(["1", "4", "realtime:tok", "phx_reply", { status: "error", response: { reason: "unmatched topic" } }]);
      raw.ws.close();
    });

    it("speaks vsn 1.0.0 object frames too", async () => {
      const raw = await rawSocket(stack.anonKey, "1.0.0");
      raw.ws.send(JSON.stringify({ topic: "phoenix", event: "heartbeat", payload: {}, ref: "9", join_ref: null }));
      expect(await raw.next((f) => (f as { ref?: string }).ref === "9")).toEqual({ topic: "phoenix", event: "phx_reply", payload: { status: "ok", response: {} }, ref: "9", join_ref: null });
      raw.ws.close();
    });

    it("refuses a websocket whose apikey is not a valid key", async () => {
      const ws = new WebSocket(`${stack.url.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=forged&vsn=2.0.0`);
      const status = await new Promise<number>((resolve) => ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0)));
      expect(status).toBe(403);
    });

    it("relays broadcast messages to the other members of a topic", async () => {
      const topic = `room-${randomUUID()}`;
      const a = client();
      const b = client();
      const got: unknown[] = [];
      await subscribed(b.channel(topic).on("broadcast", { event: "ping" }, (msg) => got.push(msg)));
      const channelA = await subscribed(a.channel(topic));
      expect(await channelA.send({ type: "broadcast", event: "ping", payload: { n: 1 } })).toBe("ok");
      await until(() => got.length === 1);
      expect(got[0]).toEqual({ type: "broadcast", event: "ping", payload: { n: 1 } });
    });
  });
});
