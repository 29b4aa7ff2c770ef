import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearTranslationCache } from "../../supabase/functions/translate/handler.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

/** A stand-in for the translation provider, recording what it receives. */
interface ProviderCall {
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: { Text: string }[];
}

let supabase: StartedSupabase;
let provider: Server;
let providerUrl: string;
let calls: ProviderCall[] = [];
let providerStatus = 200;

beforeAll(async () => {
  supabase = await startSupabase();
  provider = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const body = JSON.parse(raw) as { Text: string }[];
      calls.push({ query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      if (providerStatus !== 200) {
        res.writeHead(providerStatus).end();
        return;
      }
      const to = url.searchParams.get("to");
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body.map(({ Text }) => ({ translations: [{ text: `[${to}] ${Text}`, to }] }))));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await supabase?.close();
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
});

beforeEach(() => {
  calls = [];
  providerStatus = 200;
  clearTranslationCache();
  process.env.TRANSLATOR_ENDPOINT = providerUrl;
  process.env.TRANSLATOR_REGION = "canadacentral";
});

afterEach(() => {
  delete process.env.TRANSLATOR_KEY;
  delete process.env.TRANSLATOR_ENDPOINT;
  delete process.env.TRANSLATOR_REGION;
});

function client() {
  return createClient(supabase.url, supabase.anonKey, { auth: { persistSession: false } });
}

describe("the translate edge function, through supabase-js", () => {
  it("returns the original texts when no key is configured (the local default), without calling the provider", async () => {
    const { data, error } = await client().functions.invoke("translate", { body: { to: "fr", texts: ["Our Services"] } });
    expect(error).toBeNull();
    expect(data).toEqual({ translations: ["Our Services"], translated: false });
    expect(calls).toEqual([]);
  });

  it("calls the provider from English to the language with the key and region, and caches each translation", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    const first = await client().functions.invoke("translate", {
      body: { to: "ar", texts: ["Contact Us", "Learn More", "Contact Us"] },
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({
      translations: ["[ar] Contact Us", "[ar] Learn More", "[ar] Contact Us"],
      translated: true,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ "api-version": "3.0", from: "en", to: "ar" });
    expect(calls[0]?.headers["ocp-apim-subscription-key"]).toBe("server-side-key");
    expect(calls[0]?.headers["ocp-apim-subscription-region"]).toBe("canadacentral");
    expect(calls[0]?.body).toEqual([{ Text: "Contact Us" }, { Text: "Learn More" }]);

    const second = await client().functions.invoke("translate", { body: { to: "ar", texts: ["Learn More"] } });
    expect(second.data).toEqual({ translations: ["[ar] Learn More"], translated: true });
    expect(calls).toHaveLength(1);
  });

  it("keeps the original text and logs the error when the provider fails", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    providerStatus = 503;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { data, error } = await client().functions.invoke("translate", { body: { to: "fa", texts: ["Blog"] } });
    expect(error).toBeNull();
    expect(data).toEqual({ translations: ["Blog"], translated: false });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("translation provider answered 503"));
    logged.mockRestore();
  });

  it("refuses a language the site does not offer and oversized requests", async () => {
    const wrongLanguage = await client().functions.invoke("translate", { body: { to: "de", texts: ["Hello"] } });
    expect(wrongLanguage.error?.name).toBe("FunctionsHttpError");
    expect(await (wrongLanguage.error as { context: Response }).context.json()).toEqual({
      error: '"to" must be one of en, fr, ru, ar, fa.',
    });
    const tooMany = await client().functions.invoke("translate", {
      body: { to: "fr", texts: Array.from({ length: 51 }, () => "x") },
    });
    expect((tooMany.error as { context: Response }).context.status).toBe(400);
  });
});
