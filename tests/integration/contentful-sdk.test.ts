/**
 * Conformance of the Contentful emulator, driven only through the real
 * `contentful` SDK (v11) as the SPA uses it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type ContentfulClientApi } from "contentful";
import sharp from "sharp";
import { createContentfulEmulator } from "../../emulator/contentful/index.ts";
import { makeTestSeed, serve, type RunningServer } from "../../emulator/contentful/testing.ts";

let server: RunningServer;
let removeAssets = () => {};
let client: ContentfulClientApi<undefined>;
const seenHeaders: Array<Record<string, unknown>> = [];

function sdk(accessToken = "cda-token", extra: Record<string, unknown> = {}) {
  return createClient({
    space: "sp",
    accessToken,
    environment: "master",
    host: `127.0.0.1:${server.port}`,
    basePath: "/contentful",
    insecure: true,
    retryOnError: false,
    ...extra,
  });
}

beforeAll(async () => {
  const { seed, assetsDirectory, remove } = await makeTestSeed();
  removeAssets = remove;
  const emulator = createContentfulEmulator({ spaceId: "sp", deliveryToken: "cda-token", seed, assetsDirectory });
  server = await serve(emulator.handle);
  client = sdk("cda-token", {
    responseLogger: (res: { headers?: Record<string, unknown> }) => {
      if (res && "headers" in res && res.headers) seenHeaders.push({ ...res.headers });
    },
  });
});
afterAll(async () => {
  await server.close();
  removeAssets();
});

const ids = (items: Array<{ sys: { id: string } }>) => items.map((i) => i.sys.id);

/** The SDK's parsed error: name is Contentful's sys.id, message a JSON document with status and details. */
async function sdkError(promise: Promise<unknown>): Promise<{ name: string; status: number; details: unknown; message: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as Error;
    const parsed = JSON.parse(e.message) as { status: number; details: unknown; message: string };
    return { name: e.name, status: parsed.status, details: parsed.details, message: parsed.message };
  }
  throw new Error("expected the SDK to throw");
}

describe("getEntries query features", () => {
  it("content_type, order and paging", async () => {
    const page = await client.getEntries({ content_type: "post", order: ["-fields.views"], limit: 2, skip: 0 });
    expect(page).toMatchObject({ total: 3, skip: 0, limit: 2 });
    expect(ids(page.items)).toEqual(["p2", "p1"]);
    const next = await client.getEntries({ content_type: "post", order: ["-fields.views"], limit: 2, skip: 2 });
    expect(ids(next.items)).toEqual(["p3"]);
    const multi = await client.getEntries({ content_type: "post", order: ["fields.featured", "-sys.createdAt"] });
    expect(ids(multi.items)).toEqual(["p2", "p1", "p3"]);
  });

  it("equality, [in], [nin], [ne], [exists] and array contains", async () => {
    const q = async (query: Record<string, unknown>) =>
      ids((await client.getEntries({ content_type: "post", order: ["sys.id"], ...query } as never)).items);
    expect(await q({ "fields.slug": "hello-world" })).toEqual(["p1"]);
    expect(await q({ "fields.slug[in]": ["hello-world", "third-post"] })).toEqual(["p1", "p3"]);
    expect(await q({ "fields.slug[nin]": "hello-world,third-post" })).toEqual(["p2"]);
    expect(await q({ "fields.slug[ne]": "hello-world" })).toEqual(["p2", "p3"]);
    expect(await q({ "fields.featured[exists]": false })).toEqual(["p3"]);
    expect(await q({ "fields.tags": "garden" })).toEqual(["p1"]);
    expect(await q({ "fields.tags[in]": "garden,news" })).toEqual(["p1", "p2"]);
    expect(await q({ "fields.views[gte]": 10 })).toEqual(["p1", "p2"]);
  });

  it("[match] and query full-text search, case-insensitive", async () => {
    expect(ids((await client.getEntries({ content_type: "post", "fields.summary[match]": "GARDENS" } as never)).items)).toEqual(["p1"]);
    expect(ids((await client.getEntries({ query: "winter" })).items)).toEqual(["p2"]);
    expect(ids((await client.getEntries({ query: "nothing-like-this" })).items)).toEqual([]);
  });

  it("sys.id, sys.id[in] and links_to_entry", async () => {
    expect(ids((await client.getEntries({ "sys.id": "carol" })).items)).toEqual(["carol"]);
    expect(ids((await client.getEntries({ "sys.id[in]": ["p3", "alice"], order: ["sys.id"] })).items)).toEqual(["alice", "p3"]);
    expect(ids((await client.getEntries({ links_to_entry: "alice" })).items)).toEqual(["p1"]);
  });

  it("select returns only the chosen fields (the SDK adds sys.id and sys.type)", async () => {
    const page = await client.getEntries({ content_type: "post", select: ["fields.slug"], order: ["sys.id"] });
    expect(page.items[0]).toEqual({ sys: { id: "p1", type: "Entry" }, fields: { slug: "hello-world" } });
  });
});

