/**
 * The submission-reply edge function through supabase-js, against the Supabase emulator and the
 * local mail catcher: who may answer, what the visitor receives, and that nothing is marked
 * replied that was not sent.
 */
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { submitContact } from "./helpers/client-address.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;

async function newSubmission(fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const { error } = await submitContact(stack.anon(), {
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
  const { data } = await stack.service.from("contact_submissions").select("status, admin_response").eq("id", id).single();
  return data;
}

const invoke = (client: SupabaseClient, body: unknown) => stack.invoke(client, "submission-reply", body);
const userClient = (role: "admin" | "editor" | "author" | undefined) => stack.userClient(role);

beforeAll(async () => {
  stack = await startFunctionsStack();
});

afterAll(async () => {
  await stack?.close();
});

describe("submission-reply", () => {
  it("refuses callers without a session, visitors, signed-in non-staff and authors, and sends nothing", async () => {
    const id = await newSubmission();
    const noAuth = await fetch(`${stack.supabase.url}/functions/v1/submission-reply`, {
      method: "POST",
      headers: { apikey: stack.supabase.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ id, response: "hi" }),
    });
    expect(noAuth.status).toBe(401);
    const anon = stack.anon();
    expect((await invoke(anon, { id, response: "hi" })).status).toBe(403);
    expect((await invoke(await userClient(undefined), { id, response: "hi" })).status).toBe(403);
    expect((await invoke(await userClient("author"), { id, response: "hi" })).status).toBe(403);
    expect(await status(id)).toEqual({ status: "new", admin_response: null });
    expect(stack.catcher.messages()).toEqual([]);
  });

  it("leaves the submission unreplied and says so when the provider is down", async () => {
    const id = await newSubmission();
    const editor = await userClient("editor");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await stack.setOutage(true);
    try {
      const result = await invoke(editor, { id, response: "We will call you." });
      expect(result).toMatchObject({ status: 502, body: { error: "send_failed" } });
    } finally {
      await stack.setOutage(false);
    }
    // The server log says why (the visitor-facing answer does not).
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("The mail provider refused the message (503)"));
    expect(await status(id)).toEqual({ status: "new", admin_response: null });
    expect(stack.catcher.messages()).toEqual([]);
  });

  it("sends the visitor an escaped reply in their language with a text part, then marks it replied; a second reply is refused", async () => {
    const id = await newSubmission();
    const editor = await userClient("editor");
    const result = await invoke(editor, { id, response: "Thank you <Nadia>.\n\nWe can meet on Monday." });
    expect(result.status).toBe(200);
    expect(result.body.submission).toMatchObject({ id, status: "replied", admin_response: "Thank you <Nadia>.\n\nWe can meet on Monday." });
    expect(await status(id)).toMatchObject({ status: "replied" });

    const [mail] = stack.catcher.messages();
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
    expect(stack.catcher.messages()).toHaveLength(1);
  });

  it("refuses an empty response or a malformed id", async () => {
    const admin = await userClient("admin");
    const id = await newSubmission();
    expect((await invoke(admin, { id, response: "   " })).status).toBe(400);
    expect((await invoke(admin, { id: "1 or 1=1", response: "hi" })).status).toBe(400);
    expect((await invoke(admin, { id: randomUUID(), response: "hi" })).status).toBe(404);
  });
});
