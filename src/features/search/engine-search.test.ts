import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PagefindResultData } from "./engine";

// Pagefind is loaded by its URL in the browser; here a stand-in with 20 results, counting the fragments read.
const read: string[] = [];
const searches: (string | null)[] = [];
vi.mock("/pagefind/pagefind.js", () => ({
  createInstance: () => ({
    options: async () => {},
    search: async (query: string | null) => ({
      results: Array.from({ length: query === null ? 40 : 20 }, (_, i) => ({
        data: async (): Promise<PagefindResultData> => {
          read.push(`/p${i}/`);
          searches.push(query);
          return { url: `/p${i}/`, excerpt: `page ${i}`, meta: { title: `Page ${i}`, kind: "post" } };
        },
      })),
    }),
  }),
}));

const { FIRST_RESULTS, searchSite } = await import("./engine");

/** Idle callbacks run when the test says so. */
const idle: (() => void)[] = [];
vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));

describe("searchSite", () => {
  beforeEach(() => {
    read.length = 0;
    searches.length = 0;
    idle.length = 0;
  });

  it("reads only the first results' fragments before answering, and the rest when asked, in rank order", async () => {
    const found = await searchSite("en", "page");
    expect(FIRST_RESULTS).toBe(6);
    expect(read).toHaveLength(FIRST_RESULTS);
    expect(found.hits.map((hit) => hit.url)).toEqual(["/p0", "/p1", "/p2", "/p3", "/p4", "/p5"]);
    const all = await found.more!();
    expect(read).toHaveLength(20);
    expect(all.map((hit) => hit.url)).toEqual(Array.from({ length: 20 }, (_, i) => `/p${i}`));
  });
  it("after the first query of a language, reads every page's record in idle time, once", async () => {
    await searchSite("fr", "page");
    expect(read).toHaveLength(FIRST_RESULTS);
    expect(idle).toHaveLength(1);
    idle.splice(0).forEach((run) => run());
    await vi.waitFor(() => expect(searches.filter((q) => q === null)).toHaveLength(40));
    // A second query in the same language does not read them again.
    await searchSite("fr", "other");
    expect(idle).toHaveLength(0);
  });
});
