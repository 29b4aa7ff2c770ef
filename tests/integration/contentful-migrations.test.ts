/**
 * contentful/migrations/ replayed through the real contentful-management SDK onto an empty space
 * of the Contentful emulator: the result is exactly the model the site reads (contentful/model.ts
 * and locales.ts: content types, validations, display fields, help text and field appearances,
 * the locales' fallback chain); a second run applies nothing; a space that had the older
 * migrations gets only the newer ones. Also the content preview URLs of contentful:setup.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type PlainClientAPI } from "contentful-management";
import { contentTypes, locales } from "../../contentful/index.ts";
import type { FieldDefinition } from "../../contentful/types.ts";
import { loadMigrations, runMigrations, type Migration } from "../../contentful/setup/migrate.ts";
import { configurePreviewUrls, PREVIEW_ENVIRONMENT_NAME } from "../../contentful/setup/preview-urls.ts";
import { createContentfulEmulator } from "../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../emulator/contentful/testing.ts";

const servers: RunningServer[] = [];
let migrations: Migration[];

/** A new, empty space (only its default locale, as Contentful creates one) and a client for it. */
async function emptySpace(): Promise<PlainClientAPI> {
  const emulator = createContentfulEmulator({
    spaceId: "fresh",
    deliveryToken: "cda",
    managementToken: "cma",
    seed: { locales: [{ code: "en-US", name: "English (United States)", default: true, fallbackCode: null }], contentTypes: [], entries: [], assets: [] },
  });
  const server = await serve(emulator.handle);
  servers.push(server);
  return createClient(
    { accessToken: "cma", host: `127.0.0.1:${server.port}`, insecure: true, basePath: "/contentful/management", retryOnError: false },
    { type: "plain", defaults: { spaceId: "fresh", environmentId: "master" } },
  );
}

beforeAll(async () => {
  migrations = await loadMigrations();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const fieldShape = (f: Partial<FieldDefinition> & Record<string, unknown>) => ({
  id: f.id,
  name: f.name,
  type: f.type,
  localized: f.localized,
  required: f.required,
  validations: f.validations ?? [],
  ...(f.linkType ? { linkType: f.linkType } : {}),
  ...(f.items ? { items: { type: f.items.type, ...(f.items.linkType ? { linkType: f.items.linkType } : {}), validations: f.items.validations ?? [] } } : {}),
});

/** The model as the site reads it. */
function expectedModel() {
  return contentTypes.map((ct) => ({
    id: ct.sys.id,
    name: ct.name,
    description: ct.description,
    displayField: ct.displayField,
    fields: ct.fields.map((f) => fieldShape(f as never)),
    controls: ct.fields.map((f) => ({
      fieldId: f.id,
      helpText: f.helpText,
      ...(f.appearance ? { widgetId: f.appearance.widgetId, settings: f.appearance.settings ?? {} } : {}),
    })),
  }));
}

/** The model as the space holds it, read back through the Management API. */
async function spaceModel(client: PlainClientAPI) {
  const types = (await client.contentType.getMany({ query: { limit: 1000 } })).items;
  return Promise.all(
    expectedModel().map(async (want) => {
      const ct = types.find((t) => t.sys.id === want.id);
      if (!ct) return { id: want.id, missing: true };
      const ei = await client.editorInterface.get({ contentTypeId: ct.sys.id });
      return {
        id: ct.sys.id,
        name: ct.name,
        description: ct.description,
        displayField: ct.displayField,
        fields: ct.fields.map((f) => fieldShape(f as never)),
        controls: (ei.controls ?? []).map((c) => {
          const { helpText, ...settings } = (c.settings ?? {}) as Record<string, unknown>;
          const own = want.controls.find((w) => w.fieldId === c.fieldId);
          return { fieldId: c.fieldId, helpText, ...(own && "widgetId" in own ? { widgetId: c.widgetId, settings } : {}) };
        }),
      };
    }),
  );
}

describe("content migrations", () => {
  it("are dated files, oldest first", () => {
    expect(migrations.length).toBeGreaterThanOrEqual(2);
    expect(migrations.map((m) => m.id)).toEqual([...migrations.map((m) => m.id)].sort());
    expect(new Set(migrations.map((m) => m.id)).size).toBe(migrations.length);
  });

  it("replayed onto an empty space give exactly the model the site reads, and a second run applies nothing", async () => {
    const client = await emptySpace();
    const applied = await runMigrations(client, migrations);
    expect(applied).toEqual(migrations.map((m) => m.id));

    expect(await spaceModel(client)).toEqual(expectedModel());
    const spaceTypes = (await client.contentType.getMany({})).items;
    expect(spaceTypes.map((t) => t.sys.id).sort()).toEqual(contentTypes.map((t) => t.sys.id).sort());
    for (const t of spaceTypes) expect(t.sys.version, t.sys.id).toBe((t.sys.publishedVersion ?? -10) + 1);
    const spaceLocales = (await client.locale.getMany({})).items.map((l) => ({ code: l.code, name: l.name, default: l.default, fallbackCode: l.fallbackCode ?? null }));
    expect(spaceLocales).toEqual(locales);

    const versions = spaceTypes.map((t) => t.sys.version);
    const lines: string[] = [];
    expect(await runMigrations(client, migrations, { log: (l) => lines.push(l) })).toEqual([]);
    expect(lines).toEqual([`Content model: all ${migrations.length} migration(s) already applied.`]);
    expect((await client.contentType.getMany({})).items.map((t) => t.sys.version)).toEqual(versions);
  });

  it("give a space that had the older migrations only the newer ones, recorded as tags", async () => {
    const client = await emptySpace();
    expect(await runMigrations(client, migrations.slice(0, 1))).toEqual([migrations[0]!.id]);
    const dry: string[] = [];
    expect(await runMigrations(client, migrations, { dryRun: true, log: (l) => dry.push(l) })).toEqual([]);
    expect(dry.slice(1).map((l) => l.trim().slice(0, 14))).toEqual(migrations.slice(1).map((m) => m.id));
    expect(await runMigrations(client, migrations)).toEqual(migrations.slice(1).map((m) => m.id));
    const tags = (await client.tag.getMany({ query: {} })).items.map((t) => t.sys.id).sort();
    expect(tags).toEqual(migrations.map((m) => `migration-${m.id}`).sort());
    expect(await spaceModel(client)).toEqual(expectedModel());
  });

  it("set one content preview URL per content type, once", async () => {
    const client = await emptySpace();
    expect(await configurePreviewUrls(client, "fresh", "https://firm.example/")).toBe("created");
    expect(await configurePreviewUrls(client, "fresh", "https://firm.example")).toBe("unchanged");
    const list = await client.raw.get<{ items: Array<{ name: string; configurations: Array<{ contentType: string; url: string }> }> }>("/spaces/fresh/preview_environments");
    expect(list.items.map((p) => p.name)).toEqual([PREVIEW_ENVIRONMENT_NAME]);
    const urls = Object.fromEntries(list.items[0]!.configurations.map((c) => [c.contentType, c.url]));
    expect(Object.keys(urls).sort()).toEqual(contentTypes.map((t) => t.sys.id).sort());
    expect(urls.principle).toBe("https://firm.example/about/principle/{entry.fields.slug}?preview=1");
    expect(urls.blogPost).toBe("https://firm.example/blog/{entry.fields.slug}?preview=1");
    expect(await configurePreviewUrls(client, "fresh", "https://staging.firm.example")).toBe("updated");
  });
});
