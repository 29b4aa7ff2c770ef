import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "./compress.ts";
import { createStaticHandler } from "./static.ts";

const dir = mkdtempSync(join(tmpdir(), "static-"));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const page = `<!doctype html><html><body>${"<p>Prerendered content</p>".repeat(200)}</body></html>`;
let server: Server;
let origin: string;

function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app-abc123.js"), script);
  writeFileSync(join(dir, "assets", "tiny.js"), "export {};\n");
  writeFileSync(join(dir, "logo.png"), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, "index.html"), page);
  writeFileSync(join(dir, "__spa-fallback.html"), page.replace("Prerendered", "Shell"));
  const result = await precompress(dir);
  expect(result.files).toBe(3);
  server = createServer(createStaticHandler(dir));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes .br and .gz copies only for text files worth compressing", () => {
    expect(existsSync(join(dir, "assets", "app-abc123.js.br"))).toBe(true);
    expect(existsSync(join(dir, "assets", "app-abc123.js.gz"))).toBe(true);
    expect(existsSync(join(dir, "assets", "tiny.js.br"))).toBe(false);
    expect(existsSync(join(dir, "logo.png.br"))).toBe(false);
  });
});

describe("the static server", () => {
  it("sends the Brotli copy to a browser that accepts it, and the same bytes once decoded", async () => {
    const res = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("compresses prerendered pages and the SPA shell of client-rendered paths", async () => {
    const home = await get("/", "br");
    expect(home.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(home.body).toString()).toBe(page);
    const shell = await get("/admin/contacts", "br");
    expect(shell.status).toBe(200);
    expect(shell.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(shell.body).toString()).toContain("Shell");
    const missing = await get("/no-such-page", "gzip");
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toContain("Shell");
  });
});
