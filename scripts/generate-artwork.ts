/**
 * Generates the site's artwork: the Contentful seed images (contentful/assets/**)
 * and the two public fallbacks (public/images/default-blog.jpg, og-default.jpg).
 *
 * Every image is an SVG composition in the brand palette, rendered by sharp to a
 * progressive mozjpeg JPEG. Deterministic: the same ids give the same pictures,
 * so the outputs are committed and nothing is generated at run time.
 *
 *   node scripts/generate-artwork.ts            # writes every file
 *   node scripts/generate-artwork.ts hero-mel   # only the named ids
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openSync as openFont, type Font } from "fontkit";
import sharp from "sharp";
import { loadSeed } from "../contentful/index.ts";
import { assets } from "../contentful/seed/assets.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const assetsDir = join(root, "contentful", "assets");
const publicDir = join(root, "public", "images");

/* ---------- palette ---------- */

export const palette = {
  navy: "#0B2545",
  navy2: "#13315C",
  teal: "#0F5257",
  teal2: "#13808B",
  mint: "#5FB3A9",
  foam: "#CDEBE5",
  sand: "#F4F1EA",
  accent: "#F2A541",
  coral: "#E76F51",
  sky: "#8DA9C4",
} as const;
const C = palette;

/* ---------- deterministic randomness ---------- */

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: string) {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;

const n = (v: number) => Math.round(v * 10) / 10;

/* ---------- hero compositions ---------- */

/*
 * The four service heroes share one editorial treatment: a deep navy field that stays calm and dark on
 * the start side (where the slide's white copy sits), a lit focal composition on the end side built from
 * overlapping translucent planes and hairline work, contour lines and a fine grain for texture, and one
 * accent (gold) reserved for the focal point. The site mirrors the picture in right-to-left pages.
 */

const HERO_FOCUS = { x: 0.72, y: 0.48 } as const;

/** A tile of deterministic specks, repeated as a fine grain. */
function grainPattern(id: string, r: Rng): string {
  const size = 96;
  let specks = "";
  for (let i = 0; i < 90; i++) {
    const light = r.next() > 0.5;
    specks += `<rect x="${n(r.range(0, size))}" y="${n(r.range(0, size))}" width="1" height="1" fill="${light ? "#ffffff" : "#000000"}" opacity="${n(r.range(0.04, 0.11) * 100) / 100}"/>`;
  }
  return `<pattern id="grain-${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${specks}</pattern>`;
}

/** The layered field; `focus` is where the light falls (fractions of the size). Copy sits start-side of an off-centre focus, so that side is kept dark. */
export function heroBackground(w: number, h: number, r: Rng, id: string, focus: { x: number; y: number } = HERO_FOCUS): string {
  const fx = w * focus.x;
  const fy = h * focus.y;
  const big = Math.max(w, h);
  // Contour lines around the focal point, like a survey map's: quiet texture with depth.
  const tilt = n(r.range(-14, 14));
  const contours = Array.from({ length: 22 }, (_, i) => {
    const rad = big * (0.09 + i * 0.038) * r.range(0.97, 1.03);
    const strong = i % 5 === 0;
    return `<ellipse cx="${n(fx + i * big * 0.004)}" cy="${n(fy + i * big * 0.003)}" rx="${n(rad * 1.35)}" ry="${n(rad)}" fill="none" stroke="#ffffff" stroke-opacity="${strong ? 0.08 : 0.045}" stroke-width="${strong ? 1.4 : 1}"/>`;
  }).join("");
  // Large translucent planes crossing the end side, each with a hairline edge.
  const planes = Array.from({ length: 3 }, (_, i) => {
    const pw = big * r.range(0.32, 0.46);
    const ph = h * r.range(0.9, 1.3);
    const px = fx - pw * 0.5 + (i - 1) * big * r.range(0.08, 0.14);
    const py = fy - ph * 0.5 + r.range(-0.08, 0.08) * h;
    const rot = n(r.range(14, 28) * (i % 2 ? -1 : 1));
    return `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" fill="url(#plane-${id})" stroke="#ffffff" stroke-opacity="0.10" stroke-width="1" transform="rotate(${rot} ${n(fx)} ${n(fy)})"/>`;
  }).join("");
  // Fine diagonal hatching on one plane, for a printed texture.
  return `
  <defs>
    <linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="0.35">
      <stop offset="0" stop-color="#081C36"/><stop offset="0.5" stop-color="${C.navy}"/><stop offset="1" stop-color="${r.pick([C.teal, C.navy2])}"/>
    </linearGradient>
    <radialGradient id="light-${id}" cx="${focus.x}" cy="${focus.y}" r="0.5" gradientTransform="translate(${focus.x} ${focus.y}) scale(1 ${n((w / h) * 100) / 100}) translate(${-focus.x} ${-focus.y})">
      <stop offset="0" stop-color="${C.teal2}" stop-opacity="0.55"/><stop offset="0.55" stop-color="${C.teal}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="plane-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.07"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.005"/>
    </linearGradient>
    <linearGradient id="calm-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#061529" stop-opacity="0.7"/><stop offset="0.45" stop-color="#061529" stop-opacity="0.25"/><stop offset="0.62" stop-color="#061529" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="floor-${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.6" stop-color="#061529" stop-opacity="0"/><stop offset="1" stop-color="#061529" stop-opacity="0.55"/>
    </linearGradient>
    <pattern id="hatch-${id}" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(${n(r.range(30, 60))})">
      <line x1="0" y1="0" x2="0" y2="9" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>
    </pattern>
    ${grainPattern(id, r)}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg-${id})"/>
  <rect width="${w}" height="${h}" fill="url(#light-${id})"/>
  <g transform="rotate(${tilt} ${n(fx)} ${n(fy)})">${contours}</g>
  ${planes}
  <circle cx="${n(fx + big * 0.12)}" cy="${n(fy - h * 0.05)}" r="${n(big * 0.2)}" fill="url(#hatch-${id})"/>
  ${focus.x > 0.6 ? `<rect width="${w}" height="${h}" fill="url(#calm-${id})"/>` : ""}
  <rect width="${w}" height="${h}" fill="url(#floor-${id})"/>`;
}

/** The fine grain laid over the whole picture (after the motif, so it textures the planes too). */
const heroGrain = (w: number, h: number, id: string) => `<rect width="${w}" height="${h}" fill="url(#grain-${id})"/>`;

/** A gold focal point: a dot in two hairline rings. */
const focalPoint = (x: number, y: number, rad: number) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 5)}" fill="${C.accent}" fill-opacity="0.08"/>
   <circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 4.2)}" fill="none" stroke="${C.accent}" stroke-opacity="0.3" stroke-width="1"/>
   <circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 2.4)}" fill="none" stroke="${C.accent}" stroke-opacity="0.6" stroke-width="1.5"/>
   <circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${C.accent}"/>`;

/** A glass panel: a translucent plane with a hairline edge and a brighter top edge. */
const glass = (x: number, y: number, w: number, h: number, id: string, opacity = 1) =>
  `<g opacity="${opacity}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="url(#glass-${id})" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1"/>
   <line x1="${n(x + 6)}" y1="${n(y + 0.5)}" x2="${n(x + w - 6)}" y2="${n(y + 0.5)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1"/></g>`;
const glassDefs = (id: string) =>
  `<defs><linearGradient id="glass-${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.03"/></linearGradient>
   <linearGradient id="area-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.mint}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0"/></linearGradient>
   <radialGradient id="sphere-${id}" cx="0.68" cy="0.3" r="0.85"><stop offset="0" stop-color="${C.teal2}" stop-opacity="0.9"/><stop offset="0.55" stop-color="${C.teal}" stop-opacity="0.75"/><stop offset="1" stop-color="${C.navy}" stop-opacity="0.6"/></radialGradient>
   <linearGradient id="leaf-${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.mint}" stop-opacity="0.05"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0.45"/></linearGradient></defs>`;

type HeroMotif = (cx: number, cy: number, s: number, r: Rng, id: string) => string;

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smooth(points: Array<[number, number]>): string {
  let d = `M ${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    d += ` C ${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)}, ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)}, ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Monitoring, evaluation and learning: stacked glass panels carrying a fine data series, read through a lens. */
