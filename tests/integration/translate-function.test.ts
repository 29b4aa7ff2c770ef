/**
 * The translate edge function through supabase-js, with a stand-in translation provider that
 * counts what it receives and the Contentful emulator serving the real seed. Anyone can call the
 * function, so the refusals are written as attacks (issue 12): a stranger's text never reaches
 * the provider, a flood from one address is refused while others are served, and a visitor cannot
 * have more than its share translated.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSeed } from "../../contentful/index.ts";
import { createContentfulEmulator, type ContentfulEmulator } from "../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../emulator/contentful/testing.ts";
import { CLIENT_LIMITS } from "../../supabase/functions/translate/handler.ts";
import { createContentClient } from "~/lib/contentful";
import type { Translate } from "~/lib/contentful/fallback";
import { translateWithService } from "~/lib/contentful/translate-service";
import { clientFrom, fetchFrom, newClientAddress } from "./helpers/client-address.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

/** The site's Supabase client, as the browser module gets it (set per test). */
let browserClient: SupabaseClient | undefined;
vi.mock("../../src/lib/supabase.ts", () => ({ getSupabase: async () => browserClient }));

/** A stand-in for the translation provider, recording what it receives. */
interface ProviderCall {
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: { Text: string }[];
}

const seed = loadSeed();
const entry = (id: string) => seed.entries.find((e) => e.sys.id === id)!;
const english = (id: string, field: string) => entry(id).fields[field]?.["en-US"] as string;
// The newest blog post has no Arabic text, as a post written after its translators would: the
// fields the site asks the translation service to fill.
const newestPost = seed.entries
  .filter((e) => e.sys.contentType === "blogPost")
  .sort((a, b) => String(b.fields.publishedDate?.["en-US"]).localeCompare(String(a.fields.publishedDate?.["en-US"])))[0]!;
for (const field of ["title", "excerpt", "tags", "category"]) delete newestPost.fields[field]?.ar;

// Published English texts of localized fields: what the site may ask to translate.
const CONTACT_US = english("section-home-cta", "ctaLabel");
const OUR_SERVICES = english("section-services-hero", "title");
const DO_NO_HARM = english("principle-do-no-harm", "title");
const DO_NO_HARM_SHORT = english("principle-do-no-harm", "shortDescription");
const DO_NO_HARM_FULL = english("principle-do-no-harm", "fullDescription");

const ENV = [
  "TRANSLATOR_KEY",
  "TRANSLATOR_ENDPOINT",
  "TRANSLATOR_REGION",
  "CONTENTFUL_SPACE_ID",
  "CONTENTFUL_ENVIRONMENT",
  "CONTENTFUL_DELIVERY_URL",
  "CONTENTFUL_DELIVERY_TOKEN",
  "TRANSLATE_REQUESTS_PER_MINUTE",
  "TRANSLATE_CHARACTERS_PER_HOUR",
] as const;
const saved: Partial<Record<(typeof ENV)[number], string>> = {};

let supabase: StartedSupabase;
let provider: Server;
let providerUrl: string;
let calls: ProviderCall[] = [];
let providerStatus = 200;
let contentful: RunningServer;
let emulator: ContentfulEmulator;

beforeAll(async () => {
  for (const name of ENV) saved[name] = process.env[name];
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
  emulator = createContentfulEmulator({ spaceId: "local", deliveryToken: "cda-token", seed });
  contentful = await serve(emulator.handle);
});

afterAll(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await supabase?.close();
  await contentful?.close();
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
});

beforeEach(() => {
  calls = [];
  providerStatus = 200;
  for (const name of ENV) delete process.env[name];
  Object.assign(process.env, {
    TRANSLATOR_ENDPOINT: providerUrl,
    TRANSLATOR_REGION: "canadacentral",
    CONTENTFUL_SPACE_ID: "local",
    CONTENTFUL_ENVIRONMENT: "master",
    CONTENTFUL_DELIVERY_URL: `${contentful.url}/contentful`,
    CONTENTFUL_DELIVERY_TOKEN: "cda-token",
  });
});

afterEach(() => {
  browserClient = undefined;
});

/**
 * A visitor without a session, from a loopback address of its own: the function's per-address
 * counts are kept per instance and last across the tests, so each test's visitors are new ones.
 */
function visitor(address = newClientAddress(), headers: Record<string, string> = {}) {
  return clientFrom(supabase.url, supabase.anonKey, address, headers);
}

