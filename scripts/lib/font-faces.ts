/**
 * The metrics-matched fallback faces of the site's typefaces (decision 0030), generated when the
 * stylesheet is built from their one definition, src/app/font-fallbacks.json (which
 * `node scripts/font-fallbacks.ts` measures and rewrites): for each fallback family, a regular and a
 * bold @font-face on local fonts, scaled and re-spaced to take the brand face's room.
 *
 * src/app/app.css holds FALLBACK_MARKER where they go; the Vite plugin puts them there before
 * Tailwind reads the file (dev server and build alike).
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

export interface FallbackFace {
  /** local() names, in the order a browser tries them. */
  local: string[];
  /** Percentages. */
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

export interface FallbackDefinition {
  unicodeRange: string;
  families: Record<string, { brand: string; "400": FallbackFace; "700": FallbackFace }>;
}

export const FALLBACK_MARKER = "/* @font-fallbacks: generated here from font-fallbacks.json (scripts/lib/font-faces.ts) */";
export const DEFINITION_PATH = new URL("../../src/app/font-fallbacks.json", import.meta.url);

export function readDefinition(path: URL | string = DEFINITION_PATH): FallbackDefinition {
  return JSON.parse(readFileSync(path, "utf8")) as FallbackDefinition;
}

const percent = (value: number) => `${value.toFixed(2)}%`;

/** The @font-face rules for every family and weight of the definition. */
export function fallbackFaces(definition: FallbackDefinition): string {
  const rules: string[] = [];
  for (const [family, faces] of Object.entries(definition.families)) {
    for (const weight of ["400", "700"] as const) {
      const face = faces[weight];
      rules.push(`@font-face {
  font-family: "${family}";
  font-weight: ${weight};
  src: ${face.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(face.sizeAdjust)};
  ascent-override: ${percent(face.ascent)};
  descent-override: ${percent(face.descent)};
  line-gap-override: ${percent(face.lineGap)};
  unicode-range: ${definition.unicodeRange};
}
`);
    }
  }
  return rules.join("\n");
}

/** Replaces the marker in `css` by the generated faces; a stylesheet without it is a mistake. */
export function withFallbackFaces(css: string, definition: FallbackDefinition): string {
  const at = css.indexOf(FALLBACK_MARKER);
  if (at < 0 || css.indexOf(FALLBACK_MARKER, at + 1) >= 0) throw new Error(`app.css must hold the line ${FALLBACK_MARKER} once`);
  return css.slice(0, at) + fallbackFaces(definition) + css.slice(at + FALLBACK_MARKER.length);
}

/** The Vite plugin: app.css gets its fallback faces, and is rebuilt when the definition changes. */
export function fontFallbacks(): Plugin {
  return {
    name: "font-fallbacks",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]src[\\/]app[\\/]app\.css(\?|$)/.test(id)) return null;
      this.addWatchFile(DEFINITION_PATH.pathname);
      return { code: withFallbackFaces(code, readDefinition()), map: null };
    },
  };
}
