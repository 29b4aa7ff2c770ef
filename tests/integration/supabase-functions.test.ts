/**
 * Conformance of the emulator's edge functions with @supabase/supabase-js' functions client:
 * handlers under tests/fixtures/functions/<name>/handler.ts, web-standard Request/Response.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { clientFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

const functionsDir = join(import.meta.dirname, "../fixtures/functions");

let stack: StartedSupabase;
let supabase: SupabaseClient;

beforeAll(async () => {
  stack = await startSupabase({ functionsDir });
  supabase = createClient(stack.url, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
});

afterAll(async () => {
  await stack?.close();
});

describe("functions.invoke", () => {
  it("passes a JSON body, the caller's headers and the environment to the handler and returns its JSON", async () => {
    process.env.ECHO_GREETING = "hello from env";
    try {
      const { data, error } = await supabase.functions.invoke("echo", { body: { name: "Ada", n: 3 } });
      expect(error).toBeNull();
      expect(data).toEqual({
        method: "POST",
        path: "/echo",
        query: {},
        body: { name: "Ada", n: 3 },
        authorization: `Bearer ${stack.anonKey}`,
        apikey: stack.anonKey,
        forwardedFor: "127.0.0.1",
        greeting: "hello from env",
      });
    } finally {
      delete process.env.ECHO_GREETING;
    }
  });

  it("appends the client's address (the socket's) to X-Forwarded-For, as the gateway does: a forged entry comes first", async () => {
    const address = newClientAddress();
    const forger = clientFrom(stack.url, stack.anonKey, address, { "X-Forwarded-For": "203.0.113.7" });
    const { data } = await forger.functions.invoke("echo", { body: {} });
    expect(data).toMatchObject({ forwardedFor: `203.0.113.7, ${address}` });
  });

  it("supports GET with a query string and a plain-text body on POST", async () => {
    const get = await supabase.functions.invoke("echo?x=1", { method: "GET" });
    expect(get.error).toBeNull();
    expect(get.data).toMatchObject({ method: "GET", query: { x: "1" }, body: "" });

    const post = await supabase.functions.invoke("echo", { body: "just text" });
    expect(post.data).toMatchObject({ method: "POST", body: "just text" });
  });

  it("hands a non-2xx status from the handler to the caller as a FunctionsHttpError", async () => {
    const { data, error } = await supabase.functions.invoke("echo?status=418", { body: {} });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(418);
  });

  it("answers 404 {error: 'Function not found'} for a function that does not exist", async () => {
    const { data, error } = await supabase.functions.invoke("does-not-exist", { body: {} });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Function not found" });
  });

  it("refuses names that try to leave the functions folder", async () => {
    const res = await fetch(`${stack.url}/functions/v1/..%2F..%2Fhelpers`, { method: "POST", headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Function not found" });
  });

  it("answers 500 when the handler throws, logging the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { error } = await supabase.functions.invoke("boom", { body: {} });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[1])).toContain("boom");
    } finally {
      logged.mockRestore();
    }
  });

  it("answers a CORS preflight", async () => {
    const res = await fetch(`${stack.url}/functions/v1/echo`, {
      method: "OPTIONS",
      headers: { Origin: "http://example.test", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type" },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });
});
