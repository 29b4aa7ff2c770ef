/**
 * The Contentful emulator's Preview API and Management API subset, driven only
 * through the real SDKs: `contentful` pointed at the Preview API (as at
 * preview.contentful.com) and `contentful-management` (as at api.contentful.com).
 * A draft made through the Management API is visible on the Preview API and
 * not on the Delivery API until it is published.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createClient as createDeliveryClient } from "contentful";
import { createClient as createManagementClient, type PlainClientAPI } from "contentful-management";
import { createContentfulEmulator, type ContentfulEmulator } from "../../emulator/contentful/index.ts";
import { makeTestSeed, serve, type RunningServer } from "../../emulator/contentful/testing.ts";

let server: RunningServer;
let removeAssets = () => {};
let emulator: ContentfulEmulator;
let cma: PlainClientAPI;

function reader(api: "delivery" | "preview", accessToken = api === "preview" ? "cpa-token" : "cda-token") {
  return createDeliveryClient({
    space: "sp",
    accessToken,
    environment: "master",
    host: `127.0.0.1:${server.port}`,
    basePath: api === "preview" ? "/contentful/preview" : "/contentful",
    insecure: true,
    retryOnError: false,
  });
}

beforeAll(async () => {
  const { seed, assetsDirectory, remove } = await makeTestSeed();
  removeAssets = remove;
  emulator = createContentfulEmulator({
    spaceId: "sp",
    deliveryToken: "cda-token",
    previewToken: "cpa-token",
    managementToken: "cma-token",
    seed,
    assetsDirectory,
  });
  server = await serve(emulator.handle);
  cma = createManagementClient(
    { accessToken: "cma-token", host: `127.0.0.1:${server.port}`, insecure: true, basePath: "/contentful/management", retryOnError: false },
    { type: "plain", defaults: { spaceId: "sp", environmentId: "master" } },
  );
});
afterAll(async () => {
  await server.close();
  removeAssets();
});
beforeEach(() => emulator.store.reset());

/** The SDK's parsed error: name is Contentful's sys.id. */
async function failure(promise: Promise<unknown>): Promise<{ name: string; status: number; details: unknown }> {
  try {
    await promise;
  } catch (err) {
    const e = err as Error;
    const parsed = JSON.parse(e.message) as { status: number; details: unknown };
    return { name: e.name, status: parsed.status, details: parsed.details };
  }
  throw new Error("expected a failure");
}

describe("Preview API", () => {
  it("shows a changed entry's draft while the Delivery API keeps the published version, until it is published", async () => {
    const entry = await cma.entry.get({ entryId: "p1" });
    expect(entry.sys).toMatchObject({ version: 2, publishedVersion: 1 });
    const draft = await cma.entry.update({ entryId: "p1" }, { ...entry, fields: { ...entry.fields, title: { "en-US": "Draft title" } } });
    expect(draft.sys).toMatchObject({ version: 3, publishedVersion: 1 });

    expect((await reader("delivery").getEntry("p1")).fields.title).toBe("Hello world");
    expect((await reader("preview").getEntry("p1")).fields.title).toBe("Draft title");
    const previewList = await reader("preview").getEntries({ content_type: "post", "fields.title": "Draft title" });
    expect(previewList.items.map((i) => i.sys.id)).toEqual(["p1"]);
    expect((await reader("delivery").getEntries({ content_type: "post", "fields.title": "Draft title" })).items).toEqual([]);

    const published = await cma.entry.publish({ entryId: "p1" }, draft);
    expect(published.sys).toMatchObject({ version: 4, publishedVersion: 3, publishedCounter: 2 });
    expect((await reader("delivery").getEntry("p1")).fields.title).toBe("Draft title");
  });

  it("serves entries that were never published, links to them resolved; unpublished and archived entries leave the right APIs", async () => {
    const created = await cma.entry.createWithId(
      { entryId: "p9", contentTypeId: "post" },
      { fields: { title: { "en-US": "Unpublished" }, slug: { "en-US": "unpublished" }, author: { "en-US": { sys: { type: "Link", linkType: "Entry", id: "alice" } } } } },
    );
    expect(created.sys.version).toBe(1);
    expect(created.sys.publishedVersion).toBeUndefined();
    const preview = await reader("preview").getEntry("p9");
    expect(preview.fields.title).toBe("Unpublished");
    expect((preview.fields.author as { fields: { name: string } }).fields.name).toBe("Alice");
    await expect(reader("delivery").getEntry("p9")).rejects.toThrow(/could not be found/);

    const live = await cma.entry.publish({ entryId: "p9" }, created);
    expect((await reader("delivery").getEntry("p9")).fields.title).toBe("Unpublished");
    const unpublished = await cma.entry.unpublish({ entryId: "p9" }, live);
    expect(unpublished.sys.publishedVersion).toBeUndefined();
    await expect(reader("delivery").getEntry("p9")).rejects.toThrow(/could not be found/);
    expect((await reader("preview").getEntry("p9")).fields.title).toBe("Unpublished");
    await cma.entry.archive({ entryId: "p9" });
    await expect(reader("preview").getEntry("p9")).rejects.toThrow(/could not be found/);
    await cma.entry.unarchive({ entryId: "p9" });
    await cma.entry.delete({ entryId: "p9" });
    await expect(cma.entry.get({ entryId: "p9" })).rejects.toMatchObject({ name: "NotFound" });
  });

  it("takes only the preview token, and the Delivery API only the delivery token", async () => {
    expect(await failure(reader("preview", "cda-token").getEntries())).toMatchObject({ name: "AccessTokenInvalid", status: 401 });
    expect(await failure(reader("delivery", "cpa-token").getEntries())).toMatchObject({ name: "AccessTokenInvalid", status: 401 });
    expect(await failure(reader("preview", "cma-token").getEntries())).toMatchObject({ name: "AccessTokenInvalid", status: 401 });
  });
});