const dashboard: HeroMotif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  // Two panels behind, offset up and back, for depth.
  out += glass(cx - s * 0.95, cy - s * 0.98, s * 1.5, s * 0.95, id, 0.55);
  out += glass(cx - s * 0.55, cy - s * 0.78, s * 1.6, s * 1.05, id, 0.75);
  const x0 = cx - s * 1.25;
  const y0 = cy - s * 0.45;
  const pw = s * 2.2;
  const ph = s * 1.2;
  out += glass(x0, y0, pw, ph, id);
  // Hairline grid.
  for (let i = 1; i < 5; i++) {
    const y = y0 + (ph * i) / 5;
    out += `<line x1="${n(x0 + 24)}" y1="${n(y)}" x2="${n(x0 + pw - 24)}" y2="${n(y)}" stroke="#ffffff" stroke-opacity="0.1" stroke-width="1"/>`;
  }
  // A field of fine bars and the series drawn over them.
  const count = 34;
  const points: Array<[number, number]> = [];
  let level = 0.22;
  for (let i = 0; i < count; i++) {
    level = Math.min(0.86, Math.max(0.12, level + r.range(-0.05, 0.075)));
    const x = x0 + 36 + (i * (pw - 72)) / (count - 1);
    const bh = (ph - 60) * level;
    const yb = y0 + ph - 24;
    out += `<line x1="${n(x)}" y1="${n(yb)}" x2="${n(x)}" y2="${n(yb - bh * r.range(0.55, 0.8))}" stroke="${C.foam}" stroke-opacity="${n((0.22 + (i / count) * 0.3) * 100) / 100}" stroke-width="3"/>`;
    points.push([x, yb - bh]);
  }
  const line = smooth(points);
  const last = points[points.length - 1]!;
  out += `<path d="${line} L ${n(last[0])} ${n(y0 + ph - 24)} L ${n(points[0]![0])} ${n(y0 + ph - 24)} Z" fill="url(#area-${id})"/>`;
  out += `<path d="${line}" fill="none" stroke="${C.mint}" stroke-width="2.5" stroke-linejoin="round"/>`;
  out += `<line x1="${n(x0 + 24)}" y1="${n(y0 + ph - 24)}" x2="${n(x0 + pw - 24)}" y2="${n(y0 + ph - 24)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>`;
  // The lens over the latest readings.
  const lx = x0 + pw * 0.8;
  const ly = y0 + ph * 0.42;
  const lr = s * 0.42;
  out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(lr)}" fill="#ffffff" fill-opacity="0.06" stroke="${C.sand}" stroke-opacity="0.7" stroke-width="2"/>`;
  out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(lr * 0.9)}" fill="none" stroke="${C.sand}" stroke-opacity="0.25" stroke-width="1"/>`;
  out += `<line x1="${n(lx + lr * 0.72)}" y1="${n(ly + lr * 0.72)}" x2="${n(lx + lr * 1.25)}" y2="${n(ly + lr * 1.25)}" stroke="${C.sand}" stroke-opacity="0.7" stroke-width="2"/>`;
  // The focal reading: the series' latest peak, dashed back to its axis.
  const focus = points[Math.round(count * 0.82)]!;
  out += `<line x1="${n(focus[0])}" y1="${n(focus[1])}" x2="${n(focus[0])}" y2="${n(y0 + ph - 24)}" stroke="${C.accent}" stroke-opacity="0.7" stroke-width="1" stroke-dasharray="4 5"/>`;
  out += focalPoint(focus[0], focus[1], s * 0.028);
  return out;
};

/** A translucent leaf: a gradient blade with a hairline edge and midrib. */
const glassLeaf = (x: number, y: number, len: number, rot: number, id: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">
     <path d="M0 0 C ${n(len * 0.3)} ${n(-len * 0.3)}, ${n(len * 0.75)} ${n(-len * 0.3)}, ${n(len)} 0 C ${n(len * 0.75)} ${n(len * 0.3)}, ${n(len * 0.3)} ${n(len * 0.3)}, 0 0 Z" fill="url(#leaf-${id})" stroke="${C.foam}" stroke-opacity="0.45" stroke-width="1"/>
     <line x1="0" y1="0" x2="${n(len * 0.92)}" y2="0" stroke="${C.foam}" stroke-opacity="0.45" stroke-width="1"/>
   </g>`;

/** Sustainability: a lit sphere drawn in hairline meridians, translucent leaves rising behind it, and an orbit. */
const growth: HeroMotif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const gx = cx;
  const gy = cy + s * 0.12;
  const rad = s * 0.82;
  // Leaves behind the sphere.
  out += glassLeaf(gx - s * 0.15, gy - rad * 0.55, s * 1.25, -72, id);
  out += glassLeaf(gx - s * 0.1, gy - rad * 0.5, s * 1.05, -118, id);
  out += glassLeaf(gx + s * 0.2, gy - rad * 0.2, s * 1.1, -28, id);
  // Rising terraces: concentric arcs below, like a contour map of a hill.
  for (let i = 0; i < 7; i++) {
    const rr = rad * (1.15 + i * 0.16);
    out += `<path d="M ${n(gx - rr * 1.3)} ${n(gy + rad * 0.9)} A ${n(rr * 1.3)} ${n(rr * 0.45)} 0 0 1 ${n(gx + rr * 1.3)} ${n(gy + rad * 0.9)}" fill="none" stroke="${C.foam}" stroke-opacity="${n((0.28 - i * 0.03) * 100) / 100}" stroke-width="1"/>`;
  }
  out += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(rad)}" fill="url(#sphere-${id})" stroke="${C.foam}" stroke-opacity="0.5" stroke-width="1.5"/>`;
  for (const k of [0.2, 0.45, 0.7, 0.9]) {
    out += `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(rad * k)}" ry="${n(rad)}" fill="none" stroke="${C.foam}" stroke-opacity="0.28" stroke-width="1"/>`;
  }
  for (const k of [-0.66, -0.33, 0, 0.33, 0.66]) {
    const y = gy + rad * k;
    const half = Math.sqrt(1 - k * k) * rad;
    out += `<ellipse cx="${n(gx)}" cy="${n(y)}" rx="${n(half)}" ry="${n(half * 0.12)}" fill="none" stroke="${C.foam}" stroke-opacity="0.22" stroke-width="1"/>`;
  }
  // Orbit, tilted, with the focal point riding on it.
  const tilt = -16;
  const ox = rad * 1.55;
  const oy = rad * 0.38;
  out += `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(ox)}" ry="${n(oy)}" fill="none" stroke="${C.sand}" stroke-opacity="0.45" stroke-width="1.2" transform="rotate(${tilt} ${n(gx)} ${n(gy)})"/>`;
  const a = -0.35 + r.range(-0.05, 0.05);
  const px = gx + Math.cos(a) * ox;
  const py = gy + Math.sin(a) * oy;
  const t = (tilt * Math.PI) / 180;
  const fx = gx + (px - gx) * Math.cos(t) - (py - gy) * Math.sin(t);
  const fy = gy + (px - gx) * Math.sin(t) + (py - gy) * Math.cos(t);
  out += focalPoint(fx, fy, s * 0.035);
  return out;
};

/** Project management: glass work bands staggered along fine time ticks, one milestone in gold on the "today" line. */
const timeline: HeroMotif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 2.6;
  const h = s * 1.7;
  const x0 = cx - w * 0.55;
  const y0 = cy - h / 2;
  let g = "";
  // Time ticks: hairlines, every fourth stronger.
  for (let i = 0; i <= 24; i++) {
    const x = x0 + (i * w) / 24;
    g += `<line x1="${n(x)}" y1="${n(y0 - 20)}" x2="${n(x)}" y2="${n(y0 + h + 20)}" stroke="#ffffff" stroke-opacity="${i % 4 ? 0.05 : 0.13}" stroke-width="1"/>`;
    g += `<line x1="${n(x)}" y1="${n(y0 - 30)}" x2="${n(x)}" y2="${n(y0 - (i % 4 ? 22 : 14))}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="1"/>`;
  }
  const rows = 7;
  const rowH = h / rows;
  let start = 0.02;
  const ends: Array<[number, number]> = [];
  const bars: Array<[number, number, number]> = [];
  for (let i = 0; i < rows; i++) {
    const len = r.range(0.2, 0.34);
    const bx = x0 + start * w;
    const bw = len * w;
    const y = y0 + i * rowH + rowH * 0.22;
    bars.push([bx, y, bw]);
    start = Math.min(0.66, start + len * r.range(0.5, 0.85));
  }
  const today = x0 + 0.62 * w;
  bars.forEach(([bx, y, bw], i) => {
    const bh = rowH * 0.56;
    const done = Math.max(0, Math.min(bw, today - bx));
    g += glass(bx, y, bw, bh, id, 0.9);
    if (done > 0) g += `<rect x="${n(bx)}" y="${n(y)}" width="${n(done)}" height="${n(bh)}" rx="6" fill="${C.mint}" fill-opacity="${i < 3 ? 0.45 : 0.3}"/>`;
    ends.push([bx + bw, y + bh / 2]);
    if (i > 0) {
      const [ex, ey] = ends[i - 1]!;
      g += `<path d="M ${n(ex)} ${n(ey)} h 14 V ${n(y + bh / 2)} H ${n(bx)}" fill="none" stroke="${C.foam}" stroke-opacity="0.35" stroke-width="1"/>`;
    }
  });
  // Today, and the milestone that falls on it.
  g += `<line x1="${n(today)}" y1="${n(y0 - 40)}" x2="${n(today)}" y2="${n(y0 + h + 30)}" stroke="${C.accent}" stroke-opacity="0.75" stroke-width="1.5"/>`;
  const [, my] = bars[4]!;
  g += focalPoint(today, my + rowH * 0.28, s * 0.03);
  out += `<g transform="rotate(-6 ${n(cx)} ${n(cy)})">${g}</g>`;
  return out;
};

