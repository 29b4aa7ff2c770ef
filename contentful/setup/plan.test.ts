import { describe, expect, it } from "vitest";
import { loadSeed } from "../index.ts";
import type { ExistingSpace } from "./plan.ts";
import { canonical, fieldToCma, formatPlan, planChanges, type Action, type DesiredSpace } from "./plan.ts";

const seed = loadSeed();
const SIZE = 1234;
const fileSize = () => SIZE;

/** A space that already holds exactly the seed, everything published, as the CMA would return it. */
function publishedCopyOf(desired: DesiredSpace): ExistingSpace {
  const sys = (id: string) => ({ id, version: 2, publishedVersion: 1 });
  return structuredClone({
    locales: desired.locales.map((l) => ({ sys: { id: `loc-${l.code}`, version: 1 }, ...l })),
    contentTypes: desired.contentTypes.map((t) => ({
      sys: sys(t.sys.id),
      name: t.name,
      description: t.description,
      displayField: t.displayField,
      fields: t.fields.map(fieldToCma),
    })),
    assets: desired.assets.map((a) => ({
      sys: sys(a.sys.id),
      fields: {
        title: a.fields.title,
        description: a.fields.description,
        file: Object.fromEntries(
          Object.entries(a.fields.file).map(([locale, f]) => [
            locale,
            {
              fileName: f!.fileName,
              contentType: f!.contentType,
              url: `//images.ctfassets.net/x/${a.sys.id}/${f!.fileName}`,
              details: { size: SIZE, image: { width: f!.width, height: f!.height } },
            },
          ]),
        ),
      },
    })),
    entries: desired.entries.map((e) => ({
      sys: { ...sys(e.sys.id), contentType: { sys: { id: e.sys.contentType } } },
      fields: e.fields as Record<string, Record<string, unknown>>,
    })),
  }) as ExistingSpace;
}

const types = (actions: Action[]) => actions.map((a) => a.type);
const count = (actions: Action[], type: Action["type"]) => actions.filter((a) => a.type === type).length;

