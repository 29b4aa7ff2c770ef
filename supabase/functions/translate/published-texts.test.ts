import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSeed } from "../../../contentful/index.ts";
import { createContentfulEmulator } from "../../../emulator/contentful/index.ts";
import { serve, type RunningServer } from "../../../emulator/contentful/testing.ts";
import { createContentClient } from "~/lib/contentful";
import { type DeliverySettings, loadPublishedTexts, PUBLISHED_TEXTS, PublishedTexts } from "./published-texts.ts";

describe("the published texts the translate function accepts", () => {
  // The real seed with every translation removed: each localized field is a text the site asks to translate.
  const seed = loadSeed();
  for (const entry of seed.entries) {
    for (const field of Object.values(entry.fields)) {
      const values = (field ?? {}) as Record<string, unknown>;
      for (const locale of Object.keys(values)) if (locale !== "en-US") delete values[locale];
    }
  }
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve(createContentfulEmulator({ spaceId: "local", deliveryToken: "cda", seed }).handle);
  });
  afterAll(() => server.close());

  it("are exactly the texts the site's fallback asks to translate, over the whole seed", async () => {
    const asked = new Set<string>();
    const content = createContentClient(
      { spaceId: "local", deliveryToken: "cda", environment: "master", host: `127.0.0.1:${server.port}`, basePath: "/contentful", insecure: true },
      {
        translate: async (texts) => {
          texts.forEach((text) => asked.add(text));
          return texts;
        },
      },
    );
    for (const type of seed.contentTypes) {
      const page = await content.getEntries({ content_type: type.sys.id, locale: "fr", limit: 1000 });
      expect(page.total).toBeLessThanOrEqual(1000);
    }
    const published = await loadPublishedTexts({ space: "local", environment: "master", token: "cda", baseUrl: `${server.url}/contentful` });
    expect(asked.size).toBeGreaterThan(500);
    // The fallback never sends a text longer than one call allows; none is in the seed.
    expect([...published].filter((text) => text.length > 5000)).toEqual([]);
    expect([...published].sort()).toEqual([...asked].sort());
  });

  it("are read with the delivery token: a wrong one is refused", async () => {
    await expect(loadPublishedTexts({ space: "local", environment: "master", token: "wrong", baseUrl: `${server.url}/contentful` })).rejects.toThrow(
      /answered 401/,
    );
  });
});

describe("the published texts' cache", () => {
  const settings: DeliverySettings = { space: "s", environment: "master", token: "t", baseUrl: "https://cdn.example" };
  const T = 1_700_000_000_000;

  it("is read once for a few minutes, again after that, and at once on a text it lacks only when at least 30 s old", async () => {
    let version = 1;
    const load = vi.fn(async () => new Set(version === 1 ? ["Home"] : ["Home", "New"]));
    const texts = new PublishedTexts(load);
    expect(await texts.filter(settings, ["Home", "New"], T)).toEqual([true, false]);
    version = 2;
    // A stream of unknown texts right after: no reload.
    expect(await texts.filter(settings, ["New"], T + 10_000)).toEqual([false]);
    expect(load).toHaveBeenCalledTimes(1);
    // Known texts only: no reload before the TTL.
    expect(await texts.filter(settings, ["Home"], T + PUBLISHED_TEXTS.reloadOnMissAfterMs + 1)).toEqual([true]);
    expect(load).toHaveBeenCalledTimes(1);
    // A text just published: read again.
    expect(await texts.filter(settings, ["New"], T + PUBLISHED_TEXTS.reloadOnMissAfterMs + 2)).toEqual([true]);
    expect(load).toHaveBeenCalledTimes(2);
    await texts.filter(settings, ["Home"], T + PUBLISHED_TEXTS.reloadOnMissAfterMs + 2 + PUBLISHED_TEXTS.ttlMs);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps the last set when a reload fails, and without one refuses, asking Contentful again only after a pause", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error("down");
      return new Set(["Home"]);
    });
    const texts = new PublishedTexts(load);
    await expect(texts.filter(settings, ["Home"], T)).rejects.toThrow("down");
    await expect(texts.filter(settings, ["Home"], T + 1000)).rejects.toThrow(/a moment ago/);
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await texts.filter(settings, ["Home"], T + PUBLISHED_TEXTS.retryAfterFailureMs)).toEqual([true]);
    fail = true;
    const later = T + PUBLISHED_TEXTS.retryAfterFailureMs + PUBLISHED_TEXTS.ttlMs;
    expect(await texts.filter(settings, ["Home", "Other"], later)).toEqual([true, false]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("keeping the published texts"));
    error.mockRestore();
  });
});