/** Business support: a constellation on a sphere — near nodes larger and brighter — joined to their neighbours, with a gold hub. */
const network: HeroMotif = (cx, cy, s, r) => {
  const rad = s * 1.05;
  const count = 64;
  const tiltX = 0.35;
  const nodes: Array<{ x: number; y: number; z: number }> = [];
  for (let i = 0; i < count; i++) {
    // Fibonacci sphere with jitter, so the points spread evenly.
    const yy = 1 - ((i + 0.5) / count) * 2;
    const rr = Math.sqrt(1 - yy * yy);
    const th = i * 2.399963 + r.range(-0.15, 0.15);
    const x = Math.cos(th) * rr;
    const z = Math.sin(th) * rr;
    const y2 = yy * Math.cos(tiltX) - z * Math.sin(tiltX);
    const z2 = yy * Math.sin(tiltX) + z * Math.cos(tiltX);
    nodes.push({ x: cx + x * rad, y: cy + y2 * rad, z: z2 });
  }
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="#ffffff" fill-opacity="0.025" stroke="#ffffff" stroke-opacity="0.14" stroke-width="1"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rad)}" ry="${n(rad * 0.3)}" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="1"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rad * 0.3)}" ry="${n(rad)}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1"/>`;
  const depth = (z: number) => (z + 1) / 2;
  const edges = new Set<string>();
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y, (a.z - b.z) * rad) }))
      .filter((e) => e.j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 3);
    for (const { j } of near) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (edges.has(key)) continue;
      edges.add(key);
      const b = nodes[j]!;
      const op = 0.08 + depth((a.z + b.z) / 2) * 0.32;
      out += `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${C.foam}" stroke-opacity="${n(op * 100) / 100}" stroke-width="1"/>`;
    }
  });
  // The hub: the front-most node nearest the centre.
  let hub = 0;
  nodes.forEach((p, i) => {
    const score = p.z - Math.hypot(p.x - cx, p.y - cy) / rad;
    const best = nodes[hub]!;
    if (score > best.z - Math.hypot(best.x - cx, best.y - cy) / rad) hub = i;
  });
  const h = nodes[hub]!;
  // Spokes from the hub to a few far nodes: the firm connecting its clients.
  nodes
    .map((p, i) => ({ i, d: Math.hypot(p.x - h.x, p.y - h.y) }))
    .filter((e) => nodes[e.i]!.z > -0.2 && e.i !== hub)
    .sort((p, q) => q.d - p.d)
    .slice(0, 5)
    .forEach(({ i }) => {
      const p = nodes[i]!;
      out += `<path d="M ${n(h.x)} ${n(h.y)} Q ${n((h.x + p.x) / 2 + (p.y - h.y) * 0.15)} ${n((h.y + p.y) / 2 - (p.x - h.x) * 0.15)} ${n(p.x)} ${n(p.y)}" fill="none" stroke="${C.accent}" stroke-opacity="0.45" stroke-width="1"/>`;
    });
  [...nodes.keys()]
    .sort((i, j) => nodes[i]!.z - nodes[j]!.z)
    .forEach((i) => {
      if (i === hub) return;
      const p = nodes[i]!;
      const d = depth(p.z);
      const rr = s * (0.012 + d * 0.022);
      out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(rr)}" fill="${d > 0.6 ? C.foam : C.mint}" fill-opacity="${n((0.3 + d * 0.65) * 100) / 100}"/>`;
    });
  out += focalPoint(h.x, h.y, s * 0.04);
  return out;
};

/** The firm's name drawn as a picture: a suspension bridge in hairlines, the gold point at the top of its arch. */
const bridge: HeroMotif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const deck = cy + s * 0.5;
  const span = s * 1.45;
  const arch = (k: number) => {
    const rise = s * 1.05 * k;
    return `M ${n(cx - span)} ${n(deck)} Q ${n(cx)} ${n(deck - rise * 2)} ${n(cx + span)} ${n(deck)}`;
  };
  // Translucent bands between the arches.
  out += `<path d="${arch(1)} L ${n(cx + span)} ${n(deck)} Z" fill="#ffffff" fill-opacity="0.05"/>`;
  out += `<path d="${arch(0.72)} L ${n(cx + span)} ${n(deck)} Z" fill="${C.mint}" fill-opacity="0.08"/>`;
  out += `<path d="${arch(0.45)} L ${n(cx + span)} ${n(deck)} Z" fill="${C.mint}" fill-opacity="0.1"/>`;
  // Hangers from the main arch to the deck.
  const hangers = 23;
  for (let i = 1; i < hangers; i++) {
    const t = i / hangers;
    const x = cx - span + t * span * 2;
    const y = deck - s * 1.05 * 2 * 2 * t * (1 - t);
    out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(deck)}" stroke="${C.foam}" stroke-opacity="${i % 4 ? 0.22 : 0.4}" stroke-width="1"/>`;
  }
  out += `<path d="${arch(1)}" fill="none" stroke="${C.sand}" stroke-opacity="0.85" stroke-width="2"/>`;
  out += `<path d="${arch(0.72)}" fill="none" stroke="${C.foam}" stroke-opacity="0.5" stroke-width="1.2"/>`;
  out += `<path d="${arch(0.45)}" fill="none" stroke="${C.foam}" stroke-opacity="0.35" stroke-width="1"/>`;
  // The deck, its reflection and the water's hairlines.
  out += `<line x1="${n(cx - span * 1.35)}" y1="${n(deck)}" x2="${n(cx + span * 1.35)}" y2="${n(deck)}" stroke="${C.sand}" stroke-opacity="0.9" stroke-width="2.5"/>`;
  for (let i = 1; i <= 6; i++) {
    const y = deck + i * s * 0.07;
    const half = span * (1.25 - i * 0.12) * r.range(0.9, 1.05);
    out += `<line x1="${n(cx - half)}" y1="${n(y)}" x2="${n(cx + half)}" y2="${n(y)}" stroke="#ffffff" stroke-opacity="${n((0.18 - i * 0.02) * 100) / 100}" stroke-width="1"/>`;
  }
  // Towers.
  for (const x of [cx - span * 0.98, cx + span * 0.98]) {
    out += `<rect x="${n(x - 3)}" y="${n(deck - s * 0.32)}" width="6" height="${n(s * 0.32 + s * 0.1)}" fill="${C.sand}" fill-opacity="0.8"/>`;
  }
  out += focalPoint(cx, deck - s * 1.05, s * 0.035);
  return out;
};

const HERO_SCENES: Record<string, HeroMotif> = {
  "hero-mel": dashboard,
  "hero-sustainability": growth,
  "hero-project-management": timeline,
  "hero-business-support": network,
  "og-default": bridge,
};

/** A service hero (or the social card): the layered background, the service's focal composition on the end side, and the grain. */
export function heroSvgBody(id: string, w: number, h: number): string {
  const motif = HERO_SCENES[id];
  if (!motif) throw new Error(`No artwork is defined for "${id}".`);
  const r = rng(id);
  const s = Math.min(w, h) * 0.3;
  // The social card has no copy over it, and is often cropped to a square: its picture is centred.
  const focus = id === "og-default" ? { x: 0.5, y: 0.42 } : HERO_FOCUS;
  return heroBackground(w, h, r, id, focus) + motif(w * focus.x, h * focus.y, s, r, id) + heroGrain(w, h, id);
}


/* ---------- blog compositions ---------- */

/*
 * The blog pictures belong to the heroes' family — the same layered field, contour lines, glass planes,
 * grain and single gold point — but they carry no copy, so the light falls on the centre, the field is
 * lifted a little brighter, and each post's motif is drawn there in fine line work.
 */

const BLOG_FOCUS = { x: 0.5, y: 0.46 } as const;

/** A hairline path. */
const hair = (d: string, opacity = 0.5, color: string = C.foam, width = 1, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** A hollow node: a small ring on the line work. */
const node = (x: number, y: number, rad: number, opacity = 0.8) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${C.navy}" fill-opacity="0.6" stroke="${C.sand}" stroke-opacity="${opacity}" stroke-width="1.2"/>`;
/** Lines of "text" in hairline strokes, the last one shorter. */
const textLines = (x: number, y: number, w: number, count: number, gap: number, r: Rng, opacity = 0.4) =>
  Array.from({ length: count }, (_, i) => {
    const lw = w * (i === count - 1 ? r.range(0.4, 0.65) : r.range(0.78, 1));
    return `<line x1="${n(x)}" y1="${n(y + i * gap)}" x2="${n(x + lw)}" y2="${n(y + i * gap)}" stroke="${C.foam}" stroke-opacity="${opacity}" stroke-width="1.5" stroke-linecap="round"/>`;
  }).join("");
/** A bust in outline: head ring and shoulders arc. */
const bust = (x: number, y: number, size: number, opacity = 0.6) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.42)}" fill="#ffffff" fill-opacity="0.05" stroke="${C.foam}" stroke-opacity="${opacity}" stroke-width="1.2"/>` +
  hair(`M ${n(x - size)} ${n(y + size * 1.5)} Q ${n(x - size)} ${n(y + size * 0.62)} ${n(x)} ${n(y + size * 0.62)} Q ${n(x + size)} ${n(y + size * 0.62)} ${n(x + size)} ${n(y + size * 1.5)}`, opacity, C.foam, 1.2);
