/**
 * Live chat security as attacks, through @supabase/supabase-js against the emulator (REST with the
 * client's address, realtime with private channels), on PGlite and on a Postgres server:
 * one visitor cannot read, write into, subscribe to or broadcast into another visitor's
 * conversation; the abuse limits hold (6 conversations per session and per address in 12 hours,
 * 20 messages a minute, 2000 characters); a re-sent message is stored once.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createClient, type RealtimeChannel, type SupabaseClient } from "@supabase/supabase-js";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

const backends = (await testBackends("live chat security tests")).map(({ name, backend }) => ({ name, start: () => startSupabase({ backend }) }));

describe.each(backends)("live chat security on $name", (backend) => {
  let stack: StartedSupabase;
  let editor: SupabaseClient;
  const clients: SupabaseClient[] = [];

  function client(): SupabaseClient {
    const c = createClient(stack.url, stack.anonKey, noSession);
    clients.push(c);
    return c;
  }

  async function visitor(): Promise<SupabaseClient> {
    const supabase = client();
    expect((await supabase.auth.signInAnonymously()).error).toBeNull();
    return supabase;
  }

  async function start(supabase: SupabaseClient, name = "Vera") {
    return supabase.from("chat_conversations").insert({ status: "pending", metadata: { name, email: "vera@example.test" } }).select("id").single();
  }

  async function conversationOf(supabase: SupabaseClient, name = "Vera"): Promise<string> {
    const { data, error } = await start(supabase, name);
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  /** Subscribes; resolves with the status and error the client reports. */
  function join(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
    return new Promise((resolve) => {
      channel.subscribe((status, error) => {
        if (status !== "CLOSED") resolve({ status, error });
      });
    });
  }

  async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > timeoutMs) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const setLimits = (limits: Record<string, number>) =>
    stack.emulator.context.db.query(
      `update public.chat_limits set ${Object.keys(limits).map((k, i) => `${k} = $${i + 1}`).join(", ")}`,
      Object.values(limits),
    );

  beforeAll(async () => {
    stack = await backend.start();
    const service = createClient(stack.url, stack.serviceRoleKey, noSession);
    const email = `editor-${randomUUID()}@example.test`;
    expect((await service.auth.admin.createUser({ email, password: "correct horse battery", email_confirm: true, app_metadata: { role: "editor" } })).error).toBeNull();
    editor = client();
    expect((await editor.auth.signInWithPassword({ email, password: "correct horse battery" })).error).toBeNull();
  });

  beforeEach(async () => {
    // Every client of this test file shares one address (127.0.0.1): only the address test keeps 6.
    await setLimits({ conversations_per_address: 1000, conversations_per_session: 6, messages_per_minute: 20 });
    await stack.emulator.context.db.query("delete from public.chat_conversations");
  });

  afterEach(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
  });

  afterAll(async () => {
    await stack?.close();
  });

  it("a visitor cannot read another visitor's conversation or messages", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    const id = await conversationOf(alice, "Alice");
    expect((await alice.from("chat_messages").insert({ conversation_id: id, content: "my secret", sender_type: "user" })).error).toBeNull();
    expect(await mallory.from("chat_conversations").select("*").eq("id", id)).toMatchObject({ data: [], error: null });
    expect(await mallory.from("chat_messages").select("*").eq("conversation_id", id)).toMatchObject({ data: [], error: null });
    expect(await mallory.rpc("chat_inbox")).toMatchObject({ data: [], error: null });
    // Their own is theirs.
    expect((await alice.from("chat_messages").select("content").eq("conversation_id", id)).data).toEqual([{ content: "my secret" }]);
  });

  it("a visitor cannot write into another visitor's conversation, close it, or pose as staff", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    const id = await conversationOf(alice, "Alice");
    const injected = await mallory.from("chat_messages").insert({ conversation_id: id, content: "injected", sender_type: "user" });
    expect(injected.error).toMatchObject({ code: "42501" });
    const asAgent = await mallory.from("chat_messages").insert({ conversation_id: id, content: "This is support", sender_type: "agent" });
    expect(asAgent.error).toMatchObject({ code: "42501" });
    const closed = await mallory.from("chat_conversations").update({ status: "closed" }).eq("id", id).select();
    expect(closed).toMatchObject({ data: [], error: null });
    // Nor their own: staff decide a conversation's state.
    const own = await conversationOf(mallory, "Mallory");
    expect(await mallory.from("chat_conversations").update({ status: "closed" }).eq("id", own).select()).toMatchObject({ data: [], error: null });
    // An offline message cannot be filed under someone else's conversation.
    const filed = await mallory.from("contact_submissions").insert({ kind: "message", name: "M", email: "m@example.test", subject: "Live chat", message: "hi", chat_conversation_id: id });
    expect(filed.error).toMatchObject({ code: "42501" });
    expect((await alice.from("chat_messages").select("content").eq("conversation_id", id)).data).toEqual([]);
  });

  it("a visitor cannot subscribe to another visitor's conversation: the private channel refuses the join", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    const id = await conversationOf(alice, "Alice");
    const own = await join(alice.channel(`chat:${id}`, { config: { private: true } }));
    expect(own.status).toBe("SUBSCRIBED");
    const stolen = await join(
      mallory
        .channel(`chat:${id}`, { config: { private: true } })
        .on("postgres_changes", { event: "INSERT", schema: "public", table: "chat_messages", filter: `conversation_id=eq.${id}` }, () => undefined),
    );
    expect(stolen.status).toBe("CHANNEL_ERROR");
    expect(stolen.error?.message).toContain(`Unauthorized: You do not have permissions to read from this Channel topic: chat:${id}`);
    // Without a session (the anon key alone) nobody joins a chat channel.
    const nobody = await join(client().channel(`chat:${id}`, { config: { private: true } }));
    expect(nobody.status).toBe("CHANNEL_ERROR");
  });

  it("a broadcast to another visitor's channel is refused: it never reaches the private channel", async () => {
    const alice = await visitor();
    const mallory = await visitor();
    const id = await conversationOf(alice, "Alice");
    const got: { event: string; payload: unknown }[] = [];
    const aliceChannel = alice
      .channel(`chat:${id}`, { config: { private: true } })
      .on("broadcast", { event: "*" }, (m) => got.push({ event: m.event, payload: m.payload }));
    expect((await join(aliceChannel)).status).toBe("SUBSCRIBED");

    // The same name as a public channel is another room: Mallory's broadcast stays there.
    const publicTwin = mallory.channel(`chat:${id}`);
    expect((await join(publicTwin)).status).toBe("SUBSCRIBED");
    expect(await publicTwin.send({ type: "broadcast", event: "typing", payload: { who: "agent", text: "fake" } })).toBe("ok");
    // The staff presence channel: visitors may watch it but not speak or track there.
    const staffRoom = mallory.channel("chat:staff", { config: { private: true, broadcast: { ack: true } } });
    expect((await join(staffRoom)).status).toBe("SUBSCRIBED");
    expect(await staffRoom.send({ type: "broadcast", event: "typing", payload: {} }, { timeout: 1000 })).toBe("timed out");
    expect(await staffRoom.track({ status: "online", name: "Fake agent" })).toBe("error");

    // Staff can speak in Alice's channel; once that arrives, Mallory's attempt has been decided.
    const staffChannel = editor.channel(`chat:${id}`, { config: { private: true } });
    expect((await join(staffChannel)).status).toBe("SUBSCRIBED");
    expect(await staffChannel.send({ type: "broadcast", event: "typing", payload: { who: "agent" } })).toBe("ok");
    await until(() => got.length >= 1);
    expect(got).toEqual([{ event: "typing", payload: { who: "agent" } }]);
  });

  it("refuses a seventh conversation from one session in 12 hours", async () => {
    const vera = await visitor();
    for (let i = 0; i < 6; i++) expect((await start(vera)).error).toBeNull();
    const seventh = await start(vera);
    expect(seventh.error).toMatchObject({ code: "PT429", message: expect.stringContaining("too many conversations from this session") });
    expect(seventh.status).toBe(429);
    // An hour-old conversation still counts; one from 13 hours ago does not.
    await stack.emulator.context.db.query("update public.chat_conversations set created_at = now() - interval '13 hours' where id = (select id from public.chat_conversations order by created_at limit 1)");
    expect((await start(vera)).error).toBeNull();
  });

  it("refuses a seventh conversation from one client address in 12 hours, across sessions", async () => {
    await setLimits({ conversations_per_address: 6 });
    for (let i = 0; i < 6; i++) expect((await start(await visitor())).error).toBeNull();
    const seventh = await start(await visitor());
    expect(seventh.error).toMatchObject({ code: "PT429", message: expect.stringContaining("too many conversations from this address") });
    // A forged X-Forwarded-For does not help: the address the server saw comes last.
    const forger = createClient(stack.url, stack.anonKey, { ...noSession, global: { headers: { "X-Forwarded-For": "203.0.113.7" } } });
    expect((await forger.auth.signInAnonymously()).error).toBeNull();
    expect((await start(forger)).error).toMatchObject({ code: "PT429" });
  });

  it("limits a visitor to 20 messages a minute and 2000 characters a message", async () => {
    const vera = await visitor();
    const id = await conversationOf(vera);
    const send = (content: string) => vera.from("chat_messages").insert({ conversation_id: id, content, sender_type: "user" });
    expect((await send("x".repeat(2001))).error).toMatchObject({ code: "23514" });
    for (let i = 0; i < 20; i++) expect((await send(`message ${i}`)).error).toBeNull();
    expect((await send("one too many")).error).toMatchObject({ code: "PT429", message: expect.stringContaining("too many messages") });
    // Staff answering are not limited.
    expect((await editor.from("chat_messages").insert({ conversation_id: id, content: "Hello!", sender_type: "agent" })).error).toBeNull();
  });

  it("stores a re-sent message once: the idempotency key is unique per conversation", async () => {
    const vera = await visitor();
    const id = await conversationOf(vera);
    const message = { conversation_id: id, content: "Sent twice", sender_type: "user", client_id: randomUUID() };
    expect((await vera.from("chat_messages").insert(message)).error).toBeNull();
    expect((await vera.from("chat_messages").insert(message)).error).toMatchObject({ code: "23505" });
    expect((await vera.from("chat_messages").select("content").eq("conversation_id", id)).data).toEqual([{ content: "Sent twice" }]);
  });

  it("keeps the limits and client addresses from visitors", async () => {
    const vera = await visitor();
    expect(await vera.from("chat_limits").select("*")).toMatchObject({ data: [], error: null });
    expect(await vera.from("chat_limits").update({ conversations_per_session: 1000 }).eq("id", true).select()).toMatchObject({ data: [], error: null });
    expect(await editor.from("chat_limits").select("*")).toMatchObject({ data: [], error: null });
    const id = await conversationOf(vera);
    // A client cannot choose the recorded address either.
    const { data } = await editor.from("chat_conversations").select("client_address").eq("id", id).single();
    expect(data).toEqual({ client_address: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/) });
  });
});
