/**
 * The e-mails a new submission owes (public.mail_outbox, edge function mail-outbox): the visitor's
 * acknowledgement and the firm's notification, nothing lost when the provider is down, and an
 * outbox nobody but the service role can read or drive. Through supabase-js and the mail catcher.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { submitContact } from "./helpers/client-address.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;

async function submit(fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const { error } = await submitContact(stack.anon(), { id, ...fields });
  expect(error).toBeNull();
  return id;
}

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  kind: "message", name: "<b>Nadia</b>", email, subject: "Evaluation <plan>", message: "Hello <script>x</script>", language: "ar", ...extra,
});

/** Runs the outbox as the cron job does (the service role's key). */
async function runOutbox(token = stack.supabase.serviceRoleKey): Promise<{ status: number; body: { sent?: number; failed?: number; error?: string } }> {
  const response = await fetch(`${stack.supabase.url}/functions/v1/mail-outbox`, {
    method: "POST",
    headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

const outboxOf = async (id: string) =>
  (await stack.supabase.emulator.context.db.query<{ kind: string; attempts: number; sent_at: string | null; failed_at: string | null; last_error: string | null }>(
    "select kind, attempts, sent_at::text, failed_at::text, last_error from public.mail_outbox where submission_id = $1 order by kind", [id],
  )).rows;

const makeDue = () => stack.supabase.emulator.context.db.exec("update public.mail_outbox set next_attempt_at = now() where sent_at is null and failed_at is null");

beforeAll(async () => {
  stack = await startFunctionsStack();
  await runOutbox(); // whatever other files left behind on a shared database
});

afterAll(async () => {
  await stack?.close();
});

describe("mail outbox", () => {
  it("acknowledges a submission to the visitor in their language and notifies the firm, escaped, once", async () => {
    const email = `ack-${randomUUID().slice(0, 6)}@example.com`;
    const id = await submit(message(email));
    expect((await outboxOf(id)).map((o) => o.kind)).toEqual(["acknowledgement", "notification"]);

    expect(await runOutbox()).toMatchObject({ status: 200, body: { sent: 2, failed: 0 } });
    const ack = stack.catcher.messages().find((m) => m.to.includes(email));
    expect(ack?.subject).toBe("استلمنا رسالتكم");
    expect(ack?.html).toContain('lang="ar" dir="rtl"');
    expect(ack?.html).toContain("Evaluation &lt;plan&gt;");
    expect(ack?.html).not.toMatch(/<b>|<plan>/);
    const note = stack.catcher.messages().find((m) => m.to.includes("team@firm.example") && m.subject.includes("Evaluation <plan>"));
    expect(note?.subject).toBe("New message from <b>Nadia</b>: Evaluation <plan>");
    expect(note?.html).toContain("Hello &lt;script&gt;x&lt;/script&gt;");
    expect(note?.html).not.toContain("<script>");
    expect(note?.text).toContain("Open the inbox: https://site.example/admin/contacts");
    expect(note?.replyTo).toBe(email);

    expect((await outboxOf(id)).every((o) => o.sent_at !== null && o.attempts === 1)).toBe(true);
    await makeDue();
    expect(await runOutbox()).toMatchObject({ status: 200, body: { sent: 0 } });
    expect(stack.catcher.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("acknowledges a referral to the person who referred, never to the referred person", async () => {
    const referrer = `referrer-${randomUUID().slice(0, 6)}@example.com`;
    const referee = `referee-${randomUUID().slice(0, 6)}@example.com`;
    await submit({ kind: "referral", referrer_name: "Ann", referrer_email: referrer, referee_name: "Bo", referee_email: referee, language: "fr" });
    await runOutbox();
    expect(stack.catcher.messages().find((m) => m.to.includes(referrer))?.subject).toBe("Nous avons reçu votre recommandation");
    expect(stack.catcher.messages().filter((m) => m.to.includes(referee))).toEqual([]);
  });

  it("keeps the e-mails when the provider is down and sends them on a later run; gives up after six attempts", async () => {
    const email = `later-${randomUUID().slice(0, 6)}@example.com`;
    const id = await submit(message(email, { language: "en" }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await stack.setOutage(true);
    try {
      expect(await runOutbox()).toMatchObject({ status: 200, body: { sent: 0, failed: 2 } });
      // Leased: an immediate second run does not hammer the provider.
      expect(await runOutbox()).toMatchObject({ status: 200, body: { sent: 0, failed: 0 } });
    } finally {
      await stack.setOutage(false);
      logged.mockRestore();
    }
    expect((await outboxOf(id)).map((o) => [o.attempts, o.sent_at, o.last_error?.includes("503")])).toEqual([[1, null, true], [1, null, true]]);
    await makeDue();
    expect(await runOutbox()).toMatchObject({ status: 200, body: { sent: 2 } });
    expect(stack.catcher.messages().find((m) => m.to.includes(email))?.subject).toBe("We received your message");

    const doomed = await submit(message(`doomed-${randomUUID().slice(0, 6)}@example.com`, { language: "en" }));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    await stack.setOutage(true);
    try {
      for (let attempt = 0; attempt < 7; attempt++) {
        await makeDue();
        await runOutbox();
      }
    } finally {
      await stack.setOutage(false);
      quiet.mockRestore();
    }
    expect((await outboxOf(doomed)).map((o) => [o.attempts, o.failed_at !== null])).toEqual([[6, true], [6, true]]);
  });

  it("shows editors whether a submission's e-mails went out, and nobody else", async () => {
    const id = await submit(message(`status-${randomUUID().slice(0, 6)}@example.com`));
    await runOutbox();
    const editor = await stack.userClient("editor");
    const { data } = await editor.rpc("submission_mail_status", { submission: id });
    expect((data as { kind: string; sent_at: string | null }[]).map((r) => [r.kind, r.sent_at !== null])).toEqual([["acknowledgement", true], ["notification", true]]);
    const author = await stack.userClient("author");
    expect((await author.rpc("submission_mail_status", { submission: id })).data).toEqual([]);
    expect((await stack.anon().rpc("submission_mail_status", { submission: id })).error).not.toBeNull();
  });
});

describe("mail outbox attacks", () => {
  it("lets no visitor, member, author or editor read, write or drive the outbox", async () => {
    const id = await submit(message(`attack-${randomUUID().slice(0, 6)}@example.com`));
    for (const client of [stack.anon(), await stack.userClient(undefined), await stack.userClient("author"), await stack.userClient("editor")]) {
      const read = await client.from("mail_outbox").select("*");
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code ?? "42501").toBe("42501");
      const write = await client.from("mail_outbox").insert({ submission_id: id, kind: "notification" });
      expect(write.error).not.toBeNull();
      expect((await client.rpc("claim_mail_outbox", { batch: 100 })).error).not.toBeNull();
      expect((await client.rpc("finish_mail_outbox", { outbox_id: randomUUID() })).error).not.toBeNull();
      const token = (await client.auth.getSession()).data.session?.access_token ?? stack.supabase.anonKey;
      expect((await runOutbox(token)).status).toBe(403);
    }
    // The e-mails were not taken by any of them.
    expect((await outboxOf(id)).map((o) => o.attempts)).toEqual([0, 0]);
  });
});