describe("Management API", () => {
  it("refuses a stale version, an unknown field, a wrong token, and publishing what breaks the content type's validations", async () => {
    const entry = await cma.entry.get({ entryId: "p2" });
    await cma.entry.update({ entryId: "p2" }, { ...entry, fields: { ...entry.fields, views: { "en-US": 26 } } });
    expect(await failure(cma.entry.update({ entryId: "p2" }, entry))).toMatchObject({ name: "VersionMismatch", status: 409 });

    const current = await cma.entry.get({ entryId: "p2" });
    const unknown = await failure(cma.entry.update({ entryId: "p2" }, { ...current, fields: { ...current.fields, nope: { "en-US": 1 } } }));
    expect(unknown).toMatchObject({ name: "InvalidEntry", status: 422 });

    const missingTitle = await cma.entry.update({ entryId: "p2" }, { ...current, fields: { ...current.fields, title: {} } });
    const refused = await failure(cma.entry.publish({ entryId: "p2" }, missingTitle));
    expect(refused).toMatchObject({ name: "InvalidEntry", status: 422, details: { errors: [{ name: "required", path: ["fields", "title", "en-US"] }] } });
    // The published version is untouched.
    expect((await reader("delivery").getEntry("p2")).fields.title).toBe("Second post");

    const stranger = createManagementClient(
      { accessToken: "cda-token", host: `127.0.0.1:${server.port}`, insecure: true, basePath: "/contentful/management", retryOnError: false },
      { type: "plain", defaults: { spaceId: "sp", environmentId: "master" } },
    );
    expect(await failure(stranger.entry.getMany({}))).toMatchObject({ name: "AccessTokenInvalid", status: 401 });
  });

  it("creates, changes and publishes a content type with its editor interface; the Delivery API sees only the published model", async () => {
    const created = await cma.contentType.createWithId(
      { contentTypeId: "note" },
      {
        name: "Note",
        description: "A short note",
        displayField: "text",
        fields: [{ id: "text", name: "Text", type: "Symbol", localized: true, required: true, validations: [{ size: { max: 5 } }] }],
      },
    );
    expect(created.sys.version).toBe(1);
    expect(await failure(reader("delivery").getContentType("note"))).toMatchObject({ status: 404 });
    expect(await failure(cma.entry.create({ contentTypeId: "note" }, { fields: { text: { "en-US": "hi" } } }))).toMatchObject({ status: 422 });

    const published = await cma.contentType.publish({ contentTypeId: "note" }, created);
    expect(published.sys).toMatchObject({ version: 2, publishedVersion: 1 });
    expect((await reader("delivery").getContentType("note")).fields.map((f) => f.id)).toEqual(["text"]);

    const ei = await cma.editorInterface.get({ contentTypeId: "note" });
    expect(ei.controls).toEqual([{ fieldId: "text", widgetNamespace: "builtin", widgetId: "singleLine" }]);
    const changed = await cma.editorInterface.update(
      { contentTypeId: "note" },
      { ...ei, controls: [{ fieldId: "text", widgetNamespace: "builtin", widgetId: "singleLine", settings: { helpText: "Five characters at most." } }] },
    );
    expect(changed.controls?.[0]).toMatchObject({ settings: { helpText: "Five characters at most." } });
    expect(changed.sys.version).toBe(ei.sys.version + 1);

    const tooLong = await cma.entry.create({ contentTypeId: "note" }, { fields: { text: { "en-US": "too long" } } });
    expect(await failure(cma.entry.publish({ entryId: tooLong.sys.id }, tooLong))).toMatchObject({
      name: "InvalidEntry",
      details: { errors: [{ name: "size", max: 5, path: ["fields", "text", "en-US"] }] },
    });

    // A field leaves by being omitted and published, then deleted and published.
    const withExtra = await cma.contentType.update({ contentTypeId: "note" }, { ...published, fields: [...published.fields, { id: "extra", name: "Extra", type: "Integer", localized: false, required: false }] });
    const extraLive = await cma.contentType.publish({ contentTypeId: "note" }, withExtra);
    const dropped = await failure(cma.contentType.update({ contentTypeId: "note" }, { ...extraLive, fields: extraLive.fields.filter((f) => f.id !== "extra") }));
    expect(dropped).toMatchObject({ name: "ValidationFailed", status: 422 });
    const omitted = await cma.contentType.update({ contentTypeId: "note" }, { ...extraLive, fields: extraLive.fields.map((f) => (f.id === "extra" ? { ...f, omitted: true } : f)) });
    const omittedLive = await cma.contentType.publish({ contentTypeId: "note" }, omitted);
    const deleted = await cma.contentType.update({ contentTypeId: "note" }, { ...omittedLive, fields: omittedLive.fields.map((f) => (f.id === "extra" ? { ...f, deleted: true } : f)) });
    const final = await cma.contentType.publish({ contentTypeId: "note" }, deleted);
    expect(final.fields.map((f) => f.id)).toEqual(["text"]);
  });

  it("creates locales with a fallback chain and refuses a loop; tags with an id; preview environments through the raw client", async () => {
    const locales = await cma.locale.getMany({});
    expect(locales.items.map((l) => l.code)).toEqual(["en-US", "fr", "ru"]);
    const de = await cma.locale.create({}, { name: "German", code: "de", fallbackCode: "fr", optional: false });
    expect(de).toMatchObject({ code: "de", fallbackCode: "fr", default: false });
    const fr = locales.items.find((l) => l.code === "fr")!;
    expect(await failure(cma.locale.update({ localeId: fr.sys.id }, { ...fr, fallbackCode: "de" }))).toMatchObject({ name: "ValidationFailed" });
    expect((await reader("delivery").getLocales()).items.map((l) => l.code)).toContain("de");

    const tag = await cma.tag.createWithId({ tagId: "migrationsApplied" }, { name: "Migrations applied", sys: { visibility: "private" } } as never);
    expect(tag.sys).toMatchObject({ id: "migrationsApplied", version: 1 });
    expect((await cma.tag.getMany({ query: {} })).items.map((t) => t.sys.id)).toEqual(["migrationsApplied"]);

    const created = await cma.raw.post<{ sys: { id: string; version: number } }>("/spaces/sp/preview_environments", {
      name: "Website",
      description: "",
      configurations: [{ contentType: "post", url: "https://site.example/blog/{entry.fields.slug}?preview=1", enabled: true }],
    });
    const listed = await cma.raw.get<{ items: Array<{ name: string; configurations: unknown[] }> }>("/spaces/sp/preview_environments");
    expect(listed.items).toEqual([expect.objectContaining({ name: "Website", configurations: [{ contentType: "post", url: "https://site.example/blog/{entry.fields.slug}?preview=1", enabled: true }] })]);
    const stale = cma.raw.put(`/spaces/sp/preview_environments/${created.sys.id}`, { name: "Website", configurations: [] }, { headers: { "X-Contentful-Version": String(created.sys.version + 5) } });
    expect(await failure(stale)).toMatchObject({ status: 409 });
  });
});
