import { describe, expect, it } from "vitest";
import { statusForSqlState } from "./errors.ts";

describe("statusForSqlState", () => {
  it.each([
    ["23505", "authenticated", 409],
    ["23514", "anon", 400],
    ["42501", "anon", 401],
    ["42501", "authenticated", 403],
    ["P0001", "anon", 400],
    ["PT404", "anon", 404],
    ["PT409", "authenticated", 409],
  ])("maps SQLSTATE %s for %s to HTTP %i like PostgREST", (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });
});
