/**
 * The submission-reply edge function through supabase-js, against the Supabase emulator and the
 * local mail catcher: who may answer, what the visitor receives, and that nothing is marked
 * replied that was not sent.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailCatcher, type MailCatcher } from "../../scripts/lib/mail-catcher.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
const ENV = ["SUPABASE_URL", "SUPABASE_ANON_KEY", "MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"] as const;

let supabase: StartedSupabase;
let catcher: MailCatcher;
let mailServer: Server;
let mailOrigin: string;
let service: SupabaseClient;
const saved: Partial<Record<(typeof ENV)[number], string>> = {};

async function userClient(role: "admin" | "editor" | "author" | undefined): Promise<SupabaseClient> {
  const email = `${role ?? "member"}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "a-long-test-password-1";
  const { error } = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} });
  expect(error).toBeNull();
  const client = createClient(supabase.url, supabase.anonKey, noSession);
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

async function newSubmission(fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const anon = createClient(supabase.url, supabase.anonKey, noSession);
  const { error } = await anon.from("contact_submissions").insert({
    id,
    kind: "message",
    name: "<b>Nadia</b>",
    email: `nadia-${id.slice(0, 6)}@example.com`,
    subject: "Evaluation <plan>",
    message: "Hello\n<script>alert(1)</script>",
    language: "ar",
    ...fields,
  });
  expect(error).toBeNull();
  return id;
}

async function status(id: string) {
  const { data } = await service.from("contact_submissions").select("status, admin_response").eq("id", id).single();
  return data;
}

async function invoke(client: SupabaseClient, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke("submission-reply", { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) return { status: error.context.status, body: await error.context.json() };
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

beforeAll(async () => {
  supabase = await startSupabase();
  service = createClient(supabase.url, supabase.serviceRoleKey, noSession);
  catcher = createMailCatcher({ apiKey: "test-mail-key" });
  mailServer = createServer((req, res) => void catcher.handle(req, res));
  await new Promise<void>((r) => mailServer.listen(0, "127.0.0.1", r));
  mailOrigin = `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}`;
  for (const name of ENV) saved[name] = process.env[name];
  Object.assign(process.env, {
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.anonKey,
    MAIL_API_URL: `${mailOrigin}/__local/mail/api/emails`,
    MAIL_API_KEY: "test-mail-key",
    MAIL_FROM: "Consulting Firm <hello@example.com>",
  });
});

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await new Promise<void>((r) => mailServer.close(() => r()));
  await supabase.close();
});

const setOutage = (down: boolean) => fetch(`${mailOrigin}/__local/mail/api/outage`, { method: "POST", body: JSON.stringify({ down }) });

describe("submission-reply", () => {
  it("refuses callers without a session, visitors, signed-in non-staff and authors, and sends nothing", async () => {
    const id = await newSubmission();
    const noAuth = await fetch(`${supabase.url}/functions/v1/submission-reply`, {
      method: "POST",
      headers: { apikey: supabase.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ id, response: "hi" }),
    });
    expect(noAuth.status).toBe(401);
    const anon = createClient(supabase.url, supabase.anonKey, noSession);
    expect((await invoke(anon, { id, response: "hi" })).status).toBe(403);
    expect((await invoke(await userClient(undefined), { id, response: "hi" })).status).toBe(403);
    expect((await invoke(await userClient("author"), { id, response: "hi" })).status).toBe(403);
    expect(await status(id)).toEqual({ status: "new", admin_response: null });
    expect(catcher.messages()).toEqual([]);
  });

  it("leaves the submission unreplied and says so when the provider is down", async () => {
    const id = await newSubmission();
    const editor = await userClient("editor");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await setOutage(true);
    try {
      const result = await invoke(editor, { id, response: "We will call you." });
      expect(result).toMatchObject({ status: 502, body: { error: "send_failed" } });
    } finally {
      await setOutage(false);
    }
    // The server log says why (the visitor-facing answer does not).
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("The mail provider refused the message (503)"));
    expect(await status(id)).toEqual({ status: "new", admin_response: null });
    expect(catcher.messages()).toEqual([]);
  });

  it("sends the visitor an escaped reply in their language with a text part, then marks it replied; a second reply is refused", async () => {
    const id = await newSubmission();
    const editor = await userClient("editor");
    const result = await invoke(editor, { id, response: "Thank you <Nadia>.\n\nWe can meet on Monday." });
    expect(result.status).toBe(200);
    expect(result.body.submission).toMatchObject({ id, status: "replied", admin_response: "Thank you <Nadia>.\n\nWe can meet on Monday." });
    expect(await status(id)).toMatchObject({ status: "replied" });

    const [mail] = catcher.messages();
    expect(mail?.to).toEqual([`nadia-${id.slice(0, 6)}@example.com`]);
    expect(mail?.subject).toBe("رد: Evaluation <plan>");
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(mail?.html).toContain("&lt;b&gt;Nadia&lt;/b&gt;");
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).toContain("Thank you &lt;Nadia&gt;.");
    expect(mail?.html).not.toMatch(/<script|<b>|<plan>|<Nadia>/);
    expect(mail?.text).toContain("We can meet on Monday.");
    expect(mail?.text).toContain("> <script>alert(1)</script>");

    expect(await invoke(editor, { id, response: "Again" })).toMatchObject({ status: 409, body: { error: "already_replied" } });
    expect(catcher.messages()).toHaveLength(1);
  });

  it("refuses an empty response or a malformed id", async () => {
    const admin = await userClient("admin");
    const id = await newSubmission();
    expect((await invoke(admin, { id, response: "   " })).status).toBe(400);
    expect((await invoke(admin, { id: "1 or 1=1", response: "hi" })).status).toBe(400);
    expect((await invoke(admin, { id: randomUUID(), response: "hi" })).status).toBe(404);
  });
});
