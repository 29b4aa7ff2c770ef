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

describe("match and imatch patterns (decision 0027)", () => {
  const details = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return ((e as HttpError).body as { code: string; details: string }).details;
    }
    return undefined;
  };

  it("refuse back-references, in plain, negated, quantified and logic-tree filters", () => {
    expect(details(() => parseOperation("t", "match.(a)\\1"))).toBe("back-references (\\1) are not allowed in match and imatch patterns");
    expect(details(() => parseOperation("t", "not.imatch.(a)(b)\\2"))).toBe("back-references (\\2) are not allowed in match and imatch patterns");
    expect(details(() => parseOperation("t", "match(any).{x,(a)\\1}"))).toMatch(/back-references/);
    expect(details(() => parseLogic("or", false, "(id.eq.1,t.match.(a)\\1)"))).toMatch(/back-references/);
  });

  it("accept escapes that are not back-references", () => {
    // \\ is a literal backslash (the digit after it is a digit), \0 an octal escape, \d a class.
    expect(parseOperation("t", "match.a\\\\1").value).toBe("a\\\\1");
    expect(parseOperation("t", "match.\\0101\\d+").value).toBe("\\0101\\d+");
  });

  it("refuse patterns over 256 characters", () => {
    expect(parseOperation("t", `match.${"a".repeat(256)}`).op).toBe("match");
    expect(details(() => parseOperation("t", `imatch.${"a".repeat(257)}`))).toBe("match and imatch patterns may be at most 256 characters long (this one has 257)");
    // Other operators are not regular expressions.
    expect(parseOperation("t", `like.${"a".repeat(300)}`).op).toBe("like");
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

describe("logic tree depth (decision 0027)", () => {
  const tree = (levels: number) => "or(".repeat(levels - 1) + "a.eq.1" + ")".repeat(levels - 1);
  it("parses 32 levels and refuses 33 with PGRST100, however deep the input", () => {
    expect(() => parseLogic("or", false, `(${tree(32)})`)).not.toThrow();
    for (const levels of [33, 5000]) {
      try {
        parseLogic("or", false, `(${tree(levels)})`);
        expect.unreachable();
      } catch (e) {
        expect((e as HttpError).status).toBe(400);
        expect((e as HttpError).body).toMatchObject({ code: "PGRST100", details: "logic trees (and, or) may nest at most 32 levels" });
      }
    }
  });
});