async function translate(client: SupabaseClient, to: string, texts: string[]) {
  const { data, error } = await client.functions.invoke("translate", { body: { to, texts } });
  if (!error) return { status: 200, body: data as Record<string, unknown>, headers: undefined };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const sentToProvider = () => calls.flatMap((call) => call.body.map(({ Text }) => Text));

describe("the translate edge function, through supabase-js", () => {
  it("returns the original texts when no key is configured (the local default), without calling the provider", async () => {
    const { data, error } = await createClient(supabase.url, supabase.anonKey, { auth: { persistSession: false } }).functions.invoke(
      "translate",
      { body: { to: "fr", texts: ["Our Services"] } },
    );
    expect(error).toBeNull();
    expect(data).toEqual({ translations: ["Our Services"], translated: false });
    expect(calls).toEqual([]);
  });

  it("calls the provider from English to the language with the key and region, and caches each translation", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    const client = visitor();
    const first = await translate(client, "ar", [CONTACT_US, OUR_SERVICES, CONTACT_US]);
    expect(first).toMatchObject({
      status: 200,
      body: { translations: [`[ar] ${CONTACT_US}`, `[ar] ${OUR_SERVICES}`, `[ar] ${CONTACT_US}`], translated: true, unknown: [] },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ "api-version": "3.0", from: "en", to: "ar" });
    expect(calls[0]?.headers["ocp-apim-subscription-key"]).toBe("server-side-key");
    expect(calls[0]?.headers["ocp-apim-subscription-region"]).toBe("canadacentral");
    expect(calls[0]?.body).toEqual([{ Text: CONTACT_US }, { Text: OUR_SERVICES }]);

    const second = await translate(client, "ar", [OUR_SERVICES]);
    expect(second.body).toEqual({ translations: [`[ar] ${OUR_SERVICES}`], translated: true, unknown: [] });
    expect(calls).toHaveLength(1);
  });

  it("keeps the original text and logs the error when the provider fails", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    providerStatus = 503;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { body } = await translate(visitor(), "fa", [DO_NO_HARM]);
    expect(body).toEqual({ translations: [DO_NO_HARM], translated: false });
    expect(calls).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("translation provider answered 503"));
    logged.mockRestore();
  });

  it("refuses a language the site does not offer and oversized requests", async () => {
    const wrongLanguage = await translate(visitor(), "de", ["Hello"]);
    expect(wrongLanguage).toMatchObject({ status: 400, body: { error: '"to" must be one of en, fr, ru, ar, fa.' } });
    const tooMany = await translate(visitor(), "fr", Array.from({ length: 51 }, () => "x"));
    expect(tooMany.status).toBe(400);
  });

  it("fills a blog post's missing Arabic title through the site's content client: a published text is translated", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    const client = visitor();
    const throughFunction: Translate = async (texts, language) => {
      const { body } = await translate(client, language, texts);
      return body.translations as string[];
    };
    const content = createContentClient(
      { spaceId: "local", deliveryToken: "cda-token", environment: "master", host: `127.0.0.1:${contentful.port}`, basePath: "/contentful", insecure: true },
      { translate: throughFunction },
    );
    const posts = await content.getEntries({ content_type: "blogPost", order: "-fields.publishedDate", limit: 1, locale: "ar" });
    const post = posts.items[0]!;
    expect(post.sys.id).toBe(newestPost.sys.id);
    expect(post.fields.title).toBe(`[ar] ${english(post.sys.id, "title")}`);
    expect(post.fields.excerpt).toBe(`[ar] ${english(post.sys.id, "excerpt")}`);
    expect(sentToProvider()).toContain(english(post.sys.id, "title"));
  });
});

