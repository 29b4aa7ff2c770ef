import { describe, expect, it } from "vitest";
import { clientAddress, clientKey } from "./client-address.ts";

const headers = (forwarded?: string) => new Headers(forwarded === undefined ? {} : { "X-Forwarded-For": forwarded });

describe("the client address, as the gateway reports it", () => {
  it("is the last X-Forwarded-For entry: what a client writes itself comes before it and is ignored", () => {
    expect(clientAddress(headers("203.0.113.7, 198.51.100.2"))).toBe("198.51.100.2");
    expect(clientAddress(headers(" 192.0.2.1 "))).toBe("192.0.2.1");
    expect(clientAddress(headers())).toBeUndefined();
    expect(clientAddress(headers("192.0.2.1, "))).toBeUndefined();
  });
});

describe("the key a per-client limit counts under (public.submission_client_key's rule)", () => {
  it("is the IPv4 address itself, however it is written", () => {
    expect(clientKey("192.0.2.10")).toBe("192.0.2.10");
    expect(clientKey("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(clientKey("::FFFF:c000:020a")).toBe("192.0.2.10");
  });

  it("groups an IPv6 client per /64, so rotating addresses inside its block does not make it someone else", () => {
    const a = clientKey("2001:db8:1:2:aaaa::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(a);
    expect(clientKey("2001:db8:1:2::5%eth0")).toBe(a);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(a);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts callers without an address together, and anything else as written", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("  ")).toBe("unknown");
    expect(clientKey("not-an-address")).toBe("other:not-an-address");
    expect(clientKey("300.1.1.1")).toBe("other:300.1.1.1");
    expect(clientKey("1:2:3")).toBe("other:1:2:3");
    expect(clientKey(`x${"a".repeat(300)}`)).toHaveLength("other:".length + 100);
  });
});
