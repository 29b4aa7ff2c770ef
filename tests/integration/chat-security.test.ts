/**
 * Live chat security as attacks, through @supabase/supabase-js against the emulator (REST with the
 * client's address, realtime with private channels), on PGlite and on a Postgres server:
 * one visitor cannot read, write into, subscribe to or broadcast into another visitor's
 * conversation; the abuse limits hold (6 conversations per session and per address in 12 hours,
 * 20 messages a minute, 2000 characters); a re-sent message is stored once; the link of a reply's
 * e-mail resumes the conversation in another session, once, and nothing else does (decision 0028);
 * the offline message goes through submit_contact(); the sidebar's count is the staff's alone.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createClient, type RealtimeChannel, type SupabaseClient } from "@supabase/supabase-js";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

const backends = (await testBackends("live chat security tests")).map(({ name, backend }) => ({
  name,
  // Every visitor here is an anonymous sign-in from 127.0.0.1: more than GoTrue's 30 an hour per address.
  start: () => startSupabase({ backend, auth: { rateLimit: { anonymousUsers: 1000, signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30, emailSent: 30 } } }),
}));

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
    // An offline message cannot be filed under someone else's conversation (nor inserted directly at all).
    const offline = { kind: "message", name: "M", email: "m@example.test", subject: "Live chat", message: "hi", chat_conversation_id: id };
    expect((await mallory.rpc("submit_contact", { submission: offline })).error).toMatchObject({ code: "42501", message: "a message can only be linked to your own conversation" });
    expect((await mallory.from("contact_submissions").insert(offline)).error).toMatchObject({ code: "42501" });
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

  it("files the offline message through submit_contact(), only as a message of the visitor's own conversation", async () => {
    const vera = await visitor();
    const id = await conversationOf(vera);
    const offline = { kind: "message", name: "Vera", email: "vera@example.test", subject: "Live chat", message: "Nobody was online", chat_conversation_id: id };
    // The direct INSERT the widget used to make is gone for every signed-in session.
    expect((await vera.from("contact_submissions").insert(offline)).error).toMatchObject({ code: "42501" });
    expect((await vera.rpc("submit_contact", { submission: { ...offline, kind: "appointment", service: "Other", appointment_date: "2099-01-05", appointment_time: "09:00 AM" } })).error).toMatchObject({
      code: "42501",
      message: "only a message can be linked to a conversation",
    });
    expect((await vera.rpc("submit_contact", { submission: offline })).error).toBeNull();
    const { rows } = await stack.emulator.context.db.query<{ kind: string; message: string }>("select kind, message from public.contact_submissions where chat_conversation_id = $1", [id]);
    expect(rows).toEqual([{ kind: "message", message: "Nobody was online" }]);
    // Staff cannot point the message at another conversation …
    const other = await conversationOf(await visitor(), "Olga");
    expect((await editor.from("contact_submissions").update({ chat_conversation_id: other }).eq("chat_conversation_id", id)).error).toMatchObject({
      code: "42501",
      message: "a submission's content cannot be changed",
    });
    // … but deleting the conversation (an admin, or the visitor's user going) keeps the message in the inbox, unlinked.
    await stack.emulator.context.db.query("delete from public.chat_conversations where id = $1", [id]);
    const kept = await stack.emulator.context.db.query("select message, chat_conversation_id from public.contact_submissions where email = 'vera@example.test' and subject = 'Live chat'");
    expect(kept.rows).toEqual([{ message: "Nobody was online", chat_conversation_id: null }]);
  });

  it("counts the conversations waiting for staff for editors only, on a channel visitors cannot join", async () => {
    const waiting = async (who: SupabaseClient) => {
      const { data, error } = await who.rpc("chat_waiting_count");
      expect(error).toBeNull();
      return data as number;
    };
    const vera = await visitor();
    const olga = await visitor();
    const first = await conversationOf(vera, "Vera");
    const second = await conversationOf(olga, "Olga");
    // Two new ones, not answered yet.
    expect(await waiting(editor)).toBe(2);
    // Answered and read: no longer waiting; a new visitor message makes it wait again until read.
    expect((await editor.from("chat_messages").insert({ conversation_id: first, content: "Hello Vera", sender_type: "agent" })).error).toBeNull();
    expect((await editor.from("chat_conversations").update({ staff_read_at: new Date().toISOString() }).eq("id", first)).error).toBeNull();
    expect(await waiting(editor)).toBe(1);
    expect((await vera.from("chat_messages").insert({ conversation_id: first, content: "Thanks!", sender_type: "user" })).error).toBeNull();
    expect(await waiting(editor)).toBe(2);
    // Closed: not waiting.
    expect((await editor.from("chat_conversations").update({ status: "closed" }).eq("id", second)).error).toBeNull();
    expect(await waiting(editor)).toBe(1);
    // A visitor learns nothing, not even about their own.
    expect(await waiting(vera)).toBe(0);
    expect((await client().rpc("chat_waiting_count")).error).toMatchObject({ code: "42501" });
    // The sidebar's live channel is the staff's.
    expect((await join(vera.channel("chat:sidebar", { config: { private: true } }))).status).toBe("CHANNEL_ERROR");
    expect((await join(editor.channel("chat:sidebar", { config: { private: true } }))).status).toBe("SUBSCRIBED");
  });

  describe("the link of a reply's e-mail (resume token)", () => {
    const issue = async (conversation: string): Promise<string> => {
      const { data, error } = await editor.rpc("issue_chat_resume_token", { conversation });
      expect(error).toBeNull();
      expect(data).toMatch(/^[0-9a-f]{64}$/);
      return data as string;
    };
    const resume = (who: SupabaseClient, conversation: string, token: string) => who.rpc("resume_chat_conversation", { conversation, token });
    const refusedLink = { code: "PT403", message: "this link to the conversation is not valid: wrong, expired or already used" };
    const contents = async (who: SupabaseClient, id: string) => ((await who.from("chat_messages").select("content").eq("conversation_id", id).order("created_at")).data ?? []).map((m: { content: string }) => m.content);

    it("lets a new session on another device take the conversation over; the session it was started in loses it", async () => {
      const laptop = await visitor();
      const id = await conversationOf(laptop, "Vera");
      expect((await laptop.from("chat_messages").insert({ conversation_id: id, content: "Call me tomorrow?", sender_type: "user" })).error).toBeNull();
      expect((await editor.from("chat_messages").insert({ conversation_id: id, content: "Yes, at 10.", sender_type: "agent" })).error).toBeNull();
      const token = await issue(id);
      // Only the hash is stored.
      const { rows } = await stack.emulator.context.db.query<{ token_hash: string }>("select token_hash from public.chat_resume_tokens where conversation_id = $1", [id]);
      expect(rows).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex") }]);

      const phone = await visitor();
      expect(await contents(phone, id)).toEqual([]);
      expect((await resume(phone, id, token)).error).toBeNull();
      expect(await contents(phone, id)).toEqual(["Call me tomorrow?", "Yes, at 10."]);
      expect((await phone.from("chat_messages").insert({ conversation_id: id, content: "From my phone", sender_type: "user" })).error).toBeNull();
      // The phone joins the conversation's private channel; the laptop no longer can, nor read or write.
      expect((await join(phone.channel(`chat:${id}`, { config: { private: true } }))).status).toBe("SUBSCRIBED");
      expect((await join(laptop.channel(`chat:${id}`, { config: { private: true } }))).status).toBe("CHANNEL_ERROR");
      expect(await contents(laptop, id)).toEqual([]);
      expect(await laptop.from("chat_conversations").select("id").eq("id", id)).toMatchObject({ data: [], error: null });
      expect((await laptop.from("chat_messages").insert({ conversation_id: id, content: "still mine?", sender_type: "user" })).error).toMatchObject({ code: "42501" });
      // Following the same link again on the phone changes nothing and is no error.
      expect((await resume(phone, id, token)).error).toBeNull();
      expect(await contents(phone, id)).toEqual(["Call me tomorrow?", "Yes, at 10.", "From my phone"]);
    });

    it("refuses a wrong token, a token for another conversation, an expired one and a used one, alike", async () => {
      const vera = await visitor();
      const id = await conversationOf(vera, "Vera");
      const other = await conversationOf(await visitor(), "Olga");
      const mallory = await visitor();

      // Wrong: a made-up token, an empty one, the hash instead of the token.
      const token = await issue(id);
      for (const wrong of [randomUUID().replace(/-/g, "").repeat(2), "", createHash("sha256").update(token).digest("hex")]) {
        const attempt = await resume(mallory, id, wrong);
        expect(attempt.error).toMatchObject(refusedLink);
        expect(attempt.status).toBe(403);
      }
      // Another conversation's token does not open this one (and is not used up by the attempt).
      const otherToken = await issue(other);
      expect((await resume(mallory, id, otherToken)).error).toMatchObject(refusedLink);
      // Expired.
      await stack.emulator.context.db.query("update public.chat_resume_tokens set expires_at = now() - interval '1 second' where conversation_id = $1", [id]);
      expect((await resume(mallory, id, token)).error).toMatchObject(refusedLink);
      expect(await contents(mallory, id)).toEqual([]);
      expect(await vera.from("chat_conversations").select("id").eq("id", id)).toMatchObject({ data: [{ id }], error: null });

      // Used: the visitor's phone takes it; the same link in Mallory's hands does nothing.
      const phone = await visitor();
      expect((await resume(phone, other, otherToken)).error).toBeNull();
      expect((await resume(mallory, other, otherToken)).error).toMatchObject(refusedLink);
      expect(await mallory.from("chat_conversations").select("id").eq("id", other)).toMatchObject({ data: [], error: null });
      expect(await phone.from("chat_conversations").select("id").eq("id", other)).toMatchObject({ data: [{ id: other }], error: null });
      // A used token does not bring a conversation back to a session that has lost it.
      const anotherToken = await issue(other);
      const tablet = await visitor();
      expect((await resume(tablet, other, anotherToken)).error).toBeNull();
      expect((await resume(phone, other, otherToken)).error).toMatchObject(refusedLink);
      expect(await phone.from("chat_conversations").select("id").eq("id", other)).toMatchObject({ data: [], error: null });
    });

    it("lets only editors issue tokens and nobody read them; a caller without a session resumes nothing", async () => {
      const vera = await visitor();
      const id = await conversationOf(vera);
      expect((await vera.rpc("issue_chat_resume_token", { conversation: id })).error).toMatchObject({ code: "42501" });
      expect((await client().rpc("issue_chat_resume_token", { conversation: id })).error).toMatchObject({ code: "42501" });
      expect((await editor.rpc("issue_chat_resume_token", { conversation: randomUUID() })).error).toMatchObject({ code: "PT404" });
      const token = await issue(id);
      for (const who of [vera, editor, client()]) expect((await who.from("chat_resume_tokens").select("*")).error).toMatchObject({ code: "42501" });
      const nobody = await resume(client(), id, token);
      expect(nobody.error).toMatchObject({ code: "42501" });
      expect(nobody.status).toBe(401);
      // Still valid for the visitor's own next device.
      expect((await resume(await visitor(), id, token)).error).toBeNull();
    });
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
