import { afterEach, describe, expect, it } from "vitest";
import { inPreview } from "./preview";
import { previewRequest } from "./preview-transport";

function fakeWindow(search: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  (globalThis as { window?: unknown }).window = {
    location: { search },
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) },
  };
  return storage;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("inPreview", () => {
  it("is off while prerendering and for a visitor, on from ?preview=1 and for the rest of the tab's session", () => {
    expect(inPreview()).toBe(false);
    fakeWindow("?lang=fr");
    expect(inPreview()).toBe(false);
    const storage = fakeWindow("?preview=1");
    expect(inPreview()).toBe(true);
    (globalThis as { window: { location: { search: string } } }).window.location.search = "";
    expect(inPreview()).toBe(true);
    storage.clear();
    expect(inPreview()).toBe(false);
  });
});

describe("previewRequest", () => {
  it("turns the SDK's Delivery API request into the function's path and query", () => {
    expect(
      previewRequest({
        url: "http://localhost:3000/contentful/spaces/local/environments/master/entries",
        params: { content_type: "principle", locale: "fr" },
      }),
    ).toEqual({ path: "entries", query: "content_type=principle&locale=fr" });
    expect(
      previewRequest({
        url: "https://cdn.contentful.com:443/spaces/abc/environments/master/content_types/post",
        params: { "sys.id[in]": "a,b" },
        paramsSerializer: { serialize: () => "sys.id%5Bin%5D=a%2Cb" },
      }),
    ).toEqual({ path: "content_types/post", query: "sys.id%5Bin%5D=a%2Cb" });
    expect(previewRequest({ url: "https://cdn.contentful.com/spaces/abc/locales" })).toEqual({ path: "locales", query: "" });
  });
});
