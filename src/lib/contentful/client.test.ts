import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_POLICY, createContentClient, getContentClient, sdkParams } from "./client";

const EMPTY = JSON.stringify({ sys: { type: "Array" }, total: 0, skip: 0, limit: 100, items: [] });

let server: Server | undefined;
afterEach(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server?.close(r));
    server = undefined;
  }
});

/** A fake Delivery API: `reply(n, req, res)` answers the n-th request (0-based); arrival times are recorded. */
async function fakeApi(reply: (n: number, req: IncomingMessage, res: ServerResponse) => void) {
  const arrivals: number[] = [];
  server = createServer((req, res) => {
    arrivals.push(performance.now());
    reply(arrivals.length - 1, req, res);
  });
  await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const client = createContentClient({ spaceId: "sp", deliveryToken: "tok", host: `127.0.0.1:${port}`, basePath: "/cda", insecure: true });
  return { client, arrivals };
}

const ok = (res: ServerResponse) => {
  res.writeHead(200, { "Content-Type": "application/vnd.contentful.delivery.v1+json" });
  res.end(EMPTY);
};
const status = (res: ServerResponse, code: number, headers: Record<string, string> = {}) => {
  res.writeHead(code, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify({ sys: { type: "Error", id: code === 404 ? "NotFound" : "ServerError" }, message: "x", requestId: "r" }));
};

describe("createContentClient configuration", () => {
  it("throws a TypeError naming what is missing", () => {
    expect(() => createContentClient({ spaceId: "", deliveryToken: "t" })).toThrow(TypeError);
    expect(() => createContentClient({ spaceId: "", deliveryToken: "t" })).toThrow(/space id is missing.*VITE_CONTENTFUL_SPACE_ID/);
    expect(() => createContentClient({ spaceId: "s", deliveryToken: " " })).toThrow(/access token is missing.*VITE_CONTENTFUL_DELIVERY_TOKEN/);
    expect(() => createContentClient(undefined as never)).toThrow(TypeError);
  });

  it("defaults to master over https and passes the spec's policy to the SDK", () => {
    const client = createContentClient({ spaceId: "s", deliveryToken: "t" });
    expect(client.config).toMatchObject({ spaceId: "s", environment: "master", insecure: false });
    expect(sdkParams(client.config)).toMatchObject({
      space: "s",
      accessToken: "t",
      environment: "master",
      insecure: false,
      retryOnError: true,
      retryLimit: 5,
      timeout: 30_000,
      throttle: 30,
    });
    expect(CLIENT_POLICY).toEqual({ timeout: 30_000, retryLimit: 5, throttle: 30 });
  });

  it("getContentClient shares one client per configuration", () => {
    const a = getContentClient({ spaceId: "s", deliveryToken: "t" });
    expect(getContentClient({ spaceId: "s", deliveryToken: "t", environment: "master" })).toBe(a);
    expect(getContentClient({ spaceId: "s", deliveryToken: "other" })).not.toBe(a);
    expect(() => getContentClient({ spaceId: "", deliveryToken: "t" })).toThrow(TypeError);
  });

  it("creates the SDK client once, lazily", async () => {
    const client = createContentClient({ spaceId: "s", deliveryToken: "t" });
    const a = await client.sdk();
    const b = await client.sdk();
    expect(a).toBe(b);
    expect(typeof a.getEntries).toBe("function");
  });
});

describe("retries (through the real SDK against a local server)", () => {
  it("retries 5xx with back-off of about 1.4^attempt seconds plus jitter, then succeeds", { timeout: 15_000 }, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, arrivals } = await fakeApi((n, _req, res) => (n < 2 ? status(res, 503) : ok(res)));
    const page = await client.getEntries({});
    expect(page.total).toBe(0);
    expect(arrivals).toHaveLength(3);
    const gap1 = (arrivals[1] as number) - (arrivals[0] as number);
    const gap2 = (arrivals[2] as number) - (arrivals[1] as number);
    // SDK: wait = 1.414^attempt * 1000 + 500..700 ms jitter
    expect(gap1).toBeGreaterThanOrEqual(1400 + 500 - 50);
    expect(gap1).toBeLessThan(1414 + 700 + 500);
    expect(gap2).toBeGreaterThanOrEqual(2000 + 500 - 50);
    expect(gap2).toBeLessThan(2000 + 700 + 500);
    expect(warn.mock.calls.map((c) => String(c[1]))).toEqual([
      expect.stringMatching(/Server 503 error occurred/),
      expect.stringMatching(/Server 503 error occurred/),
    ]);
    warn.mockRestore();
  });

  it("retries 429 (honouring X-Contentful-RateLimit-Reset) and connection errors", { timeout: 15_000 }, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, arrivals } = await fakeApi((n, req, res) => {
      if (n === 0) status(res, 429, { "X-Contentful-RateLimit-Reset": "0" });
      else if (n === 1) req.socket.destroy();
      else ok(res);
    });
    await client.getEntries({});
    expect(arrivals).toHaveLength(3);
    expect((arrivals[1] as number) - (arrivals[0] as number)).toBeLessThan(1000);
    expect(warn.mock.calls.map((c) => String(c[1]))).toEqual([
      expect.stringMatching(/Rate limit error/),
      expect.stringMatching(/Connection error/),
    ]);
    warn.mockRestore();
  });

  it("does not retry a 404", async () => {
    const { client, arrivals } = await fakeApi((_n, _req, res) => status(res, 404));
    await expect(client.getEntries({})).rejects.toMatchObject({ name: "NotFound" });
    expect(arrivals).toHaveLength(1);
  });

  it("throttles to at most 30 requests per second", { timeout: 15_000 }, async () => {
    const { client, arrivals } = await fakeApi((_n, _req, res) => ok(res));
    await Promise.all(Array.from({ length: 35 }, () => client.getEntries({})));
    expect(arrivals).toHaveLength(35);
    const first = arrivals[0] as number;
    const inFirstSecond = arrivals.filter((t) => t - first < 900).length;
    expect(inFirstSecond).toBeLessThanOrEqual(30);
    expect((arrivals[34] as number) - first).toBeGreaterThanOrEqual(900);
  });
});
