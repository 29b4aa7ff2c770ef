import { describe, expect, it } from "vitest";
import { HttpError } from "../http.ts";
import { parseLogic, parseOperation, parseOrder, parseQuery, splitTopLevel } from "./parse-filters.ts";

describe("parseOperation", () => {
  it("parses every operator with its value", () => {
    expect(parseOperation("age", "gte.18")).toMatchObject({ column: "age", op: "gte", value: "18", negate: false });
    expect(parseOperation("name", "like.*ann*")).toMatchObject({ op: "like", value: "*ann*" });
    expect(parseOperation("id", 'in.(1,2,"a,b")')).toMatchObject({ op: "in", value: ["1", "2", "a,b"] });
    expect(parseOperation("x", "is.NULL")).toMatchObject({ op: "is", value: "null" });
    expect(parseOperation("tags", "cs.{a,b}")).toMatchObject({ op: "cs", value: "{a,b}" });
    expect(parseOperation("body", "fts(english).cat & dog")).toMatchObject({ op: "fts", config: "english", value: "cat & dog" });
    expect(parseOperation("name", "like(any).{a*,b*}")).toMatchObject({ op: "like", quantifier: "any", value: ["a*", "b*"] });
    expect(parseOperation("name", "eq.a.b.c")).toMatchObject({ op: "eq", value: "a.b.c" });
  });

  it("parses not. and JSON paths", () => {
    expect(parseOperation("status", "not.eq.new")).toMatchObject({ negate: true, op: "eq", value: "new" });
    expect(parseOperation("metadata->>email", "eq.a@b.c")).toMatchObject({ column: "metadata", path: [{ op: "->>", key: "email" }] });
  });

  it("rejects unknown operators and bad is values", () => {
    expect(() => parseOperation("a", "equals.1")).toThrow(HttpError);
    expect(() => parseOperation("a", "1")).toThrow(HttpError);
    expect(() => parseOperation("a", "is.maybe")).toThrow(HttpError);
    expect(() => parseOperation("a", "in.1,2")).toThrow(HttpError);
  });
});

describe("parseLogic", () => {
  it("parses nested and/or trees with negation and quoted values", () => {
    const tree = parseLogic("or", false, '(a.eq.1,not.and(b.gt.2,c.is.null),d.eq."x,y",e.not.in.(1,2))');
    expect(tree).toMatchObject({
      type: "or",
      negate: false,
      children: [
        { type: "cond", column: "a", op: "eq", value: "1" },
        { type: "and", negate: true, children: [{ column: "b", op: "gt" }, { column: "c", op: "is", value: "null" }] },
        { type: "cond", column: "d", value: "x,y" },
        { type: "cond", column: "e", negate: true, op: "in", value: ["1", "2"] },
      ],
    });
  });

  it("rejects a tree without parentheses", () => {
    expect(() => parseLogic("or", false, "a.eq.1")).toThrow(HttpError);
  });
});

describe("parseOrder", () => {
  it("parses directions, nulls and related columns", () => {
    expect(parseOrder("created_at.desc.nullslast,title,author(full_name).asc")).toEqual([
      { column: "created_at", path: [], relation: undefined, direction: "desc", nulls: "last" },
      { column: "title", path: [], relation: undefined },
      { column: "full_name", path: [], relation: "author", direction: "asc" },
    ]);
    expect(() => parseOrder("a.sideways")).toThrow(HttpError);
  });
});

describe("parseQuery", () => {
  it("routes parameters to the root and to embedded resources", () => {
    const q = parseQuery(
      new URLSearchParams("select=*,service_pricing(*)&id=eq.1&or=(a.eq.1,b.eq.2)&not.and=(c.eq.1)&service_pricing.order=price.desc&service_pricing.limit=2&service_pricing.tier=eq.basic&limit=5&offset=10&columns=a,b&on_conflict=slug"),
    );
    expect(q.select).toBe("*,service_pricing(*)");
    expect(q.columns).toEqual(["a", "b"]);
    expect(q.onConflict).toEqual(["slug"]);
    const root = q.byPath.get("")!;
    expect(root.limit).toBe(5);
    expect(root.offset).toBe(10);
    expect(root.filters).toMatchObject([{ column: "id" }, { type: "or" }, { type: "and", negate: true }]);
    const embed = q.byPath.get("service_pricing")!;
    expect(embed).toMatchObject({ limit: 2, order: [{ column: "price", direction: "desc" }], filters: [{ column: "tier", value: "basic" }] });
  });

  it("skips named parameters (rpc arguments on GET) and rejects a bad limit", () => {
    expect(parseQuery(new URLSearchParams("a=1&b=eq.2"), new Set(["a"])).byPath.get("")!.filters).toHaveLength(1);
    expect(() => parseQuery(new URLSearchParams("limit=-1"))).toThrow(HttpError);
  });

  it("splits on top-level commas only", () => {
    expect(splitTopLevel('a,b(c,d),"e,f",{g,h}')).toEqual(["a", "b(c,d)", '"e,f"', "{g,h}"]);
  });
});
