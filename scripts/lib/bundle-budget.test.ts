import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_BUDGET_BYTES, FRAMEWORK_BUDGET_BYTES, initialScripts, measurePage } from "./bundle-budget.ts";

describe("initialScripts", () => {
  it("collects modulepreloads, module scripts and the entry's imports once each", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/x.css"/>
      <script type="module" src="/assets/b.js"></script>
      <script type="module">import "/assets/a.js"; import * as route0 from "/assets/c.js";</script>`;
    expect(initialScripts(html)).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });

  it("finds the same chunks once the build deferred them past the first paint", () => {
    const html = `<script type="module" data-deferred-hydration="">(()=>{const boot=async()=>{for(const href of ["/assets/a.js","/assets/framework-1.js"]){}
await import("/assets/a.js");const [route0]=await Promise.all([import("/assets/c.js")]);import("/assets/entry.client-2.js");};})();</script>`;
    expect(initialScripts(html)).toEqual(["/assets/a.js", "/assets/c.js", "/assets/entry.client-2.js", "/assets/framework-1.js"]);
  });
});

describe("measurePage", () => {
  /** A built site whose page preloads a framework chunk and an app chunk of the given contents. */
  function site(framework: Buffer, app: Buffer) {
    const dir = mkdtempSync(join(tmpdir(), "budget-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "framework-abc123.js"), framework);
    writeFileSync(join(dir, "assets", "root-def456.js"), app);
    writeFileSync(
      join(dir, "index.html"),
      `<link rel="modulepreload" href="/assets/framework-abc123.js"/><link rel="modulepreload" href="/assets/root-def456.js"/>`,
    );
    return dir;
  }
  const compressible = (kb: number) => Buffer.from("console.log(1);".repeat((kb * 1024) / 15));

  it("passes a page whose compressed scripts fit the budgets, counting framework and app apart", () => {
    const result = measurePage(site(compressible(400), compressible(60)), "index.html", "/");
    expect(result.withinBudget).toBe(true);
    expect(result.frameworkBytes).toBeGreaterThan(0);
    expect(result.appBytes).toBeGreaterThan(0);
  });

  it("fails a page whose own code exceeds the app budget", () => {
    // Random bytes do not compress: 50 KB stays above 45 KB after gzip.
    const result = measurePage(site(compressible(10), randomBytes(50 * 1024)), "index.html", "/");
    expect(result.appBytes).toBeGreaterThan(APP_BUDGET_BYTES);
    expect(result.withinBudget).toBe(false);
  });

  it("fails a page whose framework chunk grows past its budget", () => {
    const result = measurePage(site(randomBytes(135 * 1024), compressible(1)), "index.html", "/");
    expect(result.frameworkBytes).toBeGreaterThan(FRAMEWORK_BUDGET_BYTES);
    expect(result.withinBudget).toBe(false);
  });
});
