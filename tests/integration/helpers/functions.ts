/**
 * A Supabase emulator with the edge functions' environment, a mail catcher and the Contentful
 * Delivery API emulator with the seed (the e-mails name the firm from its site settings), for testing
 * the functions (submission-reply, appointment-decision, mail-outbox, staff-calendar…) through supabase-js.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";
import { loadSeed } from "../../../contentful/index.ts";
import { createContentfulEmulator } from "../../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../../emulator/contentful/testing.ts";
import { clearFirmName } from "../../../supabase/functions/_shared/firm.ts";
import { createMailCatcher, type MailCatcher } from "../../../scripts/lib/mail-catcher.ts";
import { clientFrom } from "./client-address.ts";
import { startSupabase, type StartedSupabase } from "./supabase.ts";

export const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
const ENV = [
  "SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM", "MAIL_SIGNATURE", "SITE_URL", "MAIL_NOTIFY_TO",
  "CONTENTFUL_SPACE_ID", "CONTENTFUL_ENVIRONMENT", "CONTENTFUL_DELIVERY_TOKEN", "CONTENTFUL_DELIVERY_URL",
] as const;

export interface FunctionsStack {
  supabase: StartedSupabase;
  /** supabase-js with the service role (reads what RLS hides, to check the stored state). */
  service: SupabaseClient;
  /** A visitor without a session, from a fresh client address (the per-address limits see each as someone else). */
  anon: () => SupabaseClient;
  catcher: MailCatcher;
  /** A signed-in client with that staff role (undefined: a signed-in visitor without one). */
  userClient: (role: "admin" | "editor" | "author" | undefined) => Promise<SupabaseClient>;
  /** Calls a function; an HTTP error comes back as its status and JSON body. */
  invoke: (client: SupabaseClient, name: string, body: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** Switches the mail provider off (503) or on. */
  setOutage: (down: boolean) => Promise<Response>;
  close: () => Promise<void>;
}

export async function startFunctionsStack(opts: Parameters<typeof startSupabase>[0] = {}): Promise<FunctionsStack> {
  const catcher = createMailCatcher({ apiKey: "test-mail-key" });
  const mailServer = createServer((req, res) => void catcher.handle(req, res));
  await new Promise<void>((r) => mailServer.listen(0, "127.0.0.1", r));
  const mailOrigin = `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}`;
  // The auth service's own e-mails (invitations, resets) land in the same catcher, as in the local stack.
  const supabase = await startSupabase({
    authMailer: async (m) => {
      const r = await fetch(`${mailOrigin}/__local/mail/api/emails`, {
        method: "POST",
        headers: { Authorization: "Bearer test-mail-key", "Content-Type": "application/json" },
        body: JSON.stringify({ from: "Auth <auth@example.com>", to: [m.to], subject: m.subject, html: m.html, text: m.text }),
      });
      if (!r.ok) throw new Error(`mail catcher ${r.status}`);
    },
    ...opts,
  });
  const service = createClient(supabase.url, supabase.serviceRoleKey, noSession);
  const contentful: RunningServer = await serve(
    createContentfulEmulator({ spaceId: "local", deliveryToken: "functions-cda", seed: loadSeed(), basePath: "/contentful" }).handle,
  );
  clearFirmName();
  const saved: Partial<Record<(typeof ENV)[number], string>> = {};
  for (const name of ENV) saved[name] = process.env[name];
  Object.assign(process.env, {
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
    MAIL_API_URL: `${mailOrigin}/__local/mail/api/emails`,
    MAIL_API_KEY: "test-mail-key",
    // A bare address: the sender's name is the firm's, from the site settings in Contentful.
    MAIL_FROM: "hello@example.com",
    SITE_URL: "https://site.example",
    MAIL_NOTIFY_TO: "team@firm.example",
    CONTENTFUL_SPACE_ID: "local",
    CONTENTFUL_ENVIRONMENT: "master",
    CONTENTFUL_DELIVERY_TOKEN: "functions-cda",
    CONTENTFUL_DELIVERY_URL: `${contentful.url}/contentful`,
  });
  delete process.env.MAIL_SIGNATURE;

  return {
    supabase,
    service,
    catcher,
    anon: () => clientFrom(supabase.url, supabase.anonKey),
    async userClient(role) {
      const email = `${role ?? "member"}-${randomUUID().slice(0, 8)}@example.com`;
      const password = "a-long-test-password-1";
      const { error } = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: role ? { role } : {} });
      expect(error).toBeNull();
      const client = createClient(supabase.url, supabase.anonKey, noSession);
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
      return client;
    },
    async invoke(client, name, body) {
      const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
      if (error instanceof FunctionsHttpError) return { status: error.context.status, body: await error.context.json() };
      if (error) throw error;
      return { status: 200, body: data as Record<string, unknown> };
    },
    setOutage: (down) => fetch(`${mailOrigin}/__local/mail/api/outage`, { method: "POST", body: JSON.stringify({ down }) }),
    async close() {
      for (const name of ENV) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await new Promise<void>((r) => mailServer.close(() => r()));
      await contentful.close();
      clearFirmName();
      await supabase.close();
    },
  };
}
