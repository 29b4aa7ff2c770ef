/**
 * The general seed validator: the whole seed (every helper's entries and
 * assets) must be publishable as-is to a Contentful space with this content
 * model, and every asset file must exist with its declared size.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Document } from "@contentful/rich-text-types";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { assetsDirectory, loadSeed, type ContentSeed, type SeedEntry } from "./index.ts";
import { embeddedAssetIds, hyperlinkUris, plainText, wordCount } from "./seed/richtext.ts";
import { validateAssetFiles, validateSeedContent } from "./setup/validate.ts";

const seed = loadSeed();
const MAX_ASSET_BYTES = 150 * 1024;
const en = (e: SeedEntry, field: string) => e.fields[field]?.["en-US"];
const ofType = (type: string) => seed.entries.filter((e) => e.sys.contentType === type);
const clone = (): ContentSeed => structuredClone(seed);
const firstOf = (s: ContentSeed, type: string) => s.entries.find((e) => e.sys.contentType === type)!;

describe("the seed is valid against the content model", () => {
  it("has no content problems (types, required fields, validations, links)", () => {
    expect(validateSeedContent(seed)).toEqual([]);
  });

  it("has every asset file, with the declared size and format, under the size budget", async () => {
    expect(await validateAssetFiles(seed.assets, { assetsDirectory, maxBytes: MAX_ASSET_BYTES })).toEqual([]);
  });

  it("uses every asset somewhere (no orphan images)", () => {
    const used = new Set<string>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") {
        const sys = (value as { sys?: { linkType?: string; id?: string } }).sys;
        if (sys?.linkType === "Asset" && sys.id) used.add(sys.id);
        Object.values(value).forEach(visit);
      }
    };
    seed.entries.forEach((e) => visit(e.fields));
    expect(seed.assets.map((a) => a.sys.id).filter((id) => !used.has(id))).toEqual([]);
  });
});

describe("the validator catches broken content", () => {
  const problemsAfter = (mutate: (s: ContentSeed) => void) => {
    const s = clone();
    mutate(s);
    return validateSeedContent(s).join("\n");
  };

  it("reports an unknown content type and an unknown field", () => {
    expect(problemsAfter((s) => (firstOf(s, "blogPost").sys.contentType = "nope"))).toMatch(/content type nope does not exist/);
    expect(problemsAfter((s) => (firstOf(s, "blogPost").fields.extra = { "en-US": "x" }))).toMatch(/field extra is not in blogPost/);
  });

  it("reports a missing required field", () => {
    expect(problemsAfter((s) => delete firstOf(s, "blogPost").fields.title)).toMatch(/\.title: required field missing in en-US/);
  });

  it("reports wrong types: long Symbol, non-integer, bad date, bad boolean, bad rich text", () => {
    expect(problemsAfter((s) => (firstOf(s, "blogPost").fields.title = { "en-US": "x".repeat(257) }))).toMatch(/longer than 256/);
    expect(problemsAfter((s) => (firstOf(s, "websitePackage").fields.revisions = { "en-US": 1.5 }))).toMatch(/Integer expected/);
    expect(problemsAfter((s) => (firstOf(s, "blogPost").fields.publishedDate = { "en-US": "May 5th" }))).toMatch(/ISO 8601 date/);
    expect(problemsAfter((s) => (firstOf(s, "websitePackage").fields.popular = { "en-US": "yes" }))).toMatch(/Boolean expected/);
    expect(
      problemsAfter((s) => (firstOf(s, "blogPost").fields.body = { "en-US": { nodeType: "document", data: {}, content: [{ nodeType: "text", value: "x", marks: [], data: {} }] } })),
    ).toMatch(/rich text/);
  });

  it("reports in, regexp and unique violations", () => {
    expect(problemsAfter((s) => (firstOf(s, "legalPage").fields.slug = { "en-US": "refunds" }))).toMatch(/not one of privacy, terms, cookies/);
    expect(problemsAfter((s) => (firstOf(s, "blogPost").fields.slug = { "en-US": "Not A Slug" }))).toMatch(/does not match/);
    expect(
      problemsAfter((s) => {
        const [a, b] = s.entries.filter((e) => e.sys.contentType === "blogPost");
        b!.fields.slug = structuredClone(a!.fields.slug!);
      }),
    ).toMatch(/must be unique/);
  });

  it("reports links to missing entries, wrong content types and missing assets", () => {
    expect(problemsAfter((s) => (firstOf(s, "blogPost").fields.image = { "en-US": { sys: { type: "Link", linkType: "Asset", id: "ghost" } } }))).toMatch(/missing asset ghost/);
    const page = seed.entries.find((e) => Array.isArray(en(e, "cards")) && (en(e, "cards") as unknown[]).length > 0);
    expect(page, "a service page with cards").toBeDefined();
    expect(
      problemsAfter((s) => {
        const target = s.entries.find((e) => e.sys.id === page!.sys.id)!;
        target.fields.cards = { "en-US": [{ sys: { type: "Link", linkType: "Entry", id: "legal-privacy" } }] };
      }),
    ).toMatch(/links to a legalPage, allowed: serviceCard/);
    expect(
      problemsAfter((s) => {
        const target = s.entries.find((e) => e.sys.id === page!.sys.id)!;
        target.fields.cards = { "en-US": [{ sys: { type: "Link", linkType: "Entry", id: "nowhere" } }] };
      }),
    ).toMatch(/missing entry nowhere/);
  });

  it("reports a missing asset file and a wrong declared size", async () => {
    const [a, b] = structuredClone(seed.assets.slice(0, 2));
    a!.fields.file["en-US"]!.path = "hero/missing.jpg";
    b!.fields.file["en-US"]!.width += 1;
    const problems = (await validateAssetFiles([a!, b!], { assetsDirectory, maxBytes: MAX_ASSET_BYTES })).join("\n");
    expect(problems).toMatch(/missing\.jpg: file not found/);
    expect(problems).toMatch(/is \d+×\d+, declared \d+×\d+/);
    expect((await validateAssetFiles([seed.assets[0]!], { assetsDirectory, maxBytes: 1000 })).join("")).toMatch(/over the/);
  });
});

describe("blog posts", () => {
  const posts = ofType("blogPost");

  it("has at least 12 posts in at least 4 categories", () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((p) => en(p, "category"))).size).toBeGreaterThanOrEqual(4);
  });

  it("gives every post 2 to 5 tags, with some tags shared between posts", () => {
    const counts = new Map<string, number>();
    for (const p of posts) {
      const tags = en(p, "tags") as string[];
      expect(tags.length, String(en(p, "slug"))).toBeGreaterThanOrEqual(2);
      expect(tags.length, String(en(p, "slug"))).toBeLessThanOrEqual(5);
      tags.forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1));
    }
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
  });

  it("spreads publication dates over 2023 to 2026, none in the future of the seed's own dates", () => {
    const years = new Set(posts.map((p) => String(en(p, "publishedDate")).slice(0, 4)));
    expect([...years].sort()).toEqual(["2023", "2024", "2025", "2026"]);
  });

  it("credits some posts to no author (the site then shows the consulting team)", () => {
    const withoutAuthor = posts.filter((p) => en(p, "author") === undefined);
    expect(withoutAuthor.length).toBeGreaterThanOrEqual(1);
    expect(withoutAuthor.length).toBeLessThan(posts.length);
  });

  it("gives every post its blog-<slug> image except one or two", () => {
    const without = posts.filter((p) => en(p, "image") === undefined);
    expect(without.length).toBeGreaterThanOrEqual(1);
    expect(without.length).toBeLessThanOrEqual(2);
    for (const p of posts.filter((x) => en(x, "image") !== undefined)) {
      expect((en(p, "image") as { sys: { id: string } }).sys.id).toBe(`blog-${String(en(p, "slug"))}`);
    }
  });

  it("has substantial bodies with headings, lists, a quote and links; a few embed an image", () => {
    let embedded = 0;
    for (const p of posts) {
      const body = en(p, "body") as Document;
      const slug = String(en(p, "slug"));
      const words = wordCount(body);
      expect(words, slug).toBeGreaterThanOrEqual(300);
      expect(words, slug).toBeLessThanOrEqual(900);
      const kinds = new Set(body.content.map((n) => n.nodeType as string));
      expect(kinds.has("heading-2"), slug).toBe(true);
      expect(kinds.has("unordered-list") || kinds.has("ordered-list"), slug).toBe(true);
      expect(kinds.has("blockquote"), slug).toBe(true);
      expect(hyperlinkUris(body).length, slug).toBeGreaterThanOrEqual(1);
      if (embeddedAssetIds(body).length > 0) embedded++;
      expect(String(en(p, "excerpt")).length, slug).toBeGreaterThan(60);
    }
    expect(embedded).toBeGreaterThanOrEqual(2);
  });
});

describe("legal pages", () => {
  const pages = ofType("legalPage");
  const text = (slug: string) => plainText(en(pages.find((p) => en(p, "slug") === slug)!, "body") as Document);

  it("has privacy, terms and cookies with complete bodies", () => {
    expect(pages.map((p) => en(p, "slug")).sort()).toEqual(["cookies", "privacy", "terms"]);
    for (const p of pages) expect(wordCount(en(p, "body") as Document)).toBeGreaterThan(400);
  });

  it("covers PIPEDA, Ontario law and what the browser stores", () => {
    expect(text("privacy")).toMatch(/PIPEDA/);
    expect(text("privacy")).toMatch(/Privacy Commissioner of Canada/);
    expect(text("terms")).toMatch(/Province of Ontario/);
    const cookies = text("cookies");
    expect(cookies).toMatch(/local storage/);
    expect(cookies).toMatch(/do not use advertising cookies/);
    for (const key of ["theme", "colorBlindMode", "fontSize", "lineSpacing", "reducedMotion", "language"]) {
      expect(cookies).toContain(key);
    }
  });
});

describe("public fallback images", () => {
  it.each([
    ["default-blog.jpg", 1200, 675],
    ["og-default.jpg", 1200, 630],
  ])("public/images/%s is a %dx%d JPEG", async (name, width, height) => {
    const path = fileURLToPath(new URL(`../public/images/${name}`, import.meta.url));
    expect(existsSync(path)).toBe(true);
    const meta = await sharp(path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", width, height]);
  });
});
