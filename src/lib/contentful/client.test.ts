import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

/** A fake Delivery API: `reply(n, req, res)` answers the n-th request (0-based); arrival times (Date.now) are recorded. */
async function fakeApi(reply: (n: number, req: IncomingMessage, res: ServerResponse) => void) {
  const arrivals: number[] = [];
  server = createServer((req, res) => {
    arrivals.push(Date.now());
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

/**
 * Retries and throttling run on Vitest's fake clock: the SDK's waits (setTimeout) and the
 * throttle's window (Date.now) are faked, the sockets are real. `settle` lets the network work and
 * moves the clock only when the client is waiting on a timer, so every arrival time below is the
 * exact sum of the SDK's own waits — no wall-clock margin, nothing slow.
 */
describe("retries and throttle (through the real SDK against a local server, on a fake clock)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    // The SDK's jitter is 500 + Math.random() * 200 ms: pin it to its middle.
    vi.spyOn(Math, "random").mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /**
   * Awaits `work`, advancing the fake clock to the next timer only when the client waits on one and
   * the network has gone quiet (no request has arrived for 200 real event-loop turns; setImmediate is
   * not faked), so that a request in flight is never stamped with a later time.
   */
  async function settle<T>(work: Promise<T>, arrivals: number[]): Promise<T> {
    let done = false;
    const finish = () => {
      done = true;
    };
    work.then(finish, finish);
    let seen = arrivals.length;
    let quiet = 0;
    while (!done) {
      await new Promise((r) => setImmediate(r));
      quiet = arrivals.length === seen ? quiet + 1 : 0;
      seen = arrivals.length;
      if (!done && quiet >= 200 && vi.getTimerCount() > 0) {
        await vi.advanceTimersToNextTimerAsync();
        quiet = 0;
      }
    }
    return work;
  }

  /** Milliseconds between consecutive arrivals, on the fake clock. */
  const gaps = (arrivals: number[]) => arrivals.slice(1).map((t, i) => t - (arrivals[i] as number));

  it("retries 5xx after 1.414^attempt seconds plus 500-700 ms of jitter, then succeeds", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, arrivals } = await fakeApi((n, _req, res) => (n < 2 ? status(res, 503) : ok(res)));
    const page = await settle(client.getEntries({}), arrivals);
    expect(page.total).toBe(0);
    // SDK: wait = floor(1.414^attempt * 1000 + 500 + random * 200); attempts 1 and 2.
    expect(gaps(arrivals)).toEqual([Math.floor(Math.SQRT2 * 1000 + 600), 2000 + 600]);
    expect(warn.mock.calls.map((c) => String(c[1]))).toEqual([
      "Server 503 error occurred. Waiting for 2014 ms before retrying...",
      "Server 503 error occurred. Waiting for 2600 ms before retrying...",
    ]);
  });

  it("retries 429 (honouring X-Contentful-RateLimit-Reset) and connection errors", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, arrivals } = await fakeApi((n, req, res) => {
      if (n === 0) status(res, 429, { "X-Contentful-RateLimit-Reset": "0" });
      else if (n === 1) req.socket.destroy();
      else ok(res);
    });
    await settle(client.getEntries({}), arrivals);
    // A reset of 0 s leaves only the jitter; the connection error then waits 1.414^2 s + jitter.
    expect(gaps(arrivals)).toEqual([600, 2600]);
    expect(warn.mock.calls.map((c) => String(c[1]))).toEqual([
      expect.stringMatching(/^Rate limit error occurred/),
      expect.stringMatching(/^Connection error occurred/),
    ]);
  });

  it("does not retry a 404", async () => {
    const { client, arrivals } = await fakeApi((_n, _req, res) => status(res, 404));
    await expect(settle(client.getEntries({}), arrivals)).rejects.toMatchObject({ name: "NotFound" });
    expect(arrivals).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("throttles to at most 30 requests per second", async () => {
    const { client, arrivals } = await fakeApi((_n, _req, res) => ok(res));
    await settle(Promise.all(Array.from({ length: 35 }, () => client.getEntries({}))), arrivals);
    expect(arrivals).toHaveLength(35);
    const first = arrivals[0] as number;
    // 30 leave at once; the other 5 wait for the next one-second window.
    expect(arrivals.map((t) => t - first)).toEqual([...Array<number>(30).fill(0), ...Array<number>(5).fill(1000)]);
  });
});