/** A glass browser window with its hairline title bar; returns the content's top edge too. */
const glassWindow = (x: number, y: number, w: number, h: number, id: string) => {
  let out = glass(x, y, w, h, id);
  out += `<line x1="${n(x)}" y1="${n(y + 34)}" x2="${n(x + w)}" y2="${n(y + 34)}" stroke="#ffffff" stroke-opacity="0.2" stroke-width="1"/>`;
  for (let i = 0; i < 3; i++) out += `<circle cx="${n(x + 20 + i * 16)}" cy="${n(y + 17)}" r="4.5" fill="none" stroke="${C.foam}" stroke-opacity="0.5" stroke-width="1"/>`;
  out += `<rect x="${n(x + 84)}" y="${n(y + 10)}" width="${n(w * 0.42)}" height="14" rx="7" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1"/>`;
  return out;
};

type Motif = HeroMotif;

/** Theory of change: glass steps rising, a fine path through their tops, the last one the gold outcome. */
const steps: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const count = 5;
  const base = cy + s * 0.75;
  const tops: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const x = cx - s * 1.25 + i * s * 0.52;
    const hgt = s * 0.35 + i * s * 0.3;
    out += glass(x, base - hgt, s * 0.42, hgt, id, 0.6 + i * 0.1);
    for (let k = 1; k < 4; k++) out += `<line x1="${n(x + 10)}" y1="${n(base - hgt + (hgt * k) / 4)}" x2="${n(x + s * 0.42 - 10)}" y2="${n(base - hgt + (hgt * k) / 4)}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1"/>`;
    tops.push([x + s * 0.21, base - hgt - s * 0.16]);
  }
  out += hair(smooth(tops), 0.55, C.sand, 1.2, ` stroke-dasharray="5 6"`);
  tops.slice(0, -1).forEach(([x, y]) => (out += node(x, y, s * 0.035)));
  out += `<line x1="${n(cx - s * 1.45)}" y1="${n(base)}" x2="${n(cx + s * 1.45)}" y2="${n(base)}" stroke="${C.sand}" stroke-opacity="0.5" stroke-width="1.2"/>`;
  const [fx, fy] = tops[count - 1]!;
  out += focalPoint(fx, fy, s * 0.035);
  return out;
};

/** Choosing indicators: a target in hairline rings and crosshairs, readings scattered, the bull's-eye gold. */
const target: Motif = (cx, cy, s, r) => {
  let out = "";
  for (let i = 0; i < 9; i++) {
    const rad = s * (0.14 + i * 0.11);
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${i % 2 ? "none" : "#ffffff"}" fill-opacity="0.025" stroke="${C.foam}" stroke-opacity="${i % 3 === 2 ? 0.5 : 0.22}" stroke-width="${i % 3 === 2 ? 1.4 : 1}"/>`;
  }
  out += hair(`M ${n(cx - s * 1.3)} ${n(cy)} H ${n(cx + s * 1.3)} M ${n(cx)} ${n(cy - s * 1.15)} V ${n(cy + s * 1.15)}`, 0.3);
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    const r0 = s * 1.02;
    const r1 = s * (i % 9 ? 1.06 : 1.12);
    out += `<line x1="${n(cx + Math.cos(a) * r0)}" y1="${n(cy + Math.sin(a) * r0)}" x2="${n(cx + Math.cos(a) * r1)}" y2="${n(cy + Math.sin(a) * r1)}" stroke="${C.foam}" stroke-opacity="0.4" stroke-width="1"/>`;
  }
  // Readings: most cluster near the centre, a few stray.
  for (let i = 0; i < 14; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = s * (i < 9 ? r.range(0.12, 0.45) : r.range(0.5, 0.9));
    out += `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(s * 0.022)}" fill="${C.mint}" fill-opacity="0.75"/>`;
  }
  out += focalPoint(cx, cy, s * 0.04);
  return out;
};

/** Third-party monitoring: a glass checklist read through a lens; the item under the lens in gold. */
const clipboard: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 1.15;
  const h = s * 1.55;
  const x0 = cx - w * 0.7;
  const y0 = cy - h / 2;
  out += glass(x0 + s * 0.12, y0 - s * 0.08, w, h, id, 0.5);
  out += glass(x0, y0, w, h, id);
  out += `<rect x="${n(x0 + w * 0.32)}" y="${n(y0 - 10)}" width="${n(w * 0.36)}" height="22" rx="8" fill="${C.navy}" fill-opacity="0.5" stroke="${C.sand}" stroke-opacity="0.55" stroke-width="1.2"/>`;
  const rows = 5;
  let focus: [number, number] = [0, 0];
  for (let i = 0; i < rows; i++) {
    const y = y0 + s * 0.3 + (i * (h - s * 0.45)) / rows;
    const bx = x0 + s * 0.14;
    out += `<rect x="${n(bx)}" y="${n(y - 9)}" width="18" height="18" rx="3" fill="none" stroke="${C.foam}" stroke-opacity="0.55" stroke-width="1.2"/>`;
    if (i < 3) out += hair(`M ${n(bx + 4)} ${n(y)} l 4 5 l 8 -10`, 0.8, C.mint, 1.6);
    if (i === 3) focus = [bx + 9, y];
    out += textLines(bx + 34, y - 4, w - s * 0.5, 2, 9, r, 0.35);
  }
  const lx = x0 + w * 0.95;
  const ly = focus[1] - s * 0.1;
  const lr = s * 0.36;
  out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(lr)}" fill="#ffffff" fill-opacity="0.06" stroke="${C.sand}" stroke-opacity="0.75" stroke-width="2"/>`;
  out += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(lr * 0.88)}" fill="none" stroke="${C.sand}" stroke-opacity="0.25" stroke-width="1"/>`;
  out += `<line x1="${n(lx + lr * 0.72)}" y1="${n(ly + lr * 0.72)}" x2="${n(lx + lr * 1.45)}" y2="${n(ly + lr * 1.45)}" stroke="${C.sand}" stroke-opacity="0.75" stroke-width="3" stroke-linecap="round"/>`;
  out += hair(`M ${n(focus[0] + 9)} ${n(focus[1])} H ${n(lx - lr * 0.3)}`, 0.5, C.accent, 1, ` stroke-dasharray="3 4"`);
  out += focalPoint(focus[0], focus[1], s * 0.03);
  return out;
};

/** Learning workshops: people in outline round a glass table, their remarks as glass bubbles, one idea in gold. */
const workshop: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const ty = cy + s * 0.45;
  // The people sit along the far side of an elliptical table, evenly spaced across it.
  for (let i = 0; i < 6; i++) {
    const t = (i - 2.5) / 2.5;
    const x = cx + t * s * 1.05;
    const y = ty - Math.sqrt(1 - t * t * 0.8) * s * 0.3 - s * 0.32;
    out += bust(x, y, s * 0.16, 0.75 - Math.abs(t) * 0.3);
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(ty)}" rx="${n(s * 1.3)}" ry="${n(s * 0.3)}" fill="url(#glass-${id})" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(ty)}" rx="${n(s * 1.12)}" ry="${n(s * 0.22)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="1"/>`;
  // Sheets on the table.
  for (let i = 0; i < 3; i++) {
    const x = cx - s * 0.55 + i * s * 0.42 + r.range(-8, 8);
    out += `<rect x="${n(x)}" y="${n(ty - s * 0.06)}" width="${n(s * 0.22)}" height="${n(s * 0.12)}" fill="none" stroke="${C.foam}" stroke-opacity="0.35" stroke-width="1" transform="rotate(${n(r.range(-12, 12))} ${n(x)} ${n(ty)})"/>`;
  }
  const bubble = (x: number, y: number, w: number, flip: boolean) =>
    glass(x, y, w, w * 0.5, id, 0.9) + hair(`M ${n(x + w * (flip ? 0.7 : 0.3))} ${n(y + w * 0.5)} l ${n(flip ? 10 : -10)} 16 l ${n(flip ? 4 : -4)} -16`, 0.3, "#ffffff");
  out += bubble(cx - s * 1.3, cy - s * 1.05, s * 0.62, false);
  out += textLines(cx - s * 1.3 + 16, cy - s * 0.93, s * 0.45, 2, 12, r, 0.45);
  out += bubble(cx + s * 0.7, cy - s * 1.12, s * 0.62, true);
  out += textLines(cx + s * 0.7 + 16, cy - s * 1.0, s * 0.45, 2, 12, r, 0.45);
  // The idea that emerges over the table.
  out += hair(`M ${n(cx)} ${n(cy - s * 0.3)} V ${n(cy - s * 0.78)}`, 0.35, C.accent, 1, ` stroke-dasharray="3 5"`);
  out += focalPoint(cx, cy - s * 0.85, s * 0.04);
  return out;
};

