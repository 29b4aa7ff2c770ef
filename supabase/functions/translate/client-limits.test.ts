import { describe, expect, it } from "vitest";
import { ClientLimiter } from "./client-limits.ts";

const settings = { requestsPerMinute: 3, charactersPerHour: 100 };
const T = 1_700_000_000_000;

describe("the translate function's per-client limits", () => {
  it("refuses a client's requests past the limit until its minute is over, and counts others apart", () => {
    const limiter = new ClientLimiter();
    for (let i = 0; i < 3; i++) expect(limiter.request("a", settings, T + i * 1000)).toBeUndefined();
    expect(limiter.request("a", settings, T + 20_000)).toEqual({ limit: "requests", retryAfterSeconds: 40 });
    expect(limiter.request("a", settings, T + 59_500)).toEqual({ limit: "requests", retryAfterSeconds: 1 });
    expect(limiter.request("b", settings, T + 20_000)).toBeUndefined();
    expect(limiter.request("a", settings, T + 60_000)).toBeUndefined();
  });

  it("refuses characters past the hour's budget (counting none of them) until the hour is over", () => {
    const limiter = new ClientLimiter();
    expect(limiter.characters("a", 60, settings, T)).toBeUndefined();
    expect(limiter.characters("a", 50, settings, T + 1000)).toEqual({ limit: "characters", retryAfterSeconds: 3599 });
    expect(limiter.characters("a", 40, settings, T + 2000)).toBeUndefined();
    expect(limiter.characters("a", 1, settings, T + 3000)).toMatchObject({ limit: "characters" });
    expect(limiter.characters("a", 0, settings, T + 3000)).toBeUndefined();
    expect(limiter.characters("b", 100, settings, T + 3000)).toBeUndefined();
    expect(limiter.characters("a", 100, settings, T + 3_600_000)).toBeUndefined();
  });

  it("remembers a bounded number of clients: those whose windows ended go first", () => {
    const limiter = new ClientLimiter(2);
    for (let i = 0; i < 3; i++) limiter.request("old", settings, T);
    for (let i = 0; i < 3; i++) limiter.request("busy", settings, T + 3_600_000);
    // A third client: "old" (windows over) is forgotten, "busy" is still refused.
    expect(limiter.request("new", settings, T + 3_600_000)).toBeUndefined();
    expect(limiter.request("busy", settings, T + 3_600_001)).toMatchObject({ limit: "requests" });
  });
});
