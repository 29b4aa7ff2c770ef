import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PagefindResultData } from "./engine";

// Pagefind is loaded by its URL in the browser; here a stand-in with 20 results, counting the fragments read.
const read: string[] = [];
vi.mock("/pagefind/pagefind.js", () => ({
  createInstance: () => ({
    options: async () => {},
    search: async () => ({
      results: Array.from({ length: 20 }, (_, i) => ({
        data: async (): Promise<PagefindResultData> => {
          read.push(`/p${i}/`);
          return { url: `/p${i}/`, excerpt: `page ${i}`, meta: { title: `Page ${i}`, kind: "post" } };
        },
      })),
    }),
  }),
}));

const { FIRST_RESULTS, searchSite } = await import("./engine");

describe("searchSite", () => {
  beforeEach(() => {
    read.length = 0;
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
});