/** An ESG roadmap: a road receding over contour terraces, milestones in rings, the goal in gold beside a leaf. */
const road: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  for (let i = 0; i < 8; i++) {
    const rr = s * (0.9 + i * 0.22);
    out += `<path d="M ${n(cx - rr * 1.5)} ${n(cy + s * 0.95)} A ${n(rr * 1.5)} ${n(rr * 0.5)} 0 0 1 ${n(cx + rr * 1.5)} ${n(cy + s * 0.95)}" fill="none" stroke="${C.foam}" stroke-opacity="${n((0.22 - i * 0.02) * 100) / 100}" stroke-width="1"/>`;
  }
  const centre: Array<[number, number]> = [
    [cx - s * 0.45, cy + s * 1.9],
    [cx - s * 0.2, cy + s * 0.75],
    [cx - s * 0.55, cy + s * 0.25],
    [cx - s * 0.05, cy - s * 0.1],
    [cx + s * 0.45, cy - s * 0.35],
    [cx + s * 0.72, cy - s * 0.62],
  ];
  // Edges: offset the centre line, narrowing with distance.
  const edge = (side: number) =>
    centre.map(([x, y], i): [number, number] => [x + side * s * (0.34 - i * 0.055), y + side * s * 0.02]);
  out += `<path d="${smooth(edge(-1))} L ${[...edge(1)].reverse().map(([x, y]) => `${n(x)} ${n(y)}`).join(" L ")} Z" fill="url(#glass-${id})" stroke="none"/>`;
  out += hair(smooth(edge(-1)), 0.55, C.sand, 1.2);
  out += hair(smooth(edge(1)), 0.55, C.sand, 1.2);
  out += hair(smooth(centre), 0.6, C.sand, 1, ` stroke-dasharray="10 9"`);
  for (const i of [1, 3]) out += node(centre[i]![0], centre[i]![1], s * 0.04);
  const [gx, gy] = centre[centre.length - 1]!;
  out += glassLeaf(gx + s * 0.08, gy - s * 0.05, s * 0.55, -62, id);
  out += glassLeaf(gx + s * 0.1, gy - s * 0.02, s * 0.42, -12, id);
  out += focalPoint(gx, gy, s * 0.038);
  return out;
};

/** The SDGs: a hairline globe inside a wheel of seventeen fine segments; the gold point marks one goal. */
const sdgGlobe: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const rad = s * 0.62;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="url(#sphere-${id})" stroke="${C.foam}" stroke-opacity="0.5" stroke-width="1.5"/>`;
  for (const k of [0.25, 0.55, 0.85]) out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rad * k)}" ry="${n(rad)}" fill="none" stroke="${C.foam}" stroke-opacity="0.28" stroke-width="1"/>`;
  for (const k of [-0.6, -0.3, 0, 0.3, 0.6]) {
    const half = Math.sqrt(1 - k * k) * rad;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy + rad * k)}" rx="${n(half)}" ry="${n(half * 0.12)}" fill="none" stroke="${C.foam}" stroke-opacity="0.22" stroke-width="1"/>`;
  }
  const goals = 17;
  const r0 = s * 0.82;
  const r1 = s * 1.08;
  const p = (a: number, rr: number) => `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  let focus: [number, number] = [cx, cy];
  for (let i = 0; i < goals; i++) {
    const a0 = (i / goals) * Math.PI * 2 - Math.PI / 2 + 0.03;
    const a1 = ((i + 1) / goals) * Math.PI * 2 - Math.PI / 2 - 0.03;
    const shade = [C.mint, C.foam, C.sky][i % 3]!;
    out += `<path d="M ${p(a0, r1)} A ${n(r1)} ${n(r1)} 0 0 1 ${p(a1, r1)} L ${p(a1, r0)} A ${n(r0)} ${n(r0)} 0 0 0 ${p(a0, r0)} Z" fill="${shade}" fill-opacity="${n(r.range(0.06, 0.16) * 100) / 100}" stroke="${C.foam}" stroke-opacity="0.45" stroke-width="1"/>`;
    if (i === 12) {
      const am = (a0 + a1) / 2;
      focus = [cx + Math.cos(am) * (r0 + r1) * 0.5, cy + Math.sin(am) * (r0 + r1) * 0.5];
    }
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 1.2)}" fill="none" stroke="${C.sand}" stroke-opacity="0.25" stroke-width="1"/>`;
  out += glassLeaf(cx - s * 0.05, cy + s * 0.05, s * 0.5, -40, id);
  out += focalPoint(focus[0], focus[1], s * 0.035);
  return out;
};

/** The project charter: three glass sheets fanned, the top one ruled in hairlines and signed; the seal in gold. */
const documents: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 1.1;
  const h = s * 1.5;
  for (let i = 2; i >= 0; i--) {
    const x = cx - w / 2 + (i - 1) * s * 0.16;
    const y = cy - h / 2 + i * s * 0.06;
    out += `<g transform="rotate(${n((i - 1) * 7)} ${n(cx)} ${n(cy + h / 2)})">${glass(x, y, w, h, id, i === 0 ? 1 : 0.55)}</g>`;
  }
  const x0 = cx - w / 2 - s * 0.16;
  const y0 = cy - h / 2;
  out += `<line x1="${n(x0 + 24)}" y1="${n(y0 + 40)}" x2="${n(x0 + w * 0.55)}" y2="${n(y0 + 40)}" stroke="${C.sand}" stroke-opacity="0.75" stroke-width="3" stroke-linecap="round"/>`;
  out += textLines(x0 + 24, y0 + 72, w - 48, 6, 18, r, 0.35);
  out += textLines(x0 + 24, y0 + 72 + 6 * 18 + 14, w - 48, 3, 18, r, 0.3);
  const sy = y0 + h - s * 0.2;
  out += hair(`M ${n(x0 + 24)} ${n(sy)} c 14 -26 24 -26 30 0 s 18 22 30 -4 s 20 -18 34 -2 s 20 8 30 -6`, 0.7, C.sand, 1.3);
  out += `<line x1="${n(x0 + 20)}" y1="${n(sy + 10)}" x2="${n(x0 + w * 0.6)}" y2="${n(sy + 10)}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1"/>`;
  const seal: [number, number] = [x0 + w - s * 0.22, sy - 4];
  out += `<circle cx="${n(seal[0])}" cy="${n(seal[1])}" r="${n(s * 0.17)}" fill="none" stroke="${C.accent}" stroke-opacity="0.35" stroke-width="1" stroke-dasharray="2 3"/>`;
  out += focalPoint(seal[0], seal[1], s * 0.035);
  return out;
};

/** Managing risk: a likelihood-by-impact grid in hairline cells shaded by their score, a glass shield before it; the critical cell in gold. */
const shieldGrid: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const cell = s * 0.34;
  const gap = 6;
  const gx = cx - s * 1.45;
  const gy = cy - s * 0.9;
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 5; j++) {
      const score = (i + 1) * (5 - j);
      out += `<rect x="${n(gx + i * (cell + gap))}" y="${n(gy + j * (cell + gap))}" width="${n(cell)}" height="${n(cell)}" rx="3" fill="${score >= 15 ? C.sand : C.mint}" fill-opacity="${n((0.03 + (score / 25) * 0.2) * 100) / 100}" stroke="${C.foam}" stroke-opacity="${n((0.15 + (score / 25) * 0.35) * 100) / 100}" stroke-width="1"/>`;
    }
  }
  out += hair(`M ${n(gx - 14)} ${n(gy + 5 * (cell + gap))} V ${n(gy - 10)} M ${n(gx - 14)} ${n(gy + 5 * (cell + gap) + 8)} H ${n(gx + 5 * (cell + gap))}`, 0.4, C.sand, 1);
  const sx = cx + s * 0.95;
  const sy = cy + s * 0.05;
  const sw = s * 0.6;
  const shield = (k: number) =>
    `M${n(sx)} ${n(sy - sw * k)} L ${n(sx + sw * 0.85 * k)} ${n(sy - sw * 0.65 * k)} L ${n(sx + sw * 0.8 * k)} ${n(sy + sw * 0.1 * k)} Q ${n(sx + sw * 0.6 * k)} ${n(sy + sw * 0.75 * k)} ${n(sx)} ${n(sy + sw * k)} Q ${n(sx - sw * 0.6 * k)} ${n(sy + sw * 0.75 * k)} ${n(sx - sw * 0.8 * k)} ${n(sy + sw * 0.1 * k)} L ${n(sx - sw * 0.85 * k)} ${n(sy - sw * 0.65 * k)} Z`;
  out += `<path d="${shield(1)}" fill="${C.navy}" fill-opacity="0.55" stroke="none"/>`;
  out += `<path d="${shield(1)}" fill="url(#glass-${id})" stroke="${C.sand}" stroke-opacity="0.7" stroke-width="1.5"/>`;
  out += hair(shield(0.82), 0.3, C.foam);
  out += hair(`M ${n(sx - sw * 0.3)} ${n(sy)} l ${n(sw * 0.22)} ${n(sw * 0.24)} l ${n(sw * 0.42)} ${n(-sw * 0.46)}`, 0.8, C.mint, 2);
  out += focalPoint(gx + 4 * (cell + gap) + cell / 2, gy + cell / 2, s * 0.03);
  return out;
};

