import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assetsDirectory, loadSeed } from "../index.ts";
import type { AssetFileSource, ContentTypeDefinition } from "../types.ts";
import { createFakeCma } from "./fake-cma.ts";
import { readSpace, syncSpace } from "./sync.ts";
import { planChanges } from "./plan.ts";

const seed = loadSeed();
const readAssetFile = (file: AssetFileSource) => readFileSync(join(assetsDirectory, file.path));

describe("syncSpace against an in-memory Management API", () => {
  it("fills an empty space with the seed, and a second run writes nothing", async () => {
    const fake = createFakeCma();
    const first = await syncSpace(fake.client, seed, { readAssetFile });
    expect(first.executed).toBe(first.plan.actions.length);
    expect(fake.store.entries.size).toBe(seed.entries.length);
    expect(fake.store.assets.size).toBe(seed.assets.length);
    expect([...fake.store.locales.keys()].sort()).toEqual(["ar", "en-US", "fa", "fr", "ru"]);
    // Everything is published and current.
    for (const item of [...fake.store.entries.values(), ...fake.store.assets.values(), ...fake.store.contentTypes.values()]) {
      expect(item.sys.version, item.sys.id).toBe((item.sys.publishedVersion ?? -10) + 1);
    }
    // Seed ids are kept, and uploaded files were processed with their real size.
    const hero = fake.store.assets.get("hero-mel")!.fields as { file: Record<string, { url: string; details: { image: { width: number } } }> };
    expect(hero.file["en-US"]!.url).toMatch(/hero-mel\.jpg$/);
    expect(hero.file["en-US"]!.details.image.width).toBe(1600);

    const writesBefore = fake.writes().length;
    const second = await syncSpace(fake.client, seed, { readAssetFile });
    expect(second.plan.actions).toEqual([]);
    expect(second.executed).toBe(0);
    expect(fake.writes().length).toBe(writesBefore);
  });

  it("changes only what differs", async () => {
    const fake = createFakeCma();
    await syncSpace(fake.client, seed, { readAssetFile });
    const changed = structuredClone(seed);
    const post = changed.entries.find((e) => e.sys.contentType === "blogPost")!;
    post.fields.title = { "en-US": "A new title" };
    const before = fake.calls.length;
    await syncSpace(fake.client, changed, { readAssetFile });
    const writes = fake.calls.slice(before).filter((c) => !c.endsWith(".getMany"));
    expect(writes).toEqual([`entry.update ${post.sys.id}`, `entry.publish ${post.sys.id}`]);
    expect((fake.store.entries.get(post.sys.id)!.fields as Record<string, unknown>).title).toEqual({ "en-US": "A new title" });
  });

  it("removes a field from a content type by omitting it, publishing, deleting it and publishing", async () => {
    const small = {
      locales: seed.locales,
      contentTypes: seed.contentTypes.filter((t) => t.sys.id === "legalPage"),
      assets: [],
      entries: seed.entries.filter((e) => e.sys.contentType === "legalPage"),
    };
    const withExtra = structuredClone(small);
    const legal = withExtra.contentTypes[0] as ContentTypeDefinition;
    legal.fields.push({ id: "summary", name: "Summary", type: "Text", localized: true, required: false });
    const fake = createFakeCma();
    await syncSpace(fake.client, withExtra, { readAssetFile });
    expect((fake.store.contentTypes.get("legalPage")!.fields as Array<{ id: string }>).map((f) => f.id)).toContain("summary");

    const before = fake.calls.length;
    await syncSpace(fake.client, small, { readAssetFile });
    expect(fake.calls.slice(before).filter((c) => !c.endsWith(".getMany"))).toEqual([
      "contentType.update legalPage",
      "contentType.publish legalPage",
      "contentType.update legalPage",
      "contentType.publish legalPage",
    ]);
    const fields = fake.store.contentTypes.get("legalPage")!.fields as Array<{ id: string }>;
    expect(fields.map((f) => f.id)).toEqual(small.contentTypes[0]!.fields.map((f) => f.id));
    expect(planChanges(small, await readSpace(fake.client)).actions).toEqual([]);
  });

  it("the fake enforces Contentful's rule that a field is omitted before it is deleted", async () => {
    const fake = createFakeCma();
    const small = { locales: seed.locales, contentTypes: seed.contentTypes.filter((t) => t.sys.id === "legalPage"), assets: [], entries: [] };
    await syncSpace(fake.client, small, { readAssetFile });
    const current = structuredClone(fake.store.contentTypes.get("legalPage")!);
    current.fields = (current.fields as Array<{ id: string }>).map((f) => (f.id === "title" ? { ...f, deleted: true } : f));
    await expect(fake.client.contentType.update({ contentTypeId: "legalPage" }, current as never)).rejects.toThrow(/must be omitted/);
  });

  it("prints the plan on a dry run and writes nothing", async () => {
    const fake = createFakeCma();
    const lines: string[] = [];
    const result = await syncSpace(fake.client, seed, { readAssetFile, dryRun: true, log: (l) => lines.push(l) });
    expect(fake.writes()).toEqual([]);
    expect(result.plan.actions.length).toBeGreaterThan(0);
    expect(lines.join("\n")).toMatch(/^Plan: \d+ action\(s\)/);
    expect(lines.join("\n")).toContain("create entry post-building-a-theory-of-change-that-works (blogPost)");
  });
});
