import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { initialsOf, jobs, renderJpeg, svgFor } from "./generate-artwork.ts";

describe("generate-artwork", () => {
  it("defines artwork for every seed asset and both public images", () => {
    const all = jobs();
    expect(all.map((j) => j.id)).toEqual(expect.arrayContaining(["hero-mel", "team-12", "default-blog", "og-default"]));
    for (const job of all) expect(() => svgFor(job.id, job.width, job.height), job.id).not.toThrow();
  });

  it("is deterministic and gives each picture its own composition", () => {
    expect(svgFor("blog-choosing-indicators-that-matter", 1200, 675)).toBe(svgFor("blog-choosing-indicators-that-matter", 1200, 675));
    const svgs = new Set(jobs().map((j) => svgFor(j.id, j.width, j.height)));
    expect(svgs.size).toBe(jobs().length);
  });

  it("renders a progressive JPEG of the requested size", async () => {
    const jpeg = await renderJpeg(svgFor("team-03", 480, 480));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual(["jpeg", 480, 480, true]);
  });

  it("draws each team portrait as its member's monogram, outlined from the display face (no system font, no face)", () => {
    expect(["Catherine Okafor", "Michael O'Brien", "Aisha Mohammed", "Cher"].map(initialsOf)).toEqual(["CO", "MO", "AM", "C"]);
    const svg = svgFor("team-01", 480, 480);
    expect(svg).not.toMatch(/<text|font-family|<ellipse cx="240"/);
    // The letters are one outlined path in the sand colour.
    expect(svg).toMatch(/<path d="M[^"]{200,}" fill="#F4F1EA"\/>/);
    // Two members with different initials never share a picture.
    expect(svgFor("team-01", 480, 480)).not.toBe(svgFor("team-04", 480, 480));
  });

  it("keeps each hero's start side dark under the copy and puts its gold focal point on the end side", async () => {
    const relative = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    for (const id of ["hero-mel", "hero-sustainability", "hero-project-management", "hero-business-support"]) {
      const svg = svgFor(id, 800, 450);
      const { data, info } = await sharp(await renderJpeg(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let brightest = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width * 0.45; x++) {
          const i = (y * info.width + x) * 3;
          brightest = Math.max(brightest, 0.2126 * relative(data[i]!) + 0.7152 * relative(data[i + 1]!) + 0.0722 * relative(data[i + 2]!));
        }
      }
      // White copy over the bare picture (before the hero's overlay) would still reach 7:1.
      expect(1.05 / (brightest + 0.05), id).toBeGreaterThan(7);
      // The one accent: a filled gold dot, right of centre (the site mirrors the picture in RTL).
      const dots = [...svg.matchAll(/<circle cx="([\d.]+)"[^>]*r="[\d.]+" fill="#F2A541"\/>/g)].map((m) => Number(m[1]));
      expect(dots.length, id).toBe(1);
      expect(dots[0], id).toBeGreaterThan(800 * 0.55);
    }
  });

  it("draws the blog pictures in the heroes' family: their layered field and grain, one gold focal point, lit at the centre", () => {
    const blogs = jobs().filter((j) => j.id.startsWith("blog-") || j.id === "default-blog");
    expect(blogs.length).toBe(13);
    for (const { id, width, height } of blogs) {
      const svg = svgFor(id, width, height);
      expect(svg, id).toContain(`fill="url(#grain-${id})"`);
      expect(svg, id).toContain(`fill="url(#lift-${id})"`);
      const dots = [...svg.matchAll(/<circle cx="[\d.]+"[^>]*r="[\d.]+" fill="#F2A541"\/>/g)];
      expect(dots.length, id).toBe(1);
    }
  });

  it("refuses an id it has no artwork for", () => {
    expect(() => svgFor("blog-unknown", 1200, 675)).toThrow(/No artwork is defined for "blog-unknown"/);
  });

  it("gives the risk matrix's legend every level its grid is shaded with, once each", () => {
    const job = jobs().find((j) => j.id === "figure-risk-matrix")!;
    const svg = svgFor(job.id, job.width, job.height);
    const fills = (size: number) => [...svg.matchAll(new RegExp(`width="${size}" height="${size}" rx="\\d+" fill="(#[0-9A-F]{6})"`, "g"))].map((m) => m[1]);
    const grid = new Set(fills(96));
    const legend = fills(36);
    expect(grid.size).toBe(5);
    expect(new Set(legend)).toEqual(grid);
    expect(legend).toHaveLength(grid.size);
    expect(svg).toMatch(/>Very low<[\s\S]*>Low<[\s\S]*>Medium<[\s\S]*>High<[\s\S]*>Critical</);
  });
});
