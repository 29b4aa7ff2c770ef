import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * A console.error during a test fails it: an error nobody asserted on is a bug.
 * A test that expects one spies on console.error itself (vi.spyOn) and asserts
 * on it; that spy replaces this one for its duration.
 */
let calls: unknown[][] = [];
let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  calls = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  expect(calls.map((args) => args.map(String).join(" ")), "console.error was called during the test").toEqual([]);
});
