import { describe, expect, it } from "vitest";
import { applySelect, fullTextMatches, runQuery, textOf } from "./filter.ts";
import { parseQuery } from "./query.ts";
import { serializeEntry, type SerializeContext } from "./resources.ts";
import { createStore } from "./store.ts";
import { makeTestSeed, testContentTypes, testLocales } from "./testing.ts";

const { seed, remove } = await makeTestSeed();
remove(); // the assets folder is not used here
const store = createStore(seed);
const model = { locales: testLocales, contentType: (id: string) => testContentTypes.find((c) => c.sys.id === id) };

function ids(qs: string): string[] {
  const query = parseQuery(new URLSearchParams(qs), "Entry", model);
  const ctx: SerializeContext = {
    spaceId: "s",
    environment: "master",
    locales: testLocales,
    locale: query.locale,
    contentType: model.contentType,
    assetUrl: (id, name) => `//h/${id}/${name}`,
    fileSize: () => 0,
  };
  const all = store.entries().map((e) => serializeEntry(e, ctx));
  return runQuery(all, query, "en-US", model.contentType).items.map((i) => i.sys.id);
}

describe("runQuery", () => {
  it("filters by content type and orders by default newest first", () => {
    expect(ids("content_type=post")).toEqual(["p2", "p1", "p3"]);
    expect(ids("content_type=person")).toEqual(["alice", "carol"]);
  });

  it("equality, [ne], [in], [nin], [exists] on scalars", () => {
    expect(ids("content_type=post&fields.slug=second-post")).toEqual(["p2"]);
    expect(ids("content_type=post&fields.slug[ne]=second-post")).toEqual(["p1", "p3"]);
    expect(ids("content_type=post&fields.slug[in]=hello-world,third-post")).toEqual(["p1", "p3"]);
    expect(ids("content_type=post&fields.slug[nin]=hello-world,third-post")).toEqual(["p2"]);
    expect(ids("content_type=post&fields.featured[exists]=false")).toEqual(["p3"]);
    expect(ids("content_type=post&fields.featured=false")).toEqual(["p2"]);
  });

  it("array fields: equality means contains; [in], [nin], [all]", () => {
    expect(ids("content_type=post&fields.tags=garden")).toEqual(["p1"]);
    expect(ids("content_type=post&fields.tags=news")).toEqual(["p2", "p1"]);
    expect(ids("content_type=post&fields.tags[in]=garden,zzz")).toEqual(["p1"]);
    expect(ids("content_type=post&fields.tags[nin]=garden")).toEqual(["p2", "p3"]);
    expect(ids("content_type=post&fields.tags[all]=news,garden")).toEqual(["p1"]);
  });

  it("ranges on numbers and dates", () => {
    expect(ids("content_type=post&fields.views[gt]=5")).toEqual(["p2", "p1"]);
    expect(ids("content_type=post&fields.views[lte]=10")).toEqual(["p1", "p3"]);
    expect(ids("content_type=post&fields.publishedDate[gte]=2024-01-01")).toEqual(["p2", "p1"]);
  });

  it("links: fields.x.sys.id and links_to_entry (also through rich text)", () => {
    expect(ids("content_type=post&fields.author.sys.id=alice")).toEqual(["p1"]);
    expect(ids("content_type=post&fields.related.sys.id=p1")).toEqual(["p2"]);
    expect(ids("links_to_entry=carol")).toEqual(["p1", "alice"]);
  });

  it("[match] and query are case-insensitive full-text searches", () => {
    expect(ids("content_type=post&fields.summary[match]=GARDENS")).toEqual(["p1"]);
    expect(ids("query=tomatoes")).toEqual(["p1"]);
    expect(ids("query=WINTER coming")).toEqual(["p2"]);
    expect(ids("query=winter tomatoes")).toEqual([]);
    expect(ids("query=hiver&locale=fr")).toEqual(["p2"]);
  });

  it("filters see the requested locale with fallback", () => {
    expect(ids("content_type=post&fields.title=Bonjour le monde&locale=fr")).toEqual(["p1"]);
    expect(ids("content_type=post&fields.title=Bonjour le monde")).toEqual([]);
    // ru falls back to fr, then en-US.
    expect(ids("content_type=post&fields.title=Bonjour le monde&locale=ru")).toEqual(["p1"]);
    expect(ids("content_type=post&fields.title=Third post&locale=*")).toEqual(["p3"]);
  });

  it("orders by several keys, fields and sys, ascending or descending", () => {
    expect(ids("content_type=post&order=fields.views")).toEqual(["p3", "p1", "p2"]);
    expect(ids("content_type=post&order=-fields.views")).toEqual(["p2", "p1", "p3"]);
    expect(ids("content_type=post&order=fields.featured,sys.id")).toEqual(["p2", "p1", "p3"]);
    expect(ids("order=sys.id")).toEqual(["alice", "carol", "p1", "p2", "p3"]);
  });

  it("pages with skip and limit, total counts all matches", () => {
    const query = parseQuery(new URLSearchParams("content_type=post&skip=1&limit=1"), "Entry", model);
    const ctx: SerializeContext = {
      spaceId: "s",
      environment: "master",
      locales: testLocales,
      locale: "en-US",
      contentType: model.contentType,
      assetUrl: () => "",
      fileSize: () => 0,
    };
    const result = runQuery(store.entries().map((e) => serializeEntry(e, ctx)), query, "en-US", model.contentType);
    expect(result.total).toBe(3);
    expect(result.items.map((i) => i.sys.id)).toEqual(["p1"]);
  });
});

describe("helpers", () => {
  it("textOf reads strings, lists and rich-text text nodes but not links", () => {
    expect(
      textOf({
        a: "x",
        b: ["y", "z"],
        c: { nodeType: "document", content: [{ nodeType: "text", value: "w", marks: [] }] },
        d: { sys: { type: "Link", id: "nope" } },
      }),
    ).toEqual(["x", "y", "z", "w"]);
  });

  it("fullTextMatches needs every word", () => {
    expect(fullTextMatches(["Hello World"], "world hel")).toBe(true);
    expect(fullTextMatches(["Hello World"], "world bye")).toBe(false);
  });

  it("applySelect keeps only the selected paths", () => {
    const entity = { sys: { id: "a", type: "Entry", revision: 2 }, fields: { title: "T", body: "B" }, metadata: { tags: [], concepts: [] } };
    expect(
      applySelect(entity, [
        ["sys", "id"],
        ["fields", "title"],
      ]),
    ).toEqual({ sys: { id: "a" }, fields: { title: "T" } });
    expect(applySelect(entity, [["fields"]])).toEqual({ fields: { title: "T", body: "B" } });
    expect(applySelect(entity, undefined)).toBe(entity);
  });
});