describe("planChanges", () => {
  it("plans a create (and a publish) for everything in an empty space", () => {
    const plan = planChanges(seed, { locales: [], contentTypes: [], assets: [], entries: [] }, { fileSize });
    expect(plan.conflicts).toEqual([]);
    expect(count(plan.actions, "createLocale")).toBe(seed.locales.length);
    expect(count(plan.actions, "createContentType")).toBe(seed.contentTypes.length);
    expect(count(plan.actions, "publishContentType")).toBe(seed.contentTypes.length);
    expect(count(plan.actions, "createAsset")).toBe(seed.assets.length);
    expect(count(plan.actions, "publishAsset")).toBe(seed.assets.length);
    expect(count(plan.actions, "createEntry")).toBe(seed.entries.length);
    expect(count(plan.actions, "publishEntry")).toBe(seed.entries.length);
    expect(plan.actions).toHaveLength(seed.locales.length + 2 * (seed.contentTypes.length + seed.assets.length + seed.entries.length));
  });

  it("orders locales, then content types, then assets, then entries; linked entries first", () => {
    const plan = planChanges(seed, { locales: [], contentTypes: [], assets: [], entries: [] }, { fileSize });
    const rank = { Locale: 0, ContentType: 1, Asset: 2, Entry: 3 } as const;
    const kinds = plan.actions.map((a) => rank[(/(Locale|ContentType|Asset|Entry)$/.exec(a.type)?.[1] ?? "Entry") as keyof typeof rank]);
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    const created = plan.actions.filter((a) => a.type === "createEntry").map((a) => (a as { id: string }).id);
    for (const entry of seed.entries) {
      for (const target of JSON.stringify(entry.fields).matchAll(/"linkType":"Entry","id":"([^"]+)"|"id":"([^"]+)","linkType":"Entry"/g)) {
        const id = target[1] ?? target[2]!;
        expect(created.indexOf(id), `${id} before ${entry.sys.id}`).toBeLessThan(created.indexOf(entry.sys.id));
      }
    }
  });

  it("plans nothing for a space that already equals the seed", () => {
    const plan = planChanges(seed, publishedCopyOf(seed), { fileSize });
    expect(plan).toEqual({ actions: [], conflicts: [] });
    expect(formatPlan(plan)).toMatch(/Nothing to do/);
  });

  it("plans one update (and its publish) when one field of one entry changed", () => {
    const existing = publishedCopyOf(seed);
    const post = existing.entries.find((e) => e.sys.contentType.sys.id === "blogPost")!;
    post.fields.title = { "en-US": "An older title" };
    const plan = planChanges(seed, existing, { fileSize });
    expect(plan.actions).toEqual([
      { type: "updateEntry", id: post.sys.id, changes: ["title"] },
      { type: "publishEntry", id: post.sys.id },
    ]);
  });

  it("only publishes an entry whose draft equals the seed but is not published", () => {
    const existing = publishedCopyOf(seed);
    const entry = existing.entries[0]!;
    entry.sys.publishedVersion = undefined;
    entry.sys.version = 1;
    expect(planChanges(seed, existing, { fileSize }).actions).toEqual([{ type: "publishEntry", id: entry.sys.id }]);
  });

  it("updates a content type whose field changed, then publishes it", () => {
    const existing = publishedCopyOf(seed);
    const blog = existing.contentTypes.find((t) => t.sys.id === "blogPost")!;
    blog.fields.find((f) => f.id === "category")!.required = false;
    expect(planChanges(seed, existing, { fileSize }).actions).toEqual([
      { type: "updateContentType", id: "blogPost", changes: ["fields.category"] },
      { type: "publishContentType", id: "blogPost" },
    ]);
  });

  it("omits, publishes, then deletes and publishes a field removed from a content type", () => {
    const existing = publishedCopyOf(seed);
    const blog = existing.contentTypes.find((t) => t.sys.id === "blogPost")!;
    blog.fields.push({ id: "legacySummary", name: "Legacy summary", type: "Text", localized: true, required: false, validations: [] });
    expect(planChanges(seed, existing, { fileSize }).actions).toEqual([
      { type: "omitField", contentTypeId: "blogPost", fieldId: "legacySummary" },
      { type: "publishContentType", id: "blogPost" },
      { type: "deleteField", contentTypeId: "blogPost", fieldId: "legacySummary" },
      { type: "publishContentType", id: "blogPost" },
    ]);
  });

  it("goes straight to delete when the removed field is already omitted", () => {
    const existing = publishedCopyOf(seed);
    const blog = existing.contentTypes.find((t) => t.sys.id === "blogPost")!;
    blog.fields.push({ id: "old", name: "Old", type: "Symbol", localized: false, required: false, omitted: true });
    expect(types(planChanges(seed, existing, { fileSize }).actions)).toEqual(["deleteField", "publishContentType"]);
  });

  it("re-uploads an asset whose file changed, and only updates one whose title changed", () => {
    const existing = publishedCopyOf(seed);
    const [first, second] = existing.assets;
    first!.fields.file!["en-US"]!.details!.size = SIZE + 1;
    second!.fields.title = { "en-US": "Old title" };
    expect(planChanges(seed, existing, { fileSize }).actions).toEqual([
      { type: "updateAsset", id: first!.sys.id, changes: ["file[en-US]"], upload: true },
      { type: "publishAsset", id: first!.sys.id },
      { type: "updateAsset", id: second!.sys.id, changes: ["title"], upload: false },
      { type: "publishAsset", id: second!.sys.id },
    ]);
  });

  it("updates a locale whose fallback differs and creates a missing one", () => {
    const existing = publishedCopyOf(seed);
    existing.locales = existing.locales.filter((l) => l.code !== "fa");
    existing.locales.find((l) => l.code === "fr")!.fallbackCode = null;
    expect(planChanges(seed, existing, { fileSize }).actions).toEqual([
      { type: "updateLocale", code: "fr", changes: ["fallbackCode"] },
      { type: "createLocale", code: "fa" },
    ]);
  });

  it("reports an entry of another content type under a seed id as a conflict, not an action", () => {
    const existing = publishedCopyOf(seed);
    existing.entries[0]!.sys.contentType.sys.id = "somethingElse";
    const plan = planChanges(seed, existing, { fileSize });
    expect(plan.actions).toEqual([]);
    expect(plan.conflicts).toEqual([expect.stringContaining(existing.entries[0]!.sys.id)]);
  });

  it("leaves entries the seed does not know alone", () => {
    const existing = publishedCopyOf(seed);
    existing.entries.push({
      sys: { id: "editor-made", version: 3, publishedVersion: 2, contentType: { sys: { id: "blogPost" } } },
      fields: { title: { "en-US": "Written by an editor" } },
    });
    expect(planChanges(seed, existing, { fileSize }).actions).toEqual([]);
  });
});

describe("canonical", () => {
  it("ignores key order and undefined values but not array order", () => {
    expect(canonical({ a: 1, b: { c: 2, d: undefined } })).toBe(canonical({ b: { c: 2 }, a: 1 }));
    expect(canonical([1, 2])).not.toBe(canonical([2, 1]));
  });
});
