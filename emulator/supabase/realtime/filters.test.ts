import { describe, expect, it } from "vitest";
import { matchesFilter, parseFilter } from "./filters.ts";

describe("parseFilter", () => {
  it("parses column=op.value for every operator Realtime accepts", () => {
    expect(parseFilter("conversation_id=eq.3f1c")).toEqual({ column: "conversation_id", op: "eq", values: ["3f1c"] });
    for (const op of ["neq", "lt", "lte", "gt", "gte"]) expect(parseFilter(`n=${op}.5`)).toEqual({ column: "n", op, values: ["5"] });
    expect(parseFilter('status=in.(pending, active,"a,b")')).toEqual({ column: "status", op: "in", values: ["pending", "active", "a,b"] });
    expect(parseFilter("body=eq.a=b.c")).toEqual({ column: "body", op: "eq", values: ["a=b.c"] });
  });

  it("rejects anything else", () => {
    for (const bad of ["nonsense", "id=like.x", "=eq.1", "id=in.1,2"]) expect(() => parseFilter(bad), bad).toThrow(/invalid filter/);
  });
});

describe("matchesFilter", () => {
  const row = { id: "b7e0", n: 10, label: "beta", done: false, gone: null };

  it("compares numbers as numbers and text as text", () => {
    expect(matchesFilter(parseFilter("n=gt.9"), row)).toBe(true);
    expect(matchesFilter(parseFilter("n=lt.9"), row)).toBe(false);
    expect(matchesFilter(parseFilter("n=gte.10"), row)).toBe(true);
    expect(matchesFilter(parseFilter("n=eq.10.0"), row)).toBe(true);
    expect(matchesFilter(parseFilter("label=lt.gamma"), row)).toBe(true);
    expect(matchesFilter(parseFilter("id=eq.b7e0"), row)).toBe(true);
    expect(matchesFilter(parseFilter("id=neq.b7e0"), row)).toBe(false);
    expect(matchesFilter(parseFilter("done=eq.false"), row)).toBe(true);
    expect(matchesFilter(parseFilter("label=in.(alpha,beta)"), row)).toBe(true);
    expect(matchesFilter(parseFilter("label=in.(alpha,gamma)"), row)).toBe(false);
  });

  it("never matches NULL or a missing column, as in SQL", () => {
    expect(matchesFilter(parseFilter("gone=eq.null"), row)).toBe(false);
    expect(matchesFilter(parseFilter("gone=neq.x"), row)).toBe(false);
    expect(matchesFilter(parseFilter("absent=neq.x"), row)).toBe(false);
  });
});
