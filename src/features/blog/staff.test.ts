import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { arrayLiteral, createStaffSource, searchWords, STAFF_ERROR } from "./staff";

/** A recording stand-in for supabase-js's query builder. */
function fakeClient(result: { data: unknown; error: unknown }) {
  const calls: Array<[string, ...unknown[]]> = [];
  const builder: Record<string, unknown> = {};
  for (const method of ["select", "overlaps", "or", "eq", "filter", "order", "limit"]) {
    builder[method] = (...args: unknown[]) => (calls.push([method, ...args]), builder);
  }
  builder.then = (resolve: (v: unknown) => unknown) => Promise.resolve(result).then(resolve);
  const client = { from: (table: string) => (calls.push(["from", table]), builder) } as unknown as SupabaseClient;
  return { client, calls };
}

const row = {
  id: "1",
  title: "Hello",
  slug: "hello",
  category: "News",
  tags: ["a"],
  excerpt: "Ex",
  content: "Body",
  cover_image_url: "https://img.example/c.jpg",
  author_name: "Sam",
  published_at: "2025-01-01T00:00:00Z",
};

describe("staff posts from Supabase", () => {
  it("query the public view with every filter, newest first", async () => {
    const { client, calls } = fakeClient({ data: [row], error: null });
    const posts = await createStaffSource(async () => client).list({ q: "climate, risk()", category: "News", tag: 'a "b"', limit: 20 });
    expect(calls).toEqual([
      ["from", "published_blog_posts"],
      ["select", expect.stringContaining("content")],
      ["overlaps", "languages", ["en"]],
      ["or", "title.ilike.*climate*,excerpt.ilike.*climate*,content.ilike.*climate*"],
      ["or", "title.ilike.*risk*,excerpt.ilike.*risk*,content.ilike.*risk*"],
      ["eq", "category", "News"],
      ["filter", "tags", "cs", '{"a \\"b\\""}'],
      ["order", "published_at", { ascending: false }],
      ["limit", 20],
    ]);
    expect(posts[0]).toMatchObject({ source: "staff", slug: "hello", author: "Sam", defaultImage: false });
  });

  it("list, for a page in another language, its language's posts and the English ones, marking the English texts", async () => {
    const { client, calls } = fakeClient({ data: [{ ...row, language: "en" }, { ...row, slug: "bonjour", language: "fr" }], error: null });
    const posts = await createStaffSource(async () => client, "fr").list({ limit: 5 });
    expect(calls).toContainEqual(["overlaps", "languages", ["fr", "en"]]);
    expect(posts.map((p) => [p.slug, p.fieldLanguages])).toEqual([
      ["hello", { title: "en", excerpt: "en", body: "en" }],
      ["bonjour", undefined],
    ]);
    const { client: facetsClient, calls: facetCalls } = fakeClient({ data: [], error: null });
    await createStaffSource(async () => facetsClient, "ar").facets();
    expect(facetCalls).toContainEqual(["overlaps", "languages", ["ar", "en"]]);
  });

  it("show a post's stored translation in the page's language, and mark only the texts not translated", async () => {
    const translated = {
      ...row,
      language: "en",
      i18n: { ar: { title: "مرحبا", content: "النص **الكامل**." }, fr: { title: "Bonjour" } },
    };
    const { client } = fakeClient({ data: [translated], error: null });
    const [ar] = await createStaffSource(async () => client, "ar").list({ limit: 1 });
    expect(ar).toMatchObject({ title: "مرحبا", excerpt: "النص الكامل.", body: { kind: "markdown", markdown: "النص **الكامل**." } });
    expect(ar!.fieldLanguages).toBeUndefined();
    const [fr] = await createStaffSource(async () => client, "fr").list({ limit: 1 });
    expect(fr).toMatchObject({ title: "Bonjour", excerpt: "Ex", fieldLanguages: { excerpt: "en", body: "en" } });
    const [fa] = await createStaffSource(async () => client, "fa").list({ limit: 1 });
    expect(fa).toMatchObject({ title: "Hello", fieldLanguages: { title: "en", excerpt: "en", body: "en" } });
    const [en] = await createStaffSource(async () => client, "en").list({ limit: 1 });
    expect(en).toMatchObject({ title: "Hello", excerpt: "Ex" });
    expect(en!.fieldLanguages).toBeUndefined();
  });

  it("credit a post without an author to the team (shown in the page's language)", async () => {
    const { client } = fakeClient({ data: [{ ...row, author_name: null }], error: null });
    expect((await createStaffSource(async () => client).list({ limit: 1 }))[0]).toMatchObject({ teamAuthor: true });
  });

  it("reject with one message when Supabase answers an error", async () => {
    const { client } = fakeClient({ data: null, error: { message: "boom" } });
    await expect(createStaffSource(async () => client).bySlug("x")).rejects.toThrow(STAFF_ERROR);
    await expect(createStaffSource(() => Promise.reject(new Error("offline"))).facets()).rejects.toThrow(STAFF_ERROR);
  });

  it("keep only safe search words and quote array literals", () => {
    expect(searchWords("a,b (c) *d* e.f -g- 'h'")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(arrayLiteral("x\\y")).toBe('{"x\\\\y"}');
  });
});
