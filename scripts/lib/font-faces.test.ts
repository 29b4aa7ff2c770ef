import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FALLBACK_MARKER, fallbackFaces, fontFallbacks, readDefinition, withFallbackFaces } from "./font-faces.ts";

const APP_CSS = new URL("../../src/app/app.css", import.meta.url);
const css = readFileSync(APP_CSS, "utf8");
const definition = readDefinition();

/** The families a font-family stack in app.css names, in order (--font-body, --font-heading, …). */
function stacks(source: string): string[][] {
  return [...source.matchAll(/--font-(?:body|heading):\s*([^;]+);/g)].map((m) =>
    m[1]!.split(",").map((name) => name.trim().replace(/^"|"$/g, "")),
  );
}

/** The @font-face rules of a stylesheet: family, weight, local() names. */
function faces(source: string) {
  return [...source.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family: "([^"]+)"/.exec(body!)![1]!,
    weight: /font-weight: ([^;]+);/.exec(body!)![1]!,
    local: [...body!.matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1]!),
  }));
}

describe("the fallback faces generated from font-fallbacks.json", () => {
  const built = withFallbackFaces(css, definition);

  it("app.css pastes none: it holds the marker once and only the brand faces' rules", () => {
    expect(css.split(FALLBACK_MARKER)).toHaveLength(2);
    expect(faces(css).filter((face) => face.local.length > 0)).toEqual([]);
  });

  it("every fallback family the font stacks name has a regular and a bold face, and every generated face is named by a stack after its brand face", () => {
    const generated = faces(built).filter((face) => face.local.length > 0);
    const named = stacks(built).flat().filter((name) => name.includes("Fallback"));
    expect(new Set(generated.map((face) => face.family))).toEqual(new Set(named));
    for (const family of new Set(named)) {
      expect(generated.filter((face) => face.family === family).map((face) => face.weight).sort(), family).toEqual(["400", "700"]);
    }
    for (const stack of stacks(built)) {
      for (const [index, name] of stack.entries()) {
        const brand = definition.families[name]?.brand;
        if (brand) expect(stack.slice(0, index), `${name} after ${brand}`).toContain(brand);
      }
    }
  });

  it("the brand faces they stand in for are the @font-face families app.css loads", () => {
    const loaded = new Set(faces(css).map((face) => face.family));
    for (const { brand } of Object.values(definition.families)) expect(loaded).toContain(brand);
  });

  it("writes each face's measured metrics and local fonts, limited to Latin and Cyrillic", () => {
    const rules = fallbackFaces(definition);
    const inter = definition.families["Inter Fallback"]!;
    expect(rules).toContain(`@font-face {
  font-family: "Inter Fallback";
  font-weight: 400;
  src: ${inter["400"].local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${inter["400"].sizeAdjust.toFixed(2)}%;
  ascent-override: ${inter["400"].ascent.toFixed(2)}%;
  descent-override: ${inter["400"].descent.toFixed(2)}%;
  line-gap-override: ${inter["400"].lineGap.toFixed(2)}%;
  unicode-range: U+0000-052F,`);
    expect(rules.match(/@font-face/g)).toHaveLength(Object.keys(definition.families).length * 2);
    expect(rules).not.toMatch(/U\+06/); // Arabic script keeps the system's Arabic font, unscaled
  });

  it("the Vite plugin puts them in app.css, and refuses a stylesheet that lost the marker", () => {
    const plugin = fontFallbacks();
    const transform = plugin.transform as (this: { addWatchFile(path: string): void }, code: string, id: string) => { code: string } | null;
    const watched: string[] = [];
    const context = { addWatchFile: (path: string) => void watched.push(path) };
    expect(transform.call(context, css, `${APP_CSS.pathname}?direct`)!.code).toBe(built);
    expect(watched[0]).toMatch(/font-fallbacks\.json$/);
    expect(transform.call(context, "a{}", "/x/src/features/resources/pdf-viewer.css")).toBeNull();
    expect(() => transform.call(context, "a{}", APP_CSS.pathname)).toThrow(/once/);
  });
});
