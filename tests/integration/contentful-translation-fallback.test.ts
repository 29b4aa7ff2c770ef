import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSeed } from "../../contentful/index.ts";
import { createContentfulEmulator } from "../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../emulator/contentful/testing.ts";
import { createContentClient } from "~/lib/contentful";
import type { Translate } from "~/lib/contentful/fallback";

const seed = loadSeed();
// The seed translates every blog post's title and excerpt; the newest post here has none in ar and
// fa, as a post written after its translators would: the fields the translation service fills.
{
  const posts = seed.entries.filter((e) => e.sys.contentType === "blogPost");
  const newest = posts.sort((a, b) => String(b.fields.publishedDate?.["en-US"]).localeCompare(String(a.fields.publishedDate?.["en-US"])))[0]!;
  for (const field of ["title", "excerpt", "tags", "category"]) {
    delete newest.fields[field]?.ar;
    delete newest.fields[field]?.fa;
  }
}
const english = (id: string, field: string) => seed.entries.find((e) => e.sys.id === id)?.fields[field]?.["en-US"];
const french = (id: string, field: string) => seed.entries.find((e) => e.sys.id === id)?.fields[field]?.fr;


let server: RunningServer;
const config = () => ({
  spaceId: "local",
  deliveryToken: "token",
  environment: "master",
  host: `127.0.0.1:${server.port}`,
  basePath: "/contentful",
  insecure: true,
});

beforeAll(async () => {
  const emulator = createContentfulEmulator({ spaceId: "local", deliveryToken: "token", seed });
  server = await serve(emulator.handle);
});
afterAll(() => server.close());

describe("content in another language, with the translation service as the fallback", () => {
  it("keeps Contentful's translations and translates only the fields that have none", async () => {
    const calls: [string[], string][] = [];
    const translate: Translate = async (texts, language) => {
      calls.push([texts, language]);
      return texts.map((text) => `[${language}] ${text}`);
    };
    const client = createContentClient(config(), { translate });

    // A principle is translated in the seed: no call, the French text.
    const principles = await client.getEntries({ content_type: "principle", "fields.slug": "do-no-harm", locale: "fr" });
    const principle = principles.items[0]!;
    expect(principle.fields.title).toBe(french("principle-do-no-harm", "title"));
    expect(principle.sys.locale).toBe("fr");
    expect(calls).toEqual([]);

    // The newest blog post has no Arabic text (above): its text fields and tags go through the service.
    const posts = await client.getEntries({ content_type: "blogPost", order: "-fields.publishedDate", limit: 1, locale: "ar" });
    const post = posts.items[0]!;
    const id = post.sys.id;
    expect(post.fields.title).toBe(`[ar] ${english(id, "title")}`);
    expect(post.fields.excerpt).toBe(`[ar] ${english(id, "excerpt")}`);
    expect(calls.every(([, language]) => language === "ar")).toBe(true);
    expect(calls.flatMap(([texts]) => texts)).toContain(english(id, "title"));
  });

  it("shows the English text when the service fails, and logs it as a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = createContentClient(config(), {
      translate: async () => {
        throw new Error("service down");
      },
    });
    const posts = await client.getEntries({ content_type: "blogPost", order: "-fields.publishedDate", limit: 1, locale: "fa" });
    const post = posts.items[0]!;
    expect(post.fields.title).toBe(english(post.sys.id, "title"));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("resolves linked entries in the wanted language too (a service page's cards)", async () => {
    const translate = vi.fn<Translate>(async (texts) => texts);
    const client = createContentClient(config(), { translate });
    const pages = await client.getEntries({ content_type: "servicePage", "fields.slug": "mel", locale: "ru", include: 2 });
    const cards = pages.items[0]!.fields.cards as { sys: { id: string }; fields: { title: string } }[];
    expect(cards.length).toBe(6);
    expect(cards[0]!.fields.title).toBe(seed.entries.find((e) => e.sys.id === cards[0]!.sys.id)?.fields.title?.ru);
    expect(translate).not.toHaveBeenCalled();
  });
});
