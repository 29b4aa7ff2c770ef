/**
 * The translate function for texts staff write in the portal (issue 25, decision 0033): a signed-in
 * admin or editor has a partner's description or a tier's features translated into drafts, through
 * the site's own client code (src/lib/staff-translations.ts), with a stand-in provider. The key stays
 * in the function; a visitor or an author asking for staff texts is refused before the provider is
 * called (attacks); the per-address limits apply to editors too.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fillMissingLanguages, staffTranslator } from "~/lib/staff-translations";
import { clientFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

const ENV = ["TRANSLATOR_KEY", "TRANSLATOR_ENDPOINT", "SUPABASE_URL", "SUPABASE_ANON_KEY", "TRANSLATE_REQUESTS_PER_MINUTE", "TRANSLATE_CHARACTERS_PER_HOUR", "CONTENTFUL_SPACE_ID", "CONTENTFUL_DELIVERY_TOKEN"] as const;
const saved: Partial<Record<(typeof ENV)[number], string>> = {};
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

let s: StartedSupabase;
let service: SupabaseClient;
let provider: Server;
let sent: string[] = [];
let keys: (string | undefined)[] = [];

beforeAll(async () => {
  for (const name of ENV) saved[name] = process.env[name];
  s = await startSupabase();
  service = createClient(s.url, s.serviceRoleKey, noSession);
  provider = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const to = new URL(req.url ?? "/", "http://x").searchParams.get("to");
      const body = JSON.parse(raw) as { Text: string }[];
      sent.push(...body.map((b) => b.Text));
      keys.push(req.headers["ocp-apim-subscription-key"] as string | undefined);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body.map(({ Text }) => ({ translations: [{ text: `[${to}] ${Text}`, to }] }))));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  for (const name of ENV) delete process.env[name];
  Object.assign(process.env, {
    TRANSLATOR_KEY: "server-side-key",
    TRANSLATOR_ENDPOINT: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    SUPABASE_URL: s.url,
    SUPABASE_ANON_KEY: s.anonKey,
  });
});

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await s?.close();
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
});

beforeEach(() => {
  sent = [];
  keys = [];
});

async function signedIn(role: "admin" | "editor" | "author", address = newClientAddress()): Promise<SupabaseClient> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "a-long-test-password-1";
  expect((await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role } })).error).toBeNull();
  const client = clientFrom(s.url, s.anonKey, address);
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

/** A text no test has had translated yet (the function caches per instance). */
const fresh = () => `ESG reporting specialists ${randomUUID().slice(0, 8)}`;

describe("translating staff texts", () => {
  for (const role of ["admin", "editor"] as const) {
    it(`fills an ${role}'s missing languages with drafts of a text that is not published content`, async () => {
      const staff = await signedIn(role);
      const DESCRIPTION = fresh();
      const result = await fillMissingLanguages({ description: DESCRIPTION }, { fr: { description: "Déjà écrit" } }, staffTranslator(staff));
      expect(result.failed).toEqual([]);
      expect(result.drafts).toEqual({
        fr: { description: "Déjà écrit" },
        ru: { description: `[ru] ${DESCRIPTION}` },
        ar: { description: `[ar] ${DESCRIPTION}` },
        fa: { description: `[fa] ${DESCRIPTION}` },
      });
      expect(sent).toEqual([DESCRIPTION, DESCRIPTION, DESCRIPTION]);
      // The key went from the function to the provider; the browser never had it.
      expect(keys).toEqual(["server-side-key", "server-side-key", "server-side-key"]);
    });
  }

  it("fills nothing, and says which languages, when the provider cannot be reached (as in the e2e stack)", async () => {
    process.env.TRANSLATOR_ENDPOINT = "http://127.0.0.1:9";
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const staff = await signedIn("editor");
      const result = await fillMissingLanguages({ description: fresh() }, {}, staffTranslator(staff));
      expect(result.failed).toEqual(["fr", "ru", "ar", "fa"]);
      expect(result.machine).toEqual([]);
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual(["fr", "ru", "ar", "fa"].map((l) => `translate: staff texts stay untranslated (${l}): fetch failed`));
    } finally {
      logged.mockRestore();
      process.env.TRANSLATOR_ENDPOINT = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    }
  });
});

describe("attacks on the staff mode of the translate function", () => {
  it("refuses a visitor with the public anon key (403) or no token at all (401): the text never reaches the provider", async () => {
    const visitor = clientFrom(s.url, s.anonKey, newClientAddress());
    await expect(staffTranslator(visitor)("ar", ["Translate my spam for free"])).rejects.toThrow("Only admins and editors may translate staff texts.");
    const bare = await fetch(`${s.url}/functions/v1/translate`, { method: "POST", headers: { apikey: s.anonKey, "Content-Type": "application/json" }, body: JSON.stringify({ to: "ar", texts: ["x"], source: "staff" }) });
    expect(bare.status).toBe(401);
    expect(sent).toEqual([]);
  });

  it("refuses a signed-in author (403) and a forged token (401): the text never reaches the provider", async () => {
    const author = await signedIn("author");
    await expect(staffTranslator(author)("ar", ["Translate my spam for free"])).rejects.toThrow("Only admins and editors may translate staff texts.");
    const forged = clientFrom(s.url, s.anonKey, newClientAddress(), { Authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.forged" });
    const answer = await forged.functions.invoke("translate", { body: { to: "ar", texts: ["x"], source: "staff" } });
    expect((answer.error as { context?: Response } | null)?.context?.status).toBe(401);
    expect(sent).toEqual([]);
  });

  it("applies the per-address limits to editors: past the characters an hour, 429 and nothing sent", async () => {
    process.env.TRANSLATE_CHARACTERS_PER_HOUR = "100";
    try {
      const staff = await signedIn("editor");
      const translate = staffTranslator(staff);
      const [first, second] = [fresh().padEnd(60, "a"), fresh().padEnd(60, "b")];
      expect((await translate("ar", [first])).translated).toBe(true);
      await expect(translate("fa", [second])).rejects.toThrow("at most 100 characters an hour");
      expect(sent).toEqual([first]);
    } finally {
      delete process.env.TRANSLATE_CHARACTERS_PER_HOUR;
    }
  });
});
