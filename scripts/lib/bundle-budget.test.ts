import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INITIAL_JS_BUDGET_BYTES, initialScripts, measurePage } from "./bundle-budget.ts";

describe("initialScripts", () => {
  it("collects modulepreloads, module scripts and the entry's imports once each", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/x.css"/>
      <script type="module" src="/assets/b.js"></script>
      <script type="module">import "/assets/a.js"; import * as route0 from "/assets/c.js";</script>`;
    expect(initialScripts(html)).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });
});

describe("measurePage", () => {
  function site(jsBytes: Buffer) {
    const dir = mkdtempSync(join(tmpdir(), "budget-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "big.js"), jsBytes);
    writeFileSync(join(dir, "index.html"), `<link rel="modulepreload" href="/assets/big.js"/>`);
    return dir;
  }

  it("passes a page whose compressed scripts fit the budget", () => {
    const dir = site(Buffer.from("console.log(1);".repeat(10_000)));
    const result = measurePage(dir, "index.html", "/");
    expect(result.withinBudget).toBe(true);
    expect(result.gzipBytes).toBeGreaterThan(0);
  });

  it("fails a page whose compressed scripts exceed the budget", () => {
    // Random bytes do not compress: 130 KB stays above 120 KB after gzip.
    const dir = site(randomBytes(130 * 1024));
    const result = measurePage(dir, "index.html", "/");
    expect(result.gzipBytes).toBeGreaterThan(INITIAL_JS_BUDGET_BYTES);
    expect(result.withinBudget).toBe(false);
  });
});