describe("attacks on the translate function", () => {
  it("never sends a stranger's text to the provider: only published English texts of the space are translated", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    // A draft: its new title is saved in Contentful but not published.
    const record = emulator.store.data().entries.get("section-services-hero")!;
    record.fields = { ...record.fields, title: { ...record.fields.title, "en-US": "Unpublished draft title" } };
    record.sys.version += 1;

    const strangers = [
      "Please translate my 40-page business plan for free.",
      "Unpublished draft title", // a draft, not published
      entry("principle-do-no-harm").fields.title?.fr as string, // a translation, not English
      english("principle-do-no-harm", "slug"), // English, but not a localized field
      ` ${DO_NO_HARM}`, // a published text, changed
    ];
    const alone = await translate(visitor(), "ru", strangers);
    expect(alone.body).toEqual({ translations: strangers, translated: true, unknown: [0, 1, 2, 3, 4] });
    expect(calls).toEqual([]);

    // Hidden among published texts, it still is not sent.
    const mixed = await translate(visitor(), "ru", [strangers[0]!, DO_NO_HARM]);
    expect(mixed.body).toEqual({ translations: [strangers[0], `[ru] ${DO_NO_HARM}`], translated: true, unknown: [0] });
    expect(sentToProvider()).toEqual([DO_NO_HARM]);
  });

  it("refuses a flood from one address with 429 after the limit a minute, whatever X-Forwarded-For it forges, and still serves another address", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    const address = newClientAddress();
    const flooder = visitor(address);
    const limit = CLIENT_LIMITS.requestsPerMinute;
    const answers = [];
    for (let i = 0; i < limit; i++) answers.push(await translate(flooder, "fr", [CONTACT_US]));
    expect(answers.map((a) => a.status)).toEqual(Array(limit).fill(200));
    expect(answers.at(-1)?.body.translations).toEqual([`[fr] ${CONTACT_US}`]);

    const refused = await translate(flooder, "fr", [CONTACT_US]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: `Too many translation requests from this address: at most ${limit} a minute.`, retryAfter: expect.any(Number) });
    const retryAfter = Number(refused.headers?.get("Retry-After"));
    expect(retryAfter).toBe(refused.body.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The site can read the header (CORS).
    expect(refused.headers?.get("Access-Control-Expose-Headers")).toContain("Retry-After");

    // Another address written in X-Forwarded-For does not make the flooder someone else: the
    // gateway appends the address it sees, and that last entry is the one counted.
    const forged = await translate(visitor(address, { "X-Forwarded-For": "203.0.113.7" }), "fr", [CONTACT_US]);
    expect(forged.status).toBe(429);

    const neighbour = await translate(visitor(), "fr", [CONTACT_US]);
    expect(neighbour).toMatchObject({ status: 200, body: { translations: [`[fr] ${CONTACT_US}`], translated: true } });
    expect(calls).toHaveLength(1); // one translation, cached for everyone
  });

  it("refuses more characters an hour than the limit from one address, without calling the provider, and serves another address", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    process.env.TRANSLATE_CHARACTERS_PER_HOUR = String(DO_NO_HARM_SHORT.length + 10);
    const greedy = visitor();
    const first = await translate(greedy, "fa", [DO_NO_HARM_SHORT]);
    expect(first.body).toEqual({ translations: [`[fa] ${DO_NO_HARM_SHORT}`], translated: true, unknown: [] });

    const more = await translate(greedy, "fa", [DO_NO_HARM_FULL]);
    expect(more.status).toBe(429);
    expect(more.body.error).toBe(`Too much text translated for this address: at most ${DO_NO_HARM_SHORT.length + 10} characters an hour.`);
    expect(Number(more.headers?.get("Retry-After"))).toBeGreaterThan(60);
    expect(Number(more.headers?.get("Retry-After"))).toBeLessThanOrEqual(3600);
    expect(sentToProvider()).toEqual([DO_NO_HARM_SHORT]);

    // What is already translated costs nothing more: still served.
    expect((await translate(greedy, "fa", [DO_NO_HARM_SHORT])).status).toBe(200);
    // Someone else has their own hour.
    process.env.TRANSLATE_CHARACTERS_PER_HOUR = String(DO_NO_HARM_FULL.length);
    const other = await translate(visitor(), "fa", [DO_NO_HARM_FULL]);
    expect(other.body).toEqual({ translations: [`[fa] ${DO_NO_HARM_FULL}`], translated: true, unknown: [] });
  });

  it("translates nothing when the function cannot read the published content (no delivery token), and says so in its log", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    delete process.env.CONTENTFUL_DELIVERY_TOKEN;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { body } = await translate(visitor(), "ru", [OUR_SERVICES, "Anything at all"]);
    expect(body).toEqual({ translations: [OUR_SERVICES, "Anything at all"], translated: false });
    expect(calls).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("CONTENTFUL_DELIVERY_TOKEN"));
    logged.mockRestore();
  });
});

describe("the site over the function's limits", () => {
  it("keeps English after a 429, warns once, and asks again only after the wait it was given", async () => {
    process.env.TRANSLATOR_KEY = "server-side-key";
    process.env.TRANSLATE_REQUESTS_PER_MINUTE = "1";
    let requests = 0;
    const fromHere = fetchFrom(newClientAddress());
    browserClient = createClient(supabase.url, supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: (input, init) => (requests++, fromHere(input, init)) },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    expect(await translateWithService([DO_NO_HARM], "ar")).toEqual([`[ar] ${DO_NO_HARM}`]);
    // Two batches sent together, both refused: English, one warning between them.
    const [a, b] = await Promise.all([translateWithService([OUR_SERVICES], "ar"), translateWithService([CONTACT_US], "ru")]);
    expect([a, b]).toEqual([[OUR_SERVICES], [CONTACT_US]]);
    expect(requests).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/translation limit reached; keeping English for \d+ s/);

    // Within the wait: English at once, no request, no new warning.
    expect(await translateWithService([DO_NO_HARM], "ar")).toEqual([DO_NO_HARM]);
    expect(requests).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