/** Agile or waterfall: an iterative loop of hairline arcs beside a cascade of glass steps, joined at a gold point. */
const cycles: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const lx = cx - s * 0.7;
  const rad = s * 0.55;
  for (let k = 0; k < 3; k++) {
    const rr = rad * (1 - k * 0.18);
    for (let i = 0; i < 4; i++) {
      const a0 = (i / 4) * Math.PI * 2 + k * 0.4;
      const a1 = a0 + Math.PI * 0.4;
      out += hair(`M ${n(lx + Math.cos(a0) * rr)} ${n(cy + Math.sin(a0) * rr)} A ${n(rr)} ${n(rr)} 0 0 1 ${n(lx + Math.cos(a1) * rr)} ${n(cy + Math.sin(a1) * rr)}`, 0.6 - k * 0.15, k ? C.foam : C.sand, k ? 1 : 1.5);
      if (k === 0) {
        const ex = lx + Math.cos(a1) * rr;
        const ey = cy + Math.sin(a1) * rr;
        const ta = a1 + Math.PI / 2;
        out += hair(`M ${n(ex - Math.cos(ta - 0.5) * 10)} ${n(ey - Math.sin(ta - 0.5) * 10)} L ${n(ex)} ${n(ey)} L ${n(ex - Math.cos(ta + 0.5) * 10)} ${n(ey - Math.sin(ta + 0.5) * 10)}`, 0.6, C.sand, 1.5);
      }
    }
  }
  out += `<circle cx="${n(lx)}" cy="${n(cy)}" r="${n(rad * 0.3)}" fill="url(#glass-${id})" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1"/>`;
  let last: [number, number] = [0, 0];
  for (let i = 0; i < 4; i++) {
    const x = cx + s * 0.05 + i * s * 0.26;
    const y = cy - s * 0.7 + i * s * 0.36;
    out += glass(x, y, s * 0.55, s * 0.22, id, 0.95 - i * 0.1);
    if (i < 3) out += hair(`M ${n(x + s * 0.4)} ${n(y + s * 0.22)} V ${n(y + s * 0.36 + s * 0.11)} H ${n(x + s * 0.26)}`, 0.4, C.foam, 1, ` stroke-dasharray="3 4"`);
    last = [x + s * 0.55, y + s * 0.11];
  }
  out += hair(`M ${n(lx + rad)} ${n(cy)} C ${n(cx)} ${n(cy + s * 0.1)}, ${n(cx + s * 0.3)} ${n(cy + s * 0.9)}, ${n(last[0] + s * 0.1)} ${n(last[1] + s * 0.25)}`, 0.3, C.sand, 1, ` stroke-dasharray="2 5"`);
  out += focalPoint(last[0] + s * 0.1, last[1] + s * 0.25, s * 0.032);
  return out;
};

/** A virtual office: a glass window of four call tiles, each member in outline; the live indicator in gold. */
const videoCall: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 2.3;
  const h = s * 1.5;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  out += glass(x0 + s * 0.14, y0 - s * 0.14, w, h, id, 0.4);
  out += glassWindow(x0, y0, w, h, id);
  const pad = 14;
  const tw = (w - pad * 3) / 2;
  const th = (h - 34 - pad * 3 - 30) / 2;
  for (let i = 0; i < 4; i++) {
    const tx = x0 + pad + (i % 2) * (tw + pad);
    const ty = y0 + 34 + pad + Math.floor(i / 2) * (th + pad);
    out += `<rect x="${n(tx)}" y="${n(ty)}" width="${n(tw)}" height="${n(th)}" rx="4" fill="#ffffff" fill-opacity="${i === 1 ? 0.07 : 0.03}" stroke="#ffffff" stroke-opacity="${i === 1 ? 0.4 : 0.16}" stroke-width="1"/>`;
    out += `<svg x="${n(tx)}" y="${n(ty)}" width="${n(tw)}" height="${n(th)}">${bust(tw / 2, th * 0.42, th * 0.26, 0.55)}</svg>`;
  }
  // Controls along the bottom.
  const by = y0 + h - 22;
  for (let i = -1; i <= 1; i++) out += `<circle cx="${n(cx + i * 30)}" cy="${n(by)}" r="9" fill="none" stroke="${C.foam}" stroke-opacity="0.5" stroke-width="1"/>`;
  out += focalPoint(x0 + pad * 2 + tw * 2 - 26, y0 + 34 + pad + 26, s * 0.022);
  return out;
};

/** What a website needs: a glass page laid out in hairline blocks, a cursor in outline over the one gold call to action. */
const website: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 2.3;
  const h = s * 1.5;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  out += glassWindow(x0, y0, w, h, id);
  const heroH = h * 0.36;
  out += `<rect x="${n(x0 + 18)}" y="${n(y0 + 50)}" width="${n(w - 36)}" height="${n(heroH)}" rx="4" fill="${C.mint}" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1"/>`;
  out += `<line x1="${n(x0 + 40)}" y1="${n(y0 + 82)}" x2="${n(x0 + 40 + w * 0.36)}" y2="${n(y0 + 82)}" stroke="${C.sand}" stroke-opacity="0.75" stroke-width="3" stroke-linecap="round"/>`;
  out += textLines(x0 + 40, y0 + 104, w * 0.3, 2, 13, r, 0.45);
  const bx = x0 + 40;
  const bYc = y0 + 50 + heroH - 26;
  // A hairline illustration on the right of the page's hero.
  for (let i = 0; i < 4; i++) out += `<circle cx="${n(x0 + w * 0.76)}" cy="${n(y0 + 50 + heroH / 2)}" r="${n(heroH * (0.12 + i * 0.09))}" fill="none" stroke="${C.foam}" stroke-opacity="${n((0.4 - i * 0.08) * 100) / 100}" stroke-width="1"/>`;
  const colW = (w - 36 - 28) / 3;
  for (let i = 0; i < 3; i++) {
    const x = x0 + 18 + i * (colW + 14);
    const y = y0 + 64 + heroH;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(colW)}" height="${n(y0 + h - 16 - y)}" rx="4" fill="#ffffff" fill-opacity="0.03" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1"/>`;
    out += `<circle cx="${n(x + 22)}" cy="${n(y + 22)}" r="9" fill="none" stroke="${C.mint}" stroke-opacity="0.7" stroke-width="1.2"/>`;
    out += textLines(x + 14, y + 48, colW - 28, 3, 13, r, 0.35);
  }
  const fx = bx + w * 0.08;
  out += focalPoint(fx, bYc, s * 0.028);
  const px = fx + 10;
  const py = bYc + 8;
  out += `<path d="M${n(px)} ${n(py)} l 0 ${n(s * 0.3)} l ${n(s * 0.075)} ${n(-s * 0.07)} l ${n(s * 0.06)} ${n(s * 0.12)} l ${n(s * 0.045)} ${n(-s * 0.022)} l ${n(-s * 0.06)} ${n(-s * 0.12)} l ${n(s * 0.1)} 0 Z" fill="${C.navy}" fill-opacity="0.6" stroke="${C.sand}" stroke-opacity="0.85" stroke-width="1.3" stroke-linejoin="round"/>`;
  return out;
};

/** Accessibility and the AODA: a glass page with a clear focus ring, and the accessibility figure in hairline, its head in gold. */
const accessible: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 2.3;
  const h = s * 1.5;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  out += glassWindow(x0, y0, w, h, id);
  out += `<line x1="${n(x0 + 30)}" y1="${n(y0 + 74)}" x2="${n(x0 + 30 + w * 0.4)}" y2="${n(y0 + 74)}" stroke="${C.sand}" stroke-opacity="0.8" stroke-width="4" stroke-linecap="round"/>`;
  out += textLines(x0 + 30, y0 + 106, w * 0.46, 5, 20, r, 0.45);
  const by = y0 + h - 52;
  out += `<rect x="${n(x0 + 30)}" y="${n(by)}" width="${n(w * 0.2)}" height="28" rx="14" fill="none" stroke="${C.foam}" stroke-opacity="0.6" stroke-width="1.2"/>`;
  out += `<rect x="${n(x0 + 24)}" y="${n(by - 6)}" width="${n(w * 0.2 + 12)}" height="40" rx="20" fill="none" stroke="${C.sand}" stroke-opacity="0.7" stroke-width="1.2" stroke-dasharray="4 3"/>`;
  const ax = x0 + w * 0.76;
  const ay = y0 + h * 0.55;
  const ar = s * 0.42;
  for (let i = 0; i < 3; i++) out += `<circle cx="${n(ax)}" cy="${n(ay)}" r="${n(ar * (1 - i * 0.12))}" fill="${i ? "none" : "#ffffff"}" fill-opacity="0.05" stroke="${C.foam}" stroke-opacity="${n((0.55 - i * 0.18) * 100) / 100}" stroke-width="1"/>`;
  out += hair(`M${n(ax - ar * 0.5)} ${n(ay - ar * 0.2)} L ${n(ax + ar * 0.5)} ${n(ay - ar * 0.2)} M ${n(ax)} ${n(ay - ar * 0.2)} L ${n(ax)} ${n(ay + ar * 0.15)} L ${n(ax - ar * 0.28)} ${n(ay + ar * 0.58)} M ${n(ax)} ${n(ay + ar * 0.15)} L ${n(ax + ar * 0.28)} ${n(ay + ar * 0.58)}`, 0.9, C.sand, 2.5);
  out += focalPoint(ax, ay - ar * 0.5, s * 0.035);
  return out;
};

