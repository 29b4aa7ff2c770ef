import { describe, expect, it } from "vitest";
import { signInRefusal, signInSucceeded } from "./sign-in-refusal";

describe("signInRefusal", () => {
  const invalid = { status: 400 };

  it("says wait from the fifth failure for an address in 15 minutes, as the server's lock does", () => {
    const t = 1_000_000_000;
    const answers = [0, 1, 2, 3, 4, 5].map((i) => signInRefusal("Ann@Example.com", invalid, t + i * 1000));
    expect(answers).toEqual(["invalid", "invalid", "invalid", "invalid", "wait", "wait"]);
    // Another address has its own count; spelling does not matter.
    expect(signInRefusal("bob@example.com", invalid, t)).toBe("invalid");
    expect(signInRefusal(" ann@example.com ", invalid, t + 6000)).toBe("wait");
  });

  it("forgets failures older than 15 minutes, and all of them after a success", () => {
    const t = 2_000_000_000;
    for (let i = 0; i < 4; i++) signInRefusal("cy@example.com", invalid, t);
    expect(signInRefusal("cy@example.com", invalid, t + 15 * 60 * 1000)).toBe("invalid");
    for (let i = 0; i < 3; i++) signInRefusal("dee@example.com", invalid, t);
    signInSucceeded("DEE@example.com");
    expect(signInRefusal("dee@example.com", invalid, t + 1)).toBe("invalid");
  });

  it("a 429 always means wait", () => {
    expect(signInRefusal("eve@example.com", { status: 429 })).toBe("wait");
  });
});
