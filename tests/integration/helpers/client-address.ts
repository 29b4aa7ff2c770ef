/**
 * Clients that reach the emulator from a loopback address of their choice (127.x.y.z), so that the
 * per-client-address limits see them as different visitors, the way the gateway sees different
 * machines. The address is the socket's: nothing a client writes in a header can change it.
 */
import { randomInt } from "node:crypto";
import { request } from "node:http";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** A fresh loopback address, never 127.0.0.1 (the address of every other client of the tests). */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A fetch whose connections leave from `localAddress`. */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const url = new URL(req.url);
    const headers: Record<string, string> = Object.fromEntries(req.headers);
    if (body) headers["content-length"] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method: req.method, headers, localAddress, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const v of [value ?? []].flat()) answer.append(name, v);
            }
            const status = res.statusCode ?? 500;
            const empty = [204, 205, 304].includes(status) || req.method === "HEAD";
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: answer }));
          });
        },
      );
      outgoing.on("error", reject);
      req.signal.addEventListener("abort", () => outgoing.destroy(new Error("aborted")));
      outgoing.end(body);
    });
  };
}

const noSession = { persistSession: false, autoRefreshToken: false };

/** supabase-js with `key` (the anon key unless told), from `address` (a fresh one by default). */
export function clientFrom(
  url: string,
  key: string,
  address = newClientAddress(),
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(url, key, { auth: noSession, global: { fetch: fetchFrom(address), headers } });
}

/** One submission the way the site sends it: public.submit_contact (decision 0026). */
export function submitContact(client: SupabaseClient, submission: Record<string, unknown>, website: string | null = null) {
  return client.rpc("submit_contact", { submission, website });
}