describe("getEntry and link resolution", () => {
  it("resolves linked entries and assets into objects", async () => {
    const entry = await client.getEntry("p1", { include: 2 });
    expect(entry.sys).toEqual({
      space: { sys: { type: "Link", linkType: "Space", id: "sp" } },
      id: "p1",
      type: "Entry",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      environment: { sys: { type: "Link", linkType: "Environment", id: "master" } },
      revision: expect.any(Number),
      contentType: { sys: { type: "Link", linkType: "ContentType", id: "post" } },
      locale: "en-US",
    });
    const author = entry.fields.author as unknown as { fields: { name: string; mentor: { fields: { name: string } }; photo: { fields: { title: string } } } };
    expect(author.fields.name).toBe("Alice");
    expect(author.fields.mentor.fields.name).toBe("Carol");
    expect(author.fields.photo.fields.title).toBe("A photo");
    const image = entry.fields.image as unknown as { sys: { type: string }; fields: { file: unknown } };
    expect(image.sys.type).toBe("Asset");
    expect(image.fields.file).toEqual({
      url: `//127.0.0.1:${server.port}/contentful/images/sp/photo/photo.png`,
      details: { size: expect.any(Number), image: { width: 400, height: 300 } },
      fileName: "photo.png",
      contentType: "image/png",
    });
    // Rich-text embedded entries are resolved too.
    const body = entry.fields.body as unknown as { content: Array<{ data: { target?: { fields?: { name: string } } } }> };
    expect(body.content[1]?.data.target?.fields?.name).toBe("Carol");
  });

  it("include sets how many levels of links are resolved", async () => {
    // p2 → related p1 → author alice
    const authorOfRelated = (e: { fields: Record<string, unknown> }) =>
      (e.fields.related as Array<{ fields: { author: { sys: { type: string } } } }>)[0]?.fields.author.sys.type;
    expect(authorOfRelated(await client.getEntry("p2", { include: 1 }))).toBe("Link");
    expect(authorOfRelated(await client.getEntry("p2", { include: 2 }))).toBe("Entry");
    const none = await client.getEntry("p2", { include: 0 });
    expect((none.fields.related as Array<{ sys: { type: string } }>)[0]?.sys.type).toBe("Link");
  });

  it("withoutUnresolvableLinks removes links to missing entries", async () => {
    const kept = await client.getEntry("p2");
    expect((kept.fields.related as unknown[]).length).toBe(2);
    const cleaned = await client.withoutUnresolvableLinks.getEntry("p2");
    expect(ids(cleaned.fields.related as never)).toEqual(["p1"]);
    expect(cleaned.fields.author).toBeUndefined();
  });
});

