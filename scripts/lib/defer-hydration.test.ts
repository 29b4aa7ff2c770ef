import { describe, expect, it } from "vitest";
import { DEFERRED_MARKER, deferHydration } from "./defer-hydration.ts";

// The shape React Router 7 prerenders (trimmed).
const page = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head><body><main><h1>Welcome</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1_clientLoader from "/assets/home-6.js";
import * as route1_main from "/assets/home-main-7.js";
const route1 = {...route1_clientLoader,...route1_main};

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("removes the modulepreload links from the head and keeps the stylesheet and content", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(out).toContain("<h1>Welcome</h1>");
    expect(out).toContain("window.__reactRouterContext = {};");
  });

  it("has no static import left: every chunk is requested by the boot function", () => {
    const script = /<script type="module" data-deferred-hydration="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"]');
    // The manifest is evaluated before the route modules, and the client entry last.
    const order = ["/assets/manifest-1.js", "/assets/root-5.js", "/assets/home-main-7.js", 'import("/assets/entry.client-2.js")'].map((s) =>
      script.indexOf(s),
    );
    expect(order.every((position, i) => position > 0 && (i === 0 || position > order[i - 1]!))).toBe(true);
    expect(script).toContain("const [route0,route1_clientLoader,route1_main]=await Promise.all(");
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain("requestAnimationFrame");
    expect(() => new Function(`return async () => {${script.replace(/\bimport\(/g, "Promise.resolve(")}}`)).not.toThrow();
  });

  it("is idempotent and leaves pages it does not recognise alone", () => {
    expect(deferHydration(out)).toBe(out);
    expect(out).toContain(DEFERRED_MARKER);
    const unknown = page.replace('import * as route0 from "/assets/root-5.js";', 'import { x } from "/assets/root-5.js";');
    expect(deferHydration(unknown)).toBe(unknown);
    const noBoot = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
    expect(deferHydration(noBoot)).toBe(noBoot);
  });
});
