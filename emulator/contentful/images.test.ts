import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { CdaError } from "./errors.ts";
import { ByteLru, createImageHost, parseImageParams, transformImage } from "./images.ts";
import { createStore } from "./store.ts";
import { makeTestSeed, serve, type RunningServer } from "./testing.ts";

const params = (qs: string) => parseImageParams(new URLSearchParams(qs));

describe("parseImageParams", () => {
  it("reads w, h, fm, q, fit, f, bg, fl", () => {
    expect(params("w=300&h=200&fm=webp&q=70&fit=fill&f=top&bg=rgb:ff0000&fl=progressive")).toEqual({
      w: 300,
      h: 200,
      fm: "webp",
      q: 70,
      fit: "fill",
      f: "top",
      bg: "#ff0000",
      fl: "progressive",
    });
    expect(params("")).toEqual({});
  });

  it.each(["w=0", "w=4001", "w=abc", "h=1.5", "q=101", "fm=bmp", "fit=stretch", "f=middle", "bg=red"])("refuses %s with 400", (qs) => {
    expect(() => params(qs)).toThrow(CdaError);
    try {
      params(qs);
    } catch (err) {
      expect((err as CdaError).status).toBe(400);
    }
  });
});

describe("transformImage", () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#336699" } }).png().toBuffer();
  });

  it("resizes inside the box by default, keeping the aspect ratio", async () => {
    const out = await transformImage(png, "image/png", { w: 200 });
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height, out.contentType]).toEqual(["png", 200, 150, "image/png"]);
  });

  it("fit=fill crops to the exact size; fit=pad pads; fit=scale stretches", async () => {
    for (const fit of ["fill", "pad", "scale", "thumb"] as const) {
      const meta = await sharp((await transformImage(png, "image/png", { w: 100, h: 100, fit })).data).metadata();
      expect([fit, meta.width, meta.height]).toEqual([fit, 100, 100]);
    }
  });

  it("fit=crop cuts a region without resizing", async () => {
    const meta = await sharp((await transformImage(png, "image/png", { w: 50, h: 40, fit: "crop", f: "bottom_right" })).data).metadata();
    expect([meta.width, meta.height]).toEqual([50, 40]);
  });

  it("converts formats", async () => {
    for (const [fm, format] of [
      ["webp", "webp"],
      ["jpg", "jpeg"],
      ["avif", "heif"],
    ] as const) {
      const out = await transformImage(png, "image/png", { fm, w: 40 });
      expect((await sharp(out.data).metadata()).format).toBe(format);
    }
  });
});

describe("ByteLru", () => {
  it("evicts the least recently used entries beyond the byte budget", () => {
    const lru = new ByteLru(10);
    const item = (n: number) => ({ data: Buffer.alloc(n), contentType: "x", etag: "e" });
    lru.set("a", item(4));
    lru.set("b", item(4));
    lru.get("a");
    lru.set("c", item(4));
    expect([lru.get("a") !== undefined, lru.get("b") !== undefined, lru.get("c") !== undefined]).toEqual([true, false, true]);
    expect(lru.totalBytes).toBe(8);
    lru.set("huge", item(11));
    expect(lru.get("huge")).toBeUndefined();
  });
});

describe("image host over HTTP", () => {
  let removeAssets = () => {};
  let server: RunningServer;
  let host: ReturnType<typeof createImageHost>;
  beforeAll(async () => {
    const { seed, assetsDirectory, remove } = await makeTestSeed();
    removeAssets = remove;
    host = createImageHost({ spaceId: "sp", store: createStore(seed), assetsDirectory });
    server = await serve(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      try {
        await host.handle(req, res, url.pathname.split("/").filter(Boolean), url);
      } catch (err) {
        const e = err as CdaError;
        res.writeHead(e.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(e.body("r")));
      }
      return true;
    });
  });
  afterAll(async () => {
    await server.close();
    removeAssets();
  });

  it("serves the original file, then transforms, with caching headers and 304", async () => {
    const original = await fetch(`${server.url}/sp/photo/photo.png`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(400);

    const res = await fetch(`${server.url}/sp/photo/photo.png?w=120&fm=webp&q=60`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 120, 90]);
    const cachedBefore = host.cache.size;

    const again = await fetch(`${server.url}/sp/photo/photo.png?q=60&fm=webp&w=120`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(host.cache.size).toBe(cachedBefore);
  });

  it("answers 404 for unknown assets, file names or spaces and 400 for bad parameters", async () => {
    expect((await fetch(`${server.url}/sp/nope/photo.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/sp/photo/other.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/other/photo/photo.png`)).status).toBe(404);
    const bad = await fetch(`${server.url}/sp/photo/photo.png?w=-5`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ sys: { type: "Error", id: "BadRequest" } });
  });

  it("reports file sizes for asset details", () => {
    expect(host.fileSize("photo.png")).toBeGreaterThan(0);
    expect(host.fileSize("missing.png")).toBe(0);
  });
});
