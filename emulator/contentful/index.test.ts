import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContentfulEmulator, type ContentfulEmulator } from "./index.ts";
import { makeTestSeed, serve, type RunningServer } from "./testing.ts";

let emulator: ContentfulEmulator;
let removeAssets = () => {};
let server: RunningServer;
const AUTH = { Authorization: "Bearer cda" };

beforeAll(async () => {
  const { seed, assetsDirectory, remove } = await makeTestSeed();
  removeAssets = remove;
  emulator = createContentfulEmulator({ spaceId: "sp", deliveryToken: "cda", managementToken: "cma", seed, assetsDirectory });
  server = await serve(emulator.handle);
});
afterAll(async () => {
  await server.close();
  removeAssets();
});
beforeEach(() => emulator.store.reset());

const get = (path: string, headers: Record<string, string> = AUTH) => fetch(`${server.url}/contentful${path}`, { headers });
const env = "/spaces/sp/environments/master";

describe("routing and access", () => {
  it("declines URLs outside basePath", async () => {
    const res = await fetch(`${server.url}/elsewhere`);
    expect([res.status, await res.text()]).toEqual([404, "not mine"]);
  });

  it("answers preflight requests with Contentful's CORS headers", async () => {
    const res = await fetch(`${server.url}/contentful${env}/entries`, {
      method: "OPTIONS",
      headers: { Origin: "http://site.test", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization,x-contentful-user-agent" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    expect(res.headers.get("access-control-allow-headers")).toMatch(/X-Contentful-User-Agent/);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,HEAD,OPTIONS");
  });

  it("refuses a missing or wrong token with AccessTokenInvalid (header or access_token)", async () => {
    for (const res of [await get(`${env}/entries`, {}), await get(`${env}/entries`, { Authorization: "Bearer nope" })]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        sys: { type: "Error", id: "AccessTokenInvalid" },
        message: "The access token you sent could not be found or is invalid.",
        requestId: expect.any(String),
      });
    }
    expect((await get(`${env}/entries?access_token=cda`, {})).status).toBe(200);
  });

  it("serves master without /environments and 404s other spaces and environments", async () => {
    expect((await get("/spaces/sp/entries")).status).toBe(200);
    const otherEnv = await get("/spaces/sp/environments/staging/entries");
    expect(otherEnv.status).toBe(404);
    expect(await otherEnv.json()).toMatchObject({ sys: { type: "Error", id: "NotFound" }, details: { type: "Environment", id: "staging" } });
    expect((await get("/spaces/other/entries")).status).toBe(404);
  });

  it("serves the space with its locales", async () => {
    expect(await (await get("/spaces/sp")).json()).toEqual({
      sys: { type: "Space", id: "sp" },
      name: expect.any(String),
      locales: [
        { code: "en-US", default: true, name: "English", fallbackCode: null },
        { code: "fr", default: false, name: "French", fallbackCode: "en-US" },
        { code: "ru", default: false, name: "Russian", fallbackCode: "fr" },
      ],
    });
  });
});

