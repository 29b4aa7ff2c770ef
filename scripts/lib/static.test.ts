import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
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
  mkdirSync(join(dir, "404"));
  writeFileSync(join(dir, "404", "index.html"), page.replace("Prerendered content", "Page not found"));
  mkdirSync(join(dir, "ar", "404"), { recursive: true });
  writeFileSync(join(dir, "ar", "404", "index.html"), page.replace("Prerendered content", "الصفحة غير موجودة"));
  const result = await precompress(dir);
  expect(result.files).toBe(5);
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
  });

  it("answers unknown paths 404 with the prerendered 404 page of their language", async () => {
    const missing = await get("/no-such-page", "gzip");
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toContain("Page not found");
    const arabic = await get("/ar/no-such-page");
    expect(arabic.status).toBe(404);
    expect(arabic.body.toString()).toContain("الصفحة غير موجودة");
    // A language without its own 404 page gets the English one; /404 itself is not a page.
    expect((await get("/fr/missing")).body.toString()).toContain("Page not found");
    expect((await get("/404")).status).toBe(404);
  });

  it("answers an unknown service slug with the SPA shell and 404 (its route renders the not-found state)", async () => {
    for (const path of ["/services/no-such-service", "/ar/services/nope"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).toContain("Shell");
    }
  });

  it("sends the SPA shell (200) for posts and principles published after the build, in every language", async () => {
    for (const path of ["/blog/new-post", "/ar/blog/new-post", "/fa/about/principle/new"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString()).toContain("Shell");
    }
  });
});

describe("the production headers the README documents", () => {
  const readme = readFileSync(join(import.meta.dirname, "../../README.md"), "utf8");
  const documented = /\*\*Security headers\*\*([\s\S]*?)The rest of the policy/.exec(readme)?.[1] ?? "";

  it("include every header the local server sends, and HSTS (a host on HTTPS must not be reachable by a downgrade)", async () => {
    expect(documented).not.toBe("");
    for (const path of ["/", "/admin"]) {
      const { headers } = await get(path);
      for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options"]) {
        if (headers[name] !== undefined) expect(documented.toLowerCase()).toContain(name);
      }
    }
    const hsts = /`Strict-Transport-Security: max-age=(\d+)[^`]*`/.exec(documented);
    expect(hsts, "Strict-Transport-Security in the README's production headers").not.toBeNull();
    expect(Number(hsts![1])).toBeGreaterThanOrEqual(31_536_000);
  });
});