/** The default picture for a post without its own: an open notebook of glass pages, ruled in hairlines, a pen's gold point. */
const notebook: Motif = (cx, cy, s, r, id) => {
  let out = glassDefs(id);
  const w = s * 1.1;
  const h = s * 1.45;
  const y0 = cy - h / 2;
  // The two pages open in a shallow V from the spine.
  for (const side of [-1, 1]) {
    const x = side < 0 ? cx - w : cx;
    out += `<g transform="rotate(${side * 3} ${n(cx)} ${n(y0 + h)})">${glass(x, y0, w, h, id, 0.9)}${textLines(x + 26, y0 + 44, w - 52, 9, 18, r, 0.3)}</g>`;
  }
  // The pen, in outline, at rest on the right page.
  const px = cx + w * 0.7;
  const py = cy + h * 0.25;
  out += `<g transform="rotate(-38 ${n(px)} ${n(py)})"><rect x="${n(px)}" y="${n(py - 7)}" width="${n(s * 0.9)}" height="14" rx="7" fill="${C.navy}" fill-opacity="0.5" stroke="${C.sand}" stroke-opacity="0.75" stroke-width="1.2"/>${hair(`M ${n(px)} ${n(py - 7)} L ${n(px - 22)} ${n(py)} L ${n(px)} ${n(py + 7)}`, 0.75, C.sand, 1.2)}</g>`;
  out += hair(`M ${n(cx + 26)} ${n(py + 30)} c 20 -14 30 10 50 -2 s 26 -10 40 0`, 0.6, C.sand, 1.2);
  out += focalPoint(px - 22 * Math.cos((38 * Math.PI) / 180), py + 22 * Math.sin((38 * Math.PI) / 180), s * 0.03);
  return out;
};

/** The light the blog pictures add over the heroes' field: a broad, soft lift under the centred motif. */
function blogLift(w: number, h: number, id: string): string {
  return `<defs><radialGradient id="lift-${id}" cx="0.5" cy="0.46" r="0.62" gradientTransform="translate(0.5 0.46) scale(1 ${n((w / h) * 100) / 100}) translate(-0.5 -0.46)">
    <stop offset="0" stop-color="${C.teal2}" stop-opacity="0.5"/><stop offset="0.6" stop-color="${C.teal2}" stop-opacity="0.16"/><stop offset="1" stop-color="${C.teal2}" stop-opacity="0.05"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#lift-${id})"/>`;
}

/** A blog picture: the heroes' field, lit at the centre and lifted, the post's motif in the middle, the grain. */
export function blogSvgBody(id: string, w: number, h: number): string {
  const motif = SCENES[id];
  if (!motif) throw new Error(`No artwork is defined for "${id}".`);
  const r = rng(id);
  const s = Math.min(w, h) * 0.32;
  // Mostly seen as cards a third of their size, so the motif's hairlines are drawn a little heavier than the heroes'.
  const art = motif(w * BLOG_FOCUS.x, h * BLOG_FOCUS.y, s, r, id).replace(/stroke-width="([\d.]+)"/g, (_, v: string) => `stroke-width="${n(Number(v) * 1.4)}"`);
  return heroBackground(w, h, r, id, BLOG_FOCUS) + blogLift(w, h, id) + art + heroGrain(w, h, id);
}


/* ---------- labelled diagrams (figures embedded in posts) ---------- */

const leaf = (x: number, y: number, len: number, rot: number, color: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">
     <path d="M0 0 C ${n(len * 0.3)} ${n(-len * 0.35)}, ${n(len * 0.75)} ${n(-len * 0.35)}, ${n(len)} 0 C ${n(len * 0.75)} ${n(len * 0.35)}, ${n(len * 0.3)} ${n(len * 0.35)}, 0 0 Z" fill="${color}"/>
     <line x1="0" y1="0" x2="${n(len * 0.85)}" y2="0" stroke="${C.navy}" stroke-opacity="0.35" stroke-width="${n(len * 0.03)}"/>
   </g>`;


const FONT = `font-family="DejaVu Sans, Arial, sans-serif"`;
const label = (x: number, y: number, value: string, size: number, color: string = C.navy, weight = "bold") =>
  `<text x="${n(x)}" y="${n(y)}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeXml(value)}</text>`;
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The figures' paper: sand, with the heroes' contour lines (in navy, barely there) rising from one corner, and the grain. */
function figurePaper(id: string, w: number, h: number): string {
  const r = rng(id);
  const big = Math.max(w, h);
  const contours = Array.from({ length: 16 }, (_, i) => {
    const rad = big * (0.12 + i * 0.05);
    return `<ellipse cx="${n(w * 1.02)}" cy="${n(h * 1.05)}" rx="${n(rad * 1.35)}" ry="${n(rad)}" fill="none" stroke="${C.navy}" stroke-opacity="${i % 5 === 0 ? 0.07 : 0.04}" stroke-width="1"/>`;
  }).join("");
  return `<defs>${grainPattern(id, r)}</defs><rect width="${w}" height="${h}" fill="${C.sand}"/>${contours}<rect width="${w}" height="${h}" fill="url(#grain-${id})"/>`;
}

function figureSvg(id: string, w: number, h: number): string {
  const base = figurePaper(id, w, h);
  if (id === "figure-theory-of-change") {
    const stepsList = [
      ["Inputs", "staff, funds, partners"],
      ["Activities", "training, outreach"],
      ["Outputs", "people trained"],
      ["Outcomes", "skills applied"],
      ["Impact", "lasting change"],
    ] as const;
    const colors = [C.sky, C.mint, C.teal2, C.teal, C.navy];
    const bw = 190;
    const gap = (w - 80 - bw * 5) / 4;
    let out = base + label(w / 2, 90, "A results chain", 40);
    stepsList.forEach(([title, sub], i) => {
      const x = 40 + i * (bw + gap);
      const y = 230 - i * 25;
      out += `<rect x="${n(x)}" y="${y}" width="${bw}" height="170" rx="8" fill="${colors[i]}"/>`;
      out += `<rect x="${n(x + 6)}" y="${y + 6}" width="${bw - 12}" height="158" rx="5" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1"/>`;
      if (i === 4) out += focalPoint(x + bw - 22, y + 22, 4);
      out += label(x + bw / 2, y + 75, title, 28, i < 2 ? C.navy : C.sand);
      out += label(x + bw / 2, y + 115, sub, 17, i < 2 ? C.navy : C.foam, "normal");
      if (i < 4) {
        const ax = x + bw + 6;
        const ay = y + 85;
        out += `<path d="M${n(ax)} ${ay} L ${n(ax + gap - 14)} ${ay - 12}" stroke="${C.navy}" stroke-opacity="0.75" stroke-width="2" stroke-linecap="round"/>`;
        out += `<path d="M${n(ax + gap - 12)} ${ay - 12} l -13 -8 l 2 17 Z" fill="${C.navy}" fill-opacity="0.75"/>`;
      }
      out += `<rect x="${n(x)}" y="${y + 200}" width="${bw}" height="56" rx="8" fill="none" stroke="${C.teal}" stroke-width="1.5" stroke-dasharray="6 5"/>`;
      out += label(x + bw / 2, y + 235, "assumptions", 17, C.teal, "normal");
    });
    out += label(w / 2, h - 50, "Each link rests on assumptions you can test with evidence.", 22, C.teal, "normal");
    return out;
  }
  if (id === "figure-risk-matrix") {
    const colors = ["#5FB3A9", "#9CCB86", "#E9C46A", "#F2A541", "#E76F51"];
    const cell = 96;
    const gx = (w - cell * 5) / 2 + 40;
    const gy = 110;
    let out = base + label(w / 2, 70, "Likelihood × impact", 36);
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const score = (i + 1) * (5 - j);
        const level = score >= 15 ? 4 : score >= 10 ? 3 : score >= 6 ? 2 : score >= 3 ? 1 : 0;
        out += `<rect x="${gx + i * (cell + 4)}" y="${gy + j * (cell + 4)}" width="${cell}" height="${cell}" rx="4" fill="${colors[level]}"/>`;
        out += label(gx + i * (cell + 4) + cell / 2, gy + j * (cell + 4) + cell / 2 + 10, String(score), 26, C.navy);
      }
    }
    out += label(gx + (cell + 4) * 2.5, gy + (cell + 4) * 5 + 40, "Impact →", 24, C.teal);
    out += `<text x="${gx - 40}" y="${gy + (cell + 4) * 2.5}" ${FONT} font-size="24" font-weight="bold" fill="${C.teal}" text-anchor="middle" transform="rotate(-90 ${gx - 40} ${gy + (cell + 4) * 2.5})">Likelihood →</text>`;
    // One entry per level the grid uses, lightest first.
    const legend = [
      ["Very low", 0],
      ["Low", 1],
      ["Medium", 2],
      ["High", 3],
      ["Critical", 4],
    ] as const;
    legend.forEach(([name, level], i) => {
      const y = 170 + i * 60;
      out += `<rect x="${w - 250}" y="${y}" width="36" height="36" rx="6" fill="${colors[level]}"/>`;
      out += `<text x="${w - 200}" y="${y + 27}" ${FONT} font-size="22" fill="${C.navy}">${name}</text>`;
    });
    return out;
  }
  if (id === "figure-esg-roadmap") {
    const stages = [
      ["1. Assess", "baseline & material issues"],
      ["2. Prioritise", "targets that fit your size"],
      ["3. Act", "quick wins, then projects"],
      ["4. Report", "disclose, learn, repeat"],
    ] as const;
    const colors = [C.sky, C.mint, C.teal2, C.navy];
    let out = base + label(w / 2, 80, "A four-stage ESG roadmap", 38);
    const cx = w / 2;
    const cy = 380;
    out += `<circle cx="${cx}" cy="${cy}" r="196" fill="none" stroke="${C.teal}" stroke-opacity="0.35" stroke-width="1"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="190" fill="none" stroke="${C.teal}" stroke-width="2.5"/>`;
    // Arrowheads on the short visible arcs between the stages, clockwise, each just before the next stage.
    for (const deg of [-20, 42, 160, -138]) {
      const a = (deg * Math.PI) / 180;
      const ax = cx + Math.cos(a) * 190;
      const ay = cy + Math.sin(a) * 190;
      out += `<path d="M 0 -9 L 16 0 L 0 9 Z" fill="${C.teal}" transform="translate(${n(ax)} ${n(ay)}) rotate(${n(((a + Math.PI / 2) * 180) / Math.PI)})"/>`;
    }
    const pos: Array<[number, number]> = [
      [cx, cy - 190],
      [cx + 300, cy],
      [cx, cy + 190],
      [cx - 300, cy],
    ];
    stages.forEach(([title, sub], i) => {
      const [x, y] = pos[i]!;
      out += `<rect x="${x - 150}" y="${y - 52}" width="300" height="104" rx="8" fill="${colors[i]}"/>`;
      out += `<rect x="${x - 144}" y="${y - 46}" width="288" height="92" rx="5" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1"/>`;
      out += label(x, y - 6, title, 28, i < 2 ? C.navy : C.sand);
      out += label(x, y + 28, sub, 17, i < 2 ? C.navy : C.foam, "normal");
    });
    out += leaf(cx - 40, cy + 10, 110, -35, C.mint);
    return out;
  }
  throw new Error(`No figure for ${id}`);
}