describe("entries", () => {
  it("returns a single entry with the full sys, or NotFound", async () => {
    const res = await get(`${env}/entries/p1?locale=fr`);
    expect(res.headers.get("content-type")).toBe("application/vnd.contentful.delivery.v1+json");
    const body = await res.json();
    expect(body.sys).toEqual({
      space: { sys: { type: "Link", linkType: "Space", id: "sp" } },
      id: "p1",
      type: "Entry",
      createdAt: "2024-01-05T00:00:00.000Z",
      updatedAt: "2024-01-05T00:00:00.000Z",
      environment: { sys: { type: "Link", linkType: "Environment", id: "master" } },
      revision: 1,
      contentType: { sys: { type: "Link", linkType: "ContentType", id: "post" } },
      locale: "fr",
    });
    expect(body.fields.title).toBe("Bonjour le monde");
    expect(body.fields.summary).toBe("A first post about gardens");

    const missing = await get(`${env}/entries/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      sys: { type: "Error", id: "NotFound" },
      message: "The resource could not be found.",
      details: { type: "Entry", id: "nope", environment: "master", space: "sp" },
      requestId: expect.any(String),
    });
  });

  it("puts linked entries and assets in includes and reports unresolvable links", async () => {
    const body = await (await get(`${env}/entries?content_type=post&order=sys.id`)).json();
    expect(body).toMatchObject({ sys: { type: "Array" }, total: 3, skip: 0, limit: 100 });
    expect(body.items.map((i: { sys: { id: string } }) => i.sys.id)).toEqual(["p1", "p2", "p3"]);
    expect(body.includes.Entry.map((i: { sys: { id: string } }) => i.sys.id).sort()).toEqual(["alice", "carol"]);
    expect(body.includes.Asset[0].fields.file).toEqual({
      url: `//127.0.0.1:${server.port}/contentful/images/sp/photo/photo.png`,
      details: { size: expect.any(Number), image: { width: 400, height: 300 } },
      fileName: "photo.png",
      contentType: "image/png",
    });
    expect(body.errors).toEqual([
      { sys: { id: "notResolvable", type: "error" }, details: { type: "Link", linkType: "Entry", id: "ghost" } },
      { sys: { id: "notResolvable", type: "error" }, details: { type: "Link", linkType: "Entry", id: "missing" } },
    ]);
    const none = await (await get(`${env}/entries?content_type=post&include=0`)).json();
    expect(none.includes).toBeUndefined();
  });

  it("returns all locales as stored with locale=*", async () => {
    const body = await (await get(`${env}/entries/p1?locale=*`)).json();
    expect(body.sys.locale).toBeUndefined();
    expect(body.fields.title).toEqual({ "en-US": "Hello world", fr: "Bonjour le monde" });
  });

  it("answers InvalidQuery for a bad query", async () => {
    const res = await get(`${env}/entries?content_type=post&fields.nope=1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ sys: { type: "Error", id: "InvalidQuery" }, details: { errors: [{ name: "unknown" }] } });
  });

  it("sends an ETag and 304 on If-None-Match", async () => {
    const first = await get(`${env}/entries?content_type=post`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const second = await get(`${env}/entries?content_type=post`, { ...AUTH, "If-None-Match": etag });
    expect(second.status).toBe(304);
  });
});

describe("assets, content types, locales", () => {
  it("serves them in the Delivery API's shapes", async () => {
    const asset = await (await get(`${env}/assets/photo?locale=fr`)).json();
    expect(asset).toMatchObject({ sys: { type: "Asset", id: "photo", locale: "fr" }, fields: { title: "Une photo", description: "Red rectangle" } });
    const assets = await (await get(`${env}/assets`)).json();
    expect(assets).toMatchObject({ sys: { type: "Array" }, total: 1, items: [{ sys: { id: "photo" } }] });
    const ct = await (await get(`${env}/content_types/person`)).json();
    expect(ct).toMatchObject({ sys: { type: "ContentType", id: "person" }, displayField: "name", name: "Person" });
    expect(ct.fields[0]).toEqual({ id: "name", name: "Name", type: "Symbol", localized: false, required: true, validations: [], disabled: false, omitted: false });
    const cts = await (await get(`${env}/content_types`)).json();
    expect(cts.total).toBe(2);
    const locales = await (await get(`${env}/locales`)).json();
    expect(locales.items.map((l: { code: string }) => l.code)).toEqual(["en-US", "fr", "ru"]);
    expect((await get(`${env}/content_types/nope`)).status).toBe(404);
    expect((await get(`${env}/assets/nope`)).status).toBe(404);
  });
});

describe("management endpoint", () => {
  const put = (id: string, body: unknown, headers: Record<string, string> = { Authorization: "Bearer cma" }) =>
    fetch(`${server.url}/contentful/__emulator/entries/${id}`, { method: "PUT", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

  it("replaces an entry's fields and bumps revision and updatedAt", async () => {
    const res = await put("p3", { fields: { title: { "en-US": "Changed" }, slug: { "en-US": "third-post" } } });
    expect(res.status).toBe(200);
    const entry = await (await get(`${env}/entries/p3`)).json();
    expect(entry.fields).toEqual({ title: "Changed", slug: "third-post" });
    expect(entry.sys.revision).toBe(2);
    expect(Date.parse(entry.sys.updatedAt)).toBeGreaterThan(Date.parse("2023-12-24T00:00:00.000Z"));
  });

  it("requires the management token", async () => {
    expect((await put("p3", { fields: {} }, {})).status).toBe(401);
    expect((await put("p3", { fields: {} }, { Authorization: "Bearer cda" })).status).toBe(401);
  });

  it("refuses unknown fields and locales with ValidationFailed, unknown ids with NotFound", async () => {
    const bad = await put("p3", { fields: { nope: { "en-US": 1 }, title: { de: "x" } } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ sys: { id: "ValidationFailed" }, details: { errors: [{ name: "unknown" }, { name: "unknownLocale" }] } });
    expect((await put("zzz", { fields: {} })).status).toBe(404);
    expect((await put("p3", { nofields: true })).status).toBe(400);
  });

  it("creates with X-Contentful-Content-Type, deletes, and resets to the seed", async () => {
    const created = await put("new", { fields: { name: { "en-US": "Dan" } } }, { Authorization: "Bearer cma", "X-Contentful-Content-Type": "person" });
    expect(created.status).toBe(201);
    expect((await get(`${env}/entries/new`)).status).toBe(200);
    const del = await fetch(`${server.url}/contentful/__emulator/entries/p1`, { method: "DELETE", headers: { Authorization: "Bearer cma" } });
    expect(del.status).toBe(204);
    expect((await get(`${env}/entries/p1`)).status).toBe(404);
    const reset = await fetch(`${server.url}/contentful/__emulator/reset`, { method: "POST", headers: { Authorization: "Bearer cma" } });
    expect(reset.status).toBe(204);
    expect((await get(`${env}/entries/p1`)).status).toBe(200);
    expect((await get(`${env}/entries/new`)).status).toBe(404);
  });

  it("offers the same operations in process through store", async () => {
    emulator.store.upsertEntry({ sys: { id: "p9", contentType: "post" }, fields: { title: { "en-US": "In process" }, slug: { "en-US": "p9" } } });
    expect((await (await get(`${env}/entries/p9`)).json()).fields.title).toBe("In process");
    expect(emulator.store.deleteEntry("p9")).toBe(true);
    expect((await get(`${env}/entries/p9`)).status).toBe(404);
  });
});
