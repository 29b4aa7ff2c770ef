import { describe, expect, it, vi } from "vitest";
import { freshOrBuilt, loadContent } from "./load";

describe("loadContent", () => {
  const client = () => ({ getEntries: async () => ({ items: [] }) });

  it("answers the data, or the empty value with failed: true when the read throws (never rejects)", async () => {
    expect(await loadContent(async () => ["a"], [] as string[], client)).toEqual({ data: ["a"], failed: false });
    const offline = async () => {
      throw new Error("offline");
    };
    expect(await loadContent(offline, [] as string[], client)).toEqual({ data: [], failed: true });
  });

  it("gives failed: true when the site has no content configuration (the shared client cannot be made)", async () => {
    const read = vi.fn(async () => ["never"]);
    expect(await loadContent(read, [] as string[])).toEqual({ data: [], failed: true });
    expect(read).not.toHaveBeenCalled();
  });
});

describe("freshOrBuilt", () => {
  const ok = (data: string) => ({ data, failed: false });
  const failed = { data: "", failed: true };

  it("keeps a fresh load that worked and does not read the build-time data", async () => {
    const built = vi.fn();
    expect(await freshOrBuilt(ok("fresh"), built)).toEqual(ok("fresh"));
    expect(built).not.toHaveBeenCalled();
  });

  it("uses the build-time data when the fresh load failed, unless that failed too or cannot be read", async () => {
    expect(await freshOrBuilt(failed, async () => ok("built"))).toEqual(ok("built"));
    expect(await freshOrBuilt(failed, async () => failed)).toBe(failed);
    expect(
      await freshOrBuilt(failed, async () => {
        throw new Error("no server data on a client navigation");
      }),
    ).toBe(failed);
  });

  it("falls back part by part for a page made of several loads", async () => {
    const fresh = { about: ok("fresh about"), partners: failed };
    const built = { about: ok("old about"), partners: ok("built partners") };
    expect(await freshOrBuilt(fresh, async () => built)).toEqual({ about: ok("fresh about"), partners: ok("built partners") });
  });

  it("accepts results shaped as { …fields, failed } as well", async () => {
    const fresh = { items: [] as string[], failed: true };
    expect(await freshOrBuilt(fresh, async () => ({ items: ["x"], failed: false }))).toEqual({ items: ["x"], failed: false });
  });
});
