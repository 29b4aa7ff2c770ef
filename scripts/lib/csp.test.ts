import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addCspMeta, addCspToDir, contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>document.documentElement.dataset.a="1"</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/assets/a.js"></script></head>` +
  `<body><script>window.__ctx={}</script><script type="module" async="">import("/assets/b.js")</script><script>document.documentElement.dataset.a="1"</script></body></html>`;
const SOURCES = { supabaseUrl: "https://abc.supabase.co", webmailUrl: "https://mail.host.example/login", formEndpoint: "https://forms.example/f" };

function directive(policy: string, name: string): string[] {
  return policy.split("; ").find((d) => d.startsWith(`${name} `))?.split(" ").slice(1) ?? [];
}

describe("content security policy", () => {
  it("hashes every inline executable script once, and leaves out external and data scripts", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha('document.documentElement.dataset.a="1"'),
      sha("window.__ctx={}"),
      sha('import("/assets/b.js")'),
    ]);
  });

  it("allows scripts from the site and those hashes only: no unsafe-inline, no eval", () => {
    const policy = contentSecurityPolicy(SOURCES, inlineScriptHashes(PAGE));
    const scripts = directive(policy, "script-src");
    expect(scripts[0]).toBe("'self'");
    expect(scripts).toHaveLength(4);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*)/);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });

  it("lets the site talk to its own Supabase project (REST and realtime), Contentful and the form endpoint, nothing else", () => {
    const policy = contentSecurityPolicy(SOURCES, []);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://abc.supabase.co",
      "wss://abc.supabase.co",
      "https://cdn.contentful.com",
      "https://preview.contentful.com",
      "https://forms.example",
    ]);
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://mail.host.example"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    const local = contentSecurityPolicy({ supabaseUrl: "http://localhost:3000/supabase", contentfulHost: "localhost:3000", contentfulInsecure: true }, []);
    expect(directive(local, "connect-src")).toEqual(["'self'", "http://localhost:3000", "ws://localhost:3000"]);
  });

  it("puts the policy right after the charset, before every script, once", () => {
    const secured = addCspMeta(PAGE, SOURCES);
    const meta = secured.indexOf('http-equiv="Content-Security-Policy"');
    expect(secured.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(meta);
    expect(meta).toBeLessThan(secured.indexOf("<script"));
    expect(addCspMeta(secured, SOURCES)).toBe(secured);
  });

  it("secures every HTML file of a build directory", async () => {
    const dir = await mkdtemp(join(tmpdir(), "csp-"));
    await writeFile(join(dir, "index.html"), PAGE);
    await writeFile(join(dir, "app.js"), "<head>");
    expect(await addCspToDir(dir, SOURCES)).toBe(1);
    expect(await readFile(join(dir, "index.html"), "utf8")).toContain(sha("window.__ctx={}"));
    expect(await readFile(join(dir, "app.js"), "utf8")).toBe("<head>");
  });

  it("lets the search pages, and only them, compile WebAssembly (Pagefind): 'wasm-unsafe-eval', never 'unsafe-eval'", async () => {
    const dir = await mkdtemp(join(tmpdir(), "csp-wasm-"));
    const { mkdir } = await import("node:fs/promises");
    for (const path of ["search", "ar/search", "faq", "ar/faq"]) {
      await mkdir(join(dir, path), { recursive: true });
      await writeFile(join(dir, path, "index.html"), PAGE);
    }
    await writeFile(join(dir, "index.html"), PAGE);
    expect(await addCspToDir(dir, SOURCES)).toBe(5);
    const scriptSrc = async (path: string) => {
      const html = await readFile(join(dir, path), "utf8");
      return directive(/content="([^"]*)"/.exec(html.slice(html.indexOf("Content-Security-Policy")))?.[1]?.replace(/&quot;/g, '"') ?? "", "script-src");
    };
    for (const path of ["search/index.html", "ar/search/index.html"]) {
      expect(await scriptSrc(path)).toContain("'wasm-unsafe-eval'");
      expect(await scriptSrc(path)).not.toContain("'unsafe-eval'");
    }
    for (const path of ["index.html", "faq/index.html", "ar/faq/index.html"]) expect(await scriptSrc(path)).not.toContain("'wasm-unsafe-eval'");
  });
});
