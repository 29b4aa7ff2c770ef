import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSeed } from "../../../contentful/index.ts";
import { createContentfulEmulator } from "../../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../../emulator/contentful/testing.ts";
import { clearFirmName, firmIdentity, firmName, parseMailbox } from "./firm.ts";

/** The functions read their settings with Deno.env.get; here a map stands in for the function's secrets. */
const env = new Map<string, string>();
(globalThis as { Deno?: unknown }).Deno = { env: { get: (name: string) => env.get(name) } };

describe("the firm's name in the e-mails comes from the site settings in Contentful (issue 30, item 2)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve(createContentfulEmulator({ spaceId: "local", deliveryToken: "cda", seed: loadSeed(), basePath: "/contentful" }).handle);
  });
  afterAll(() => server.close());
  const configure = (values: Record<string, string>) => {
    env.clear();
    env.set("CONTENTFUL_SPACE_ID", "local");
    env.set("CONTENTFUL_DELIVERY_TOKEN", "cda");
    env.set("CONTENTFUL_DELIVERY_URL", `${server.url}/contentful`);
    for (const [name, value] of Object.entries(values)) env.set(name, value);
  };
  afterEach(() => {
    clearFirmName();
    vi.restoreAllMocks();
  });

  it("reads the seed's firm name through the Delivery API", async () => {
    configure({});
    expect(await firmName("en")).toBe("Northbridge Consulting Group");
    expect(await firmName("ar")).toBe("Northbridge Consulting Group");
  });

  it("names the sender and signs with it when MAIL_FROM is a bare address and MAIL_SIGNATURE is unset", async () => {
    configure({ MAIL_FROM: "hello@northbridgeconsulting.ca" });
    expect(await firmIdentity("fr")).toEqual({
      from: "Northbridge Consulting Group <hello@northbridgeconsulting.ca>",
      signature: { firmName: "Northbridge Consulting Group", override: undefined },
    });
  });

  it("lets the environment override the settings, not the other way round", async () => {
    configure({ MAIL_FROM: "Front Desk <desk@northbridgeconsulting.ca>", MAIL_SIGNATURE: "Ann Lee, office manager" });
    expect(await firmIdentity("en")).toEqual({
      from: "Front Desk <desk@northbridgeconsulting.ca>",
      signature: { firmName: "Northbridge Consulting Group", override: "Ann Lee, office manager" },
    });
  });

  it("keeps the last name read when Contentful fails, and sends from the bare address when none was ever read", async () => {
    configure({ MAIL_FROM: "hello@northbridgeconsulting.ca" });
    expect(await firmName("en")).toBe("Northbridge Consulting Group");
    clearFirmName();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    env.set("CONTENTFUL_DELIVERY_TOKEN", "wrong");
    expect(await firmIdentity("en")).toEqual({ from: "hello@northbridgeconsulting.ca", signature: { firmName: "", override: undefined } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("the site settings could not be read (the Delivery API answered 401)"));
  });

  it("reads sender mailboxes with and without a display name", () => {
    expect(parseMailbox("Consulting Firm <hello@example.com>")).toEqual({ name: "Consulting Firm", address: "hello@example.com" });
    expect(parseMailbox('"Smith, Jones" <a@b.co>')).toEqual({ name: "Smith, Jones", address: "a@b.co" });
    expect(parseMailbox("hello@example.com")).toEqual({ address: "hello@example.com" });
  });
});