describe("locales", () => {
  it("falls back along the locale chain (ru → fr → en-US)", async () => {
    const ru = await client.getEntry("p1", { locale: "ru" });
    expect(ru.sys.locale).toBe("ru");
    expect(ru.fields.title).toBe("Bonjour le monde");
    expect(ru.fields.slug).toBe("hello-world");
    const ruP3 = await client.getEntry("p3", { locale: "ru" });
    expect(ruP3.fields.title).toBe("Третий пост");
    const fr = await client.getEntries({ content_type: "post", locale: "fr", "fields.slug": "hello-world" });
    expect(fr.items[0]?.fields.title).toBe("Bonjour le monde");
  });

  it("withAllLocales returns every locale's value", async () => {
    const entry = await client.withAllLocales.getEntry("p1");
    expect(entry.fields.title).toEqual({ "en-US": "Hello world", fr: "Bonjour le monde" });
    expect(entry.fields.slug).toEqual({ "en-US": "hello-world" });
    expect((entry.sys as { locale?: string }).locale).toBeUndefined();
  });

  it("getLocales and getSpace list the five-locale shape", async () => {
    const locales = await client.getLocales();
    expect(locales.items.map((l) => [l.code, l.default, l.fallbackCode])).toEqual([
      ["en-US", true, null],
      ["fr", false, "en-US"],
      ["ru", false, "fr"],
    ]);
    const space = await client.getSpace();
    expect(space).toMatchObject({ sys: { type: "Space", id: "sp" }, locales: [{ code: "en-US", default: true }, { code: "fr" }, { code: "ru" }] });
  });
});

describe("assets and content types", () => {
  it("getAssets, getAsset, getContentTypes, getContentType", async () => {
    const assets = await client.getAssets();
    expect(ids(assets.items)).toEqual(["photo"]);
    const asset = await client.getAsset("photo", { locale: "fr" });
    expect(asset.fields.title).toBe("Une photo");
    const types = await client.getContentTypes();
    expect(types.items.map((t) => t.sys.id)).toEqual(["post", "person"]);
    const post = await client.getContentType("post");
    expect(post.fields.find((f) => f.id === "tags")).toMatchObject({ type: "Array", items: { type: "Symbol" } });
  });
});

describe("errors", () => {
  it("NotFound: getAsset rejects with status 404; getEntry with the SDK's NotFound error", async () => {
    const err = await sdkError(client.getAsset("nope"));
    expect(err).toMatchObject({ name: "NotFound", status: 404, message: "The resource could not be found.", details: { type: "Asset", id: "nope" } });
    await expect(client.getEntry("nope")).rejects.toMatchObject({ sys: { type: "Error", id: "NotFound" }, details: { id: "nope" } });
  });

  it("AccessTokenInvalid 401 for a wrong token", async () => {
    const err = await sdkError(sdk("wrong").getEntries());
    expect(err).toMatchObject({ name: "AccessTokenInvalid", status: 401, message: "The access token you sent could not be found or is invalid." });
  });

  it("InvalidQuery 400 with details.errors", async () => {
    const err = await sdkError(client.getEntries({ content_type: "post", "fields.nope": "x" } as never));
    expect(err).toMatchObject({ name: "InvalidQuery", status: 400, details: { errors: [{ name: "unknown", path: ["fields", "nope"] }] } });
    const noType = await sdkError(client.getEntries({ "fields.slug": "x" } as never));
    expect(noType).toMatchObject({ name: "InvalidQuery", status: 400 });
  });
});

describe("HTTP details", () => {
  it("responses carry Contentful's CORS headers", async () => {
    seenHeaders.length = 0;
    await client.getEntries({ limit: 1 });
    expect(seenHeaders.at(-1)).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-expose-headers": expect.stringContaining("Etag"),
      "x-contentful-request-id": expect.any(String),
    });
    const preflight = await fetch(`${server.url}/contentful/spaces/sp/environments/master/entries`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization,content-type,x-contentful-user-agent" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/X-Contentful-User-Agent/);
  });

  it("the image host transforms an asset's URL (w, h, fm=webp)", async () => {
    const asset = await client.getAsset("photo");
    const url = `http:${(asset.fields.file as { url: string }).url}`;
    const res = await fetch(`${url}?w=200&fm=webp&q=70`);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 200, 150]);
    const filled = await sharp(Buffer.from(await (await fetch(`${url}?w=64&h=64&fit=fill&fm=webp`)).arrayBuffer())).metadata();
    expect([filled.width, filled.height]).toEqual([64, 64]);
    expect((await fetch(`${url}?fm=tiff`)).status).toBe(400);
  });
});
