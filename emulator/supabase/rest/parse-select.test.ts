import { describe, expect, it } from "vitest";
import { HttpError } from "../http.ts";
import { columnKey, parseColumnRef, parseSelect } from "./parse-select.ts";

describe("parseSelect", () => {
  it("treats a missing or empty select as *", () => {
    expect(parseSelect(null)).toEqual([{ type: "star" }]);
    expect(parseSelect("")).toEqual([{ type: "star" }]);
  });

  it("parses columns, aliases, casts and JSON paths", () => {
    expect(parseSelect("id,fullName:full_name,price::text,meta->a->>b")).toEqual([
      { type: "column", name: "id", alias: undefined, cast: undefined, path: [] },
      { type: "column", name: "full_name", alias: "fullName", cast: undefined, path: [] },
      { type: "column", name: "price", alias: undefined, cast: "text", path: [] },
      { type: "column", name: "meta", alias: undefined, cast: undefined, path: [{ op: "->", key: "a" }, { op: "->>", key: "b" }] },
    ]);
    const [col] = parseSelect("meta->>name");
    expect(col?.type === "column" && columnKey(col)).toBe("name");
  });

  it("parses embeds with alias, hint, !inner, spread and nesting", () => {
    expect(parseSelect("*,author:profiles!blog_posts_author_id_fkey(full_name,role),service_pricing!inner(*),...cat:service_categories(name)")).toEqual([
      { type: "star" },
      {
        type: "embed", relation: "profiles", alias: "author", hint: "blog_posts_author_id_fkey", inner: false, spread: false,
        select: [
          { type: "column", name: "full_name", alias: undefined, cast: undefined, path: [] },
          { type: "column", name: "role", alias: undefined, cast: undefined, path: [] },
        ],
      },
      { type: "embed", relation: "service_pricing", alias: undefined, hint: undefined, inner: true, spread: false, select: [{ type: "star" }] },
      {
        type: "embed", relation: "service_categories", alias: "cat", hint: undefined, inner: false, spread: true,
        select: [{ type: "column", name: "name", alias: undefined, cast: undefined, path: [] }],
      },
    ]);
    expect(parseSelect("*,users!inner()")[1]).toMatchObject({ type: "embed", relation: "users", inner: true, select: [] });
    const nested = parseSelect("a(b(c))");
    expect(nested[0]).toMatchObject({ type: "embed", relation: "a", select: [{ type: "embed", relation: "b", select: [{ type: "column", name: "c" }] }] });
  });

  it("accepts quoted names and whitespace", () => {
    expect(parseSelect(' "my col" , x ')).toMatchObject([{ name: "my col" }, { name: "x" }]);
  });

  it("rejects malformed input with PGRST100", () => {
    for (const bad of ["a(b", "a,,b", "a)", "::text"]) {
      let err: unknown;
      try {
        parseSelect(bad);
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(400);
      expect((err as HttpError).body).toMatchObject({ code: "PGRST100" });
    }
  });

  it("parses column references for filters and order", () => {
    expect(parseColumnRef("metadata->>email")).toEqual({ name: "metadata", path: [{ op: "->>", key: "email" }] });
    expect(() => parseColumnRef("a b")).toThrow(HttpError);
  });

  it("parses aggregates: count(), col.agg() with casts and aliases", () => {
    expect(parseSelect("n:count()::int")).toEqual([{ type: "column", name: "*", alias: "n", path: [], aggregate: "count", aggregateCast: "int" }]);
    expect(parseSelect("total:price::numeric.sum()::text")).toEqual([
      { type: "column", name: "price", alias: "total", cast: "numeric", path: [], aggregate: "sum", aggregateCast: "text" },
    ]);
    expect(parseSelect("data->a.max()")[0]).toMatchObject({ name: "data", path: [{ op: "->", key: "a" }], aggregate: "max" });
    expect(() => parseSelect("id.median()")).toThrow(HttpError);
  });
});

describe("embedding depth (decision 0027)", () => {
  const nested = (levels: number) => "a(".repeat(levels) + "id" + ")".repeat(levels);
  it("parses 32 nested embeds and refuses 33 with PGRST100, however deep the input", () => {
    expect(parseSelect(nested(32))).toHaveLength(1);
    for (const levels of [33, 10_000]) {
      try {
        parseSelect(nested(levels));
        expect.unreachable();
      } catch (e) {
        expect((e as HttpError).status).toBe(400);
        expect((e as HttpError).body).toMatchObject({ code: "PGRST100", details: "embedded resources may nest at most 32 levels" });
      }
    }
    // Siblings do not add up: depth is nesting, not count.
    expect(parseSelect(Array.from({ length: 40 }, (_, i) => `r${i}(${nested(30)})`).join(","))).toHaveLength(40);
  });
});

