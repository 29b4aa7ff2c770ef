/**
 * Measures the metrics-matched fallback faces (decision 0030) and writes them to their one definition,
 * src/app/font-fallbacks.json, from which the build generates app.css's @font-face rules
 * (scripts/lib/font-faces.ts): for each brand face,
 * weight (regular, bold) and local font a browser may fall back to, the @font-face overrides that make
 * the local font take the brand face's room, so the swap to the brand face moves nothing (CLS 0).
 *
 *   node scripts/font-fallbacks.ts
 *
 * Everything is measured from font files: the brand faces from the woff2 files the site ships (the
 * variable fonts at weight 400 and 700), the local fonts from metric-compatible copies in npm packages
 * (Arimo has Arial's advance widths, Tinos has Times New Roman's; Roboto and Noto Serif are Android's)
 * and, for DejaVu (Linux desktops without those, and the e2e browser), from the files on this machine.
 *   size-adjust = the brand face's width of an English sample text / the local font's (per em),, so
 *                 lines break at the same words;
 *   ascent/descent/line-gap-override = the brand face's own vertical metrics per em, divided by
 *                 size-adjust, so lines are as tall and the baseline sits where the brand face puts it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import chromium from "@sparticuz/chromium";
import { chromium as playwright } from "@playwright/test";
import { create, type Font } from "fontkit";
import { DEFINITION_PATH, type FallbackDefinition, readDefinition } from "./lib/font-faces.ts";

const modules = new URL("../node_modules/", import.meta.url).pathname;
const dejaVu = "/usr/share/fonts/truetype/dejavu/";

/** Running English text (the site's languages' Latin text breaks where English does, near enough). */
const sample =
  "Strategy, operations and technology consulting for growing organisations in Toronto. We help leadership teams " +
  "decide what to change, plan the work and deliver it: 24 years, 310 projects, offices in Canada and Europe.";

/**
 * The sample's width per em, for each file at a weight, as Chromium lays it out (shaping and kerning
 * included; fontkit cannot instance a variable woff2 at a weight). The e2e browser does the measuring.
 */
async function widths(faces: { path: string; weight: number }[]): Promise<number[]> {
  const browser = await playwright.launch({ executablePath: process.env.CHROME_PATH || (await chromium.executablePath()) });
  try {
    const page = await browser.newPage();
    const fonts = faces.map(({ path, weight }) => ({ data: readFileSync(path).toString("base64"), weight }));
    return await page.evaluate(
      async ({ fonts, sample }) => {
        const context = document.createElement("canvas").getContext("2d")!;
        const result: number[] = [];
        for (const [index, { data, weight }] of fonts.entries()) {
          const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
          const face = new FontFace(`measured-${index}`, bytes, { weight: String(weight) });
          document.fonts.add(await face.load());
          context.font = `${weight} 1000px "measured-${index}"`;
          result.push(context.measureText(sample).width / 1000);
        }
        return result;
      },
      { fonts, sample },
    );
  } finally {
    await browser.close();
  }
}

type Local = { name: string; regular: { local: string[]; file: string }; bold: { local: string[]; file: string } };

const brands: { family: string; file: string; fallbacks: Local[] }[] = [
  {
    family: "Inter Variable",
    file: `${modules}@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`,
    fallbacks: [
      {
        name: "Inter Fallback",
        regular: { local: ["Arial", "ArialMT", "Liberation Sans", "Arimo"], file: `${modules}@fontsource/arimo/files/arimo-latin-400-normal.woff2` },
        bold: {
          local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
          file: `${modules}@fontsource/arimo/files/arimo-latin-700-normal.woff2`,
        },
      },
      {
        name: "Inter Fallback Roboto",
        regular: { local: ["Roboto", "Roboto-Regular"], file: `${modules}@fontsource/roboto/files/roboto-latin-400-normal.woff2` },
        bold: { local: ["Roboto Bold", "Roboto-Bold"], file: `${modules}@fontsource/roboto/files/roboto-latin-700-normal.woff2` },
      },
      {
        name: "Inter Fallback DejaVu",
        regular: { local: ["DejaVu Sans", "DejaVuSans"], file: `${dejaVu}DejaVuSans.ttf` },
        bold: { local: ["DejaVu Sans Bold", "DejaVuSans-Bold"], file: `${dejaVu}DejaVuSans-Bold.ttf` },
      },
    ],
  },
  {
    family: "Source Serif 4 Variable",
    file: `${modules}@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2`,
    fallbacks: [
      {
        name: "Source Serif Fallback",
        regular: {
          local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos"],
          file: `${modules}@fontsource/tinos/files/tinos-latin-400-normal.woff2`,
        },
        bold: {
          local: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "Tinos Bold"],
          file: `${modules}@fontsource/tinos/files/tinos-latin-700-normal.woff2`,
        },
      },
      {
        name: "Source Serif Fallback Noto",
        regular: { local: ["Noto Serif", "NotoSerif-Regular"], file: `${modules}@fontsource/noto-serif/files/noto-serif-latin-400-normal.woff2` },
        bold: { local: ["Noto Serif Bold", "NotoSerif-Bold"], file: `${modules}@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2` },
      },
      {
        name: "Source Serif Fallback DejaVu",
        regular: { local: ["DejaVu Serif", "DejaVuSerif"], file: `${dejaVu}DejaVuSerif.ttf` },
        bold: { local: ["DejaVu Serif Bold", "DejaVuSerif-Bold"], file: `${dejaVu}DejaVuSerif-Bold.ttf` },
      },
    ],
  },
];

/** Latin and Cyrillic: Arabic script falls through to the system's Arabic font, unscaled. */
const unicodeRange = "U+0000-052F, U+1D00-1EFF, U+2000-206F, U+20A0-20CF, U+2100-218F, U+2212, U+2215, U+A720-A7FF";
const percent = (value: number) => Number((value * 100).toFixed(2));

const weights = [400, 700] as const;
const jobs = brands.flatMap((brand) =>
  brand.fallbacks.flatMap((fallback) =>
    weights
      .map((weight) => ({ brand, fallback, weight, local: fallback[weight === 400 ? "regular" : "bold"] }))
      .filter(({ local }) => existsSync(local.file)),
  ),
);
const measured = await widths(jobs.flatMap(({ brand, local, weight }) => [{ path: brand.file, weight }, { path: local.file, weight }]));

const previous = readDefinition();
const definition: FallbackDefinition = { ...previous, unicodeRange, families: {} };
for (const [index, { brand, fallback, weight, local }] of jobs.entries()) {
  const web = create(readFileSync(brand.file)) as Font;
  const sizeAdjust = measured[2 * index]! / measured[2 * index + 1]!;
  const perEm = (value: number) => percent(Math.abs(value) / web.unitsPerEm / sizeAdjust);
  const family = (definition.families[fallback.name] ??= { ...previous.families[fallback.name]!, brand: brand.family });
  family[String(weight) as "400" | "700"] = {
    local: local.local,
    sizeAdjust: percent(sizeAdjust),
    ascent: perEm(web.ascent),
    descent: perEm(web.descent),
    lineGap: perEm(web.lineGap),
  };
}
writeFileSync(DEFINITION_PATH, `${JSON.stringify(definition, null, 2)}\n`);
console.log(`Wrote ${DEFINITION_PATH.pathname}: ${jobs.length} faces (the build generates their @font-face rules).`);