/* ---------- team portraits ---------- */

/*
 * Monogram portraits: the firm has no photographs to publish, and drawn faces read as cartoons. Each
 * member gets the same composition — a deep brand tone, fine contour lines, a hairline ring, and the
 * member's initials set in Source Serif 4 (the site's display face) above a short gold rule — so the
 * twelve cards read as one dignified series. The letters are outlined from the font file with
 * fontkit, so the JPEGs do not depend on the fonts installed on the machine that renders them.
 */

const monogramFace = openFont(
  fileURLToPath(import.meta.resolve("@fontsource/source-serif-4/files/source-serif-4-latin-500-normal.woff2")),
) as Font;
/** The deep tones the series uses, in turn (each with the lighter tone its gradient runs to). */
const PORTRAIT_TONES: Array<[string, string]> = [
  [C.navy, C.navy2],
  [C.teal, "#0B3F43"],
  [C.navy2, "#0E2A4D"],
];

/** The member each portrait id belongs to (team-01 is the first member in the seed's order). */
function memberName(index: number): string {
  const id = `team-${String(index).padStart(2, "0")}`;
  const member = loadSeed().entries.find(
    (e) => e.sys.contentType === "teamMember" && (e.fields.image?.["en-US"] as { sys?: { id?: string } } | undefined)?.sys?.id === id,
  );
  const name = member?.fields.name?.["en-US"];
  if (typeof name !== "string") throw new Error(`No team member uses the portrait ${id}.`);
  return name;
}

/** "Michael O'Brien" → "MO"; the first and last words' first letters. */
export function initialsOf(name: string): string {
  const words = name.replace(/['’]/g, "").split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? words[words.length - 1]![0] : ""}`.toUpperCase();
}

/** The text outlined as one SVG path, centred on (cx, baseline) at the given cap size in pixels. */
function outlinedText(text: string, cx: number, baseline: number, size: number): string {
  const run = monogramFace.layout(text);
  const scale = size / monogramFace.unitsPerEm;
  const tracking = monogramFace.unitsPerEm * 0.02;
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) + tracking * (run.glyphs.length - 1);
  let x = cx - (advance * scale) / 2;
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    const path = glyph.path.scale(scale, -scale).translate(x, baseline);
    d += path.toSVG();
    x += (run.positions[i]!.xAdvance + tracking) * scale;
  });
  return d;
}

function portraitSvg(index: number, w: number, h: number): string {
  const r = rng(`team-${index}`);
  const [tone, deep] = PORTRAIT_TONES[(index - 1) % PORTRAIT_TONES.length]!;
  const cx = w / 2;
  const size = h * 0.36;
  const baseline = h * 0.565;
  const letters = outlinedText(initialsOf(memberName(index)), cx, baseline, size);
  // Contour lines from one lower corner (alternating sides), like a map's: quiet texture, not a picture.
  const ox = index % 2 ? w * 1.05 : -w * 0.05;
  const oy = h * r.range(0.95, 1.15);
  const contours = Array.from({ length: 14 }, (_, i) => {
    const rad = w * (0.18 + i * 0.085);
    return `<ellipse cx="${n(ox)}" cy="${n(oy)}" rx="${n(rad * 1.15)}" ry="${n(rad)}" fill="none" stroke="#ffffff" stroke-opacity="${i % 4 === 0 ? 0.11 : 0.06}" stroke-width="${i % 4 === 0 ? 1.6 : 1}"/>`;
  }).join("");
  // A hairline ring inside the circle the site crops the portrait to.
  const frame = `<circle cx="${n(cx)}" cy="${n(h / 2)}" r="${n(w * 0.44)}" fill="none" stroke="${C.sand}" stroke-opacity="0.3" stroke-width="1.5"/>`;
  const rule = `<rect x="${n(cx - w * 0.06)}" y="${n(baseline + h * 0.09)}" width="${n(w * 0.12)}" height="${n(h * 0.008)}" fill="${C.accent}"/>`;
  return `<defs><linearGradient id="tone" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#tone)"/><rect width="${w}" height="${h}" fill="url(#light)"/>${contours}${frame}
    <path d="${letters}" fill="${C.sand}"/>${rule}`;
}

/* ---------- scenes ---------- */

/** Which motif each blog and fallback picture shows (the heroes are in HERO_SCENES). */
const SCENES: Record<string, Motif> = {
  "blog-building-a-theory-of-change-that-works": steps,
  "blog-choosing-indicators-that-matter": target,
  "blog-third-party-monitoring-in-practice": clipboard,
  "blog-learning-workshops-that-change-decisions": workshop,
  "blog-an-esg-roadmap-for-small-businesses": road,
  "blog-aligning-with-the-sdgs-without-greenwashing": sdgGlobe,
  "blog-the-project-charter-essentials": documents,
  "blog-managing-risk-on-donor-funded-projects": shieldGrid,
  "blog-agile-or-waterfall-for-mission-driven-teams": cycles,
  "blog-setting-up-a-virtual-office-for-a-small-team": videoCall,
  "blog-what-every-small-business-website-needs": website,
  "blog-website-accessibility-and-the-aoda": accessible,
  "default-blog": notebook,
};

export function svgFor(id: string, w: number, h: number): string {
  let body: string;
  if (id.startsWith("team-")) {
    body = portraitSvg(Number(id.slice(5)), w, h);
  } else if (id.startsWith("figure-")) {
    body = figureSvg(id, w, h);
  } else if (HERO_SCENES[id]) {
    body = heroSvgBody(id, w, h);
  } else {
    body = blogSvgBody(id, w, h);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .flatten({ background: C.sand })
    .jpeg({ quality: 75, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

interface Job {
  id: string;
  file: string;
  width: number;
  height: number;
}

export function jobs(): Job[] {
  const fromSeed = assets.map((a) => {
    const file = a.fields.file["en-US"]!;
    return { id: a.sys.id, file: join(assetsDir, file.path), width: file.width, height: file.height };
  });
  return [
    ...fromSeed,
    { id: "default-blog", file: join(publicDir, "default-blog.jpg"), width: 1200, height: 675 },
    { id: "og-default", file: join(publicDir, "og-default.jpg"), width: 1200, height: 630 },
  ];
}

async function main(only: string[]) {
  for (const job of jobs()) {
    if (only.length && !only.includes(job.id)) continue;
    const jpeg = await renderJpeg(svgFor(job.id, job.width, job.height));
    mkdirSync(dirname(job.file), { recursive: true });
    writeFileSync(job.file, jpeg);
    console.log(`${job.id.padEnd(52)} ${String(Math.round(jpeg.length / 1024)).padStart(4)} KB  ${job.file.slice(root.length)}`);
  }
}

if (import.meta.main) {
  await main(process.argv.slice(2));
}
