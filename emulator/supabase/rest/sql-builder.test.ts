import { describe, expect, it } from "vitest";
import { HttpError } from "../http.ts";
import { parseQuery } from "./parse-filters.ts";
import { parseSelect } from "./parse-select.ts";
import type { Schema, Table } from "./schema-cache.ts";
import { buildRead, newBuild, qi } from "./sql-builder.ts";

function table(name: string, columns: string[], primaryKey = ["id"]): Table {
  const cols = columns.map((c) => ({ name: c, type: "text", nullable: true, hasDefault: false, generated: false }));
  return { schema: "public", name, kind: "table", columns: cols, columnMap: new Map(cols.map((c) => [c.name, c])), primaryKey, uniques: [primaryKey] };
}

const posts = table("posts", ["id", "title", "author_id"]);
const authors = table("authors", ["id", "name"]);
const schema: Schema = {
  schema: "public",
  tables: new Map([
    ["posts", posts],
    ["authors", authors],
  ]),
  relationships: [{ name: "posts_author_id_fkey", table: "posts", columns: ["author_id"], foreignTable: "authors", foreignColumns: ["id"] }],
  functions: new Map(),
};

function read(qs: string) {
  const q = parseQuery(new URLSearchParams(qs));
  return buildRead(newBuild(schema, q), posts, parseSelect(q.select), { count: true, stripNulls: false, limit: 5 });
}

describe("buildRead", () => {
  it("passes every value as a parameter, never in the SQL text", () => {
    const evil = "x'); drop table posts; --";
    const plan = read(`select=title,author:authors(name)&title=eq.${encodeURIComponent(evil)}&or=(title.like."*${encodeURIComponent(evil)}*",id.in.(1,2))&authors.name=neq.${encodeURIComponent(evil)}`);
    expect(plan.sql).not.toContain("drop table");
    expect(plan.countSql).not.toContain("drop table");
    expect(plan.params).toEqual(expect.arrayContaining([evil, `%${evil}%`, "1", "2", 5]));
    expect(plan.sql).toContain('"public"."authors"');
    expect(plan.sql).toMatch(/LIMIT \$\d+::bigint/);
  });

  it("quotes identifiers", () => {
    expect(qi('we"ird')).toBe('"we""ird"');
  });

  it("rejects unknown columns, relations and embedded filter targets with PostgREST codes", () => {
    const codeOf = (qs: string) => {
      try {
        read(qs);
      } catch (e) {
        return e instanceof HttpError ? (e.body as { code: string }).code : String(e);
      }
      return "no error";
    };
    expect(codeOf("select=nope")).toBe("42703");
    expect(codeOf("select=id&nope=eq.1")).toBe("42703");
    expect(codeOf("select=id,comments(*)")).toBe("PGRST200");
    expect(codeOf("select=id&authors.name=eq.x")).toBe("PGRST108");
    expect(codeOf("select=id::text;drop")).toBe("PGRST100");
  });
});
