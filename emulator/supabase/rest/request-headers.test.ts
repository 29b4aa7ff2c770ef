import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestHeaders } from "./handler.ts";

const req = (remoteAddress: string | undefined, headers: IncomingMessage["headers"] = {}) =>
  ({ headers, socket: { remoteAddress } }) as Pick<IncomingMessage, "headers" | "socket">;

describe("requestHeaders (request.headers as PostgREST behind Supabase's gateway sees them)", () => {
  it("appends the socket's address to X-Forwarded-For, after whatever the client wrote there", () => {
    expect(requestHeaders(req("198.51.100.4"))["x-forwarded-for"]).toBe("198.51.100.4");
    expect(requestHeaders(req("198.51.100.4", { "x-forwarded-for": "203.0.113.7, 10.0.0.1" }))["x-forwarded-for"]).toBe(
      "203.0.113.7, 10.0.0.1, 198.51.100.4",
    );
  });

  it("writes an IPv4 client of a dual-stack socket as IPv4, and leaves IPv6 as it is", () => {
    expect(requestHeaders(req("::ffff:127.0.0.2"))["x-forwarded-for"]).toBe("127.0.0.2");
    expect(requestHeaders(req("2001:db8::1"))["x-forwarded-for"]).toBe("2001:db8::1");
    expect(requestHeaders(req("::ffff:2001:db8::1"))["x-forwarded-for"]).toBe("::ffff:2001:db8::1");
  });

  it("lower-cases header names and joins repeated ones", () => {
    expect(requestHeaders(req(undefined, { "X-Custom": ["a", "b"] } as unknown as IncomingMessage["headers"]))).toEqual({ "x-custom": "a, b" });
  });
});
