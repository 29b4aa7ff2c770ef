import { describe, expect, it } from "vitest";
import { CdaError } from "./errors.ts";
import { parseQuery } from "./query.ts";
import { testContentTypes, testLocales } from "./testing.ts";

const model = { locales: testLocales, contentType: (id: string) => testContentTypes.find((c) => c.sys.id === id) };
const parse = (qs: string, kind: "Entry" | "Asset" = "Entry") => parseQuery(new URLSearchParams(qs), kind, model);

function errorOf(fn: () => unknown): CdaError {
  try {
    fn();
  } catch (err) {
    if (err instanceof CdaError) return err;
    throw err;
  }
  throw new Error("expected a CdaError");
}

describe("parseQuery", () => {
  it("applies the Delivery API defaults", () => {
    const q = parse("");
    expect(q).toMatchObject({ locale: "en-US", limit: 100, skip: 0, include: 1, filters: [] });
    expect(q.order.map((o) => [o.path.join("."), o.desc])).toEqual([
      ["updatedAt", true],
      ["id", false],
    ]);
  });

  it("parses filters with operators and typed values", () => {
    const q = parse(
      "content_type=post&fields.views[gte]=10&fields.tags[in]=a,b&fields.featured=true&fields.publishedDate[lt]=2024-02-01&sys.id[nin]=x,y&fields.author.sys.id=alice",
    );
    expect(q.contentType?.sys.id).toBe("post");
    expect(q.filters.map((f) => [f.path.join("."), f.op, f.values, f.array])).toEqual([
      ["views", "gte", [10], false],
      ["tags", "in", ["a", "b"], true],
      ["featured", "eq", [true], false],
      ["publishedDate", "lt", [Date.parse("2024-02-01")], false],
      ["id", "nin", ["x", "y"], false],
      ["author.sys.id", "eq", ["alice"], false],
    ]);
  });

  it("parses order, select, paging, include, locale and links_to_entry", () => {
    const q = parse("content_type=post&order=-fields.views,sys.id&select=sys.id,fields.title&limit=5&skip=2&include=3&locale=fr&links_to_entry=p1&query=hi");
    expect(q.order.map((o) => [o.scope, o.path.join("."), o.desc])).toEqual([
      ["fields", "views", true],
      ["sys", "id", false],
    ]);
    expect(q.select).toEqual([
      ["sys", "id"],
      ["fields", "title"],
    ]);
    expect(q).toMatchObject({ limit: 5, skip: 2, include: 3, locale: "fr", linksToEntry: "p1", fullText: "hi" });
  });

  it("accepts locale=*", () => {
    expect(parse("locale=*").locale).toBe("*");
  });

  it("refuses a field filter without content_type", () => {
    const err = errorOf(() => parse("fields.title=x"));
    expect(err.status).toBe(400);
    expect(err.id).toBe("InvalidQuery");
    expect(err.details).toMatchObject({ errors: [{ name: "contentTypeRequired" }] });
  });

  it("refuses unknown fields, unknown operators, wrong types and unorderable paths", () => {
    expect(errorOf(() => parse("content_type=post&fields.nope=1")).details).toEqual({
      errors: [{ name: "unknown", path: ["fields", "nope"], details: 'The path "fields.nope" is not a valid path to a field of the content type.' }],
    });
    expect(errorOf(() => parse("content_type=post&fields.title[foo]=1")).details).toMatchObject({ errors: [{ name: "unknownOperator" }] });
    expect(errorOf(() => parse("content_type=post&fields.featured[lt]=1")).details).toMatchObject({ errors: [{ name: "operatorNotApplicable" }] });
    expect(errorOf(() => parse("content_type=post&fields.views=abc")).details).toMatchObject({ errors: [{ name: "type", value: "abc" }] });
    expect(errorOf(() => parse("content_type=post&order=fields.body")).details).toMatchObject({ errors: [{ name: "notOrderable" }] });
    expect(errorOf(() => parse("content_type=nope")).details).toEqual({ errors: [{ name: "unknownContentType", value: "nope" }] });
    expect(errorOf(() => parse("sys.nope=1")).id).toBe("InvalidQuery");
  });

  it("bounds limit and include", () => {
    expect(parse("limit=1000").limit).toBe(1000);
    expect(errorOf(() => parse("limit=1001")).id).toBe("InvalidQuery");
    expect(errorOf(() => parse("limit=-1")).id).toBe("InvalidQuery");
    expect(errorOf(() => parse("include=11")).id).toBe("InvalidQuery");
    expect(parse("include=0").include).toBe(0);
  });

  it("refuses an unknown locale with BadRequest", () => {
    const err = errorOf(() => parse("locale=de"));
    expect([err.status, err.id, err.message]).toEqual([400, "BadRequest", "Unknown locale: de"]);
  });

  it("knows asset fields without a content type", () => {
    const q = parse("fields.file.contentType=image/png&order=fields.file.details.size", "Asset");
    expect(q.filters[0]).toMatchObject({ path: ["file", "contentType"], op: "eq", values: ["image/png"] });
    expect(errorOf(() => parse("fields.nope=1", "Asset")).id).toBe("InvalidQuery");
  });

  it("ignores parameters that are not paths", () => {
    expect(parse("access_token=x&_=123").filters).toEqual([]);
  });
});
