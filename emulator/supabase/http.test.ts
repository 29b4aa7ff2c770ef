import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./http.ts";

describe("jsonNestsDeeperThan", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonNestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${"[{".repeat(500)}"}`, 3)).toBe(false);
    // An escaped quote does not end the string.
    expect(jsonNestsDeeperThan(`["\\"${"[".repeat(10)}"]`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`[[${"[".repeat(200_000)}`, 128)).toBe(true);
  });
});
