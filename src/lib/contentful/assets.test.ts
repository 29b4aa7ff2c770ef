import { describe, expect, it } from "vitest";
import { assetUrl, DEFAULT_BLOG_IMAGE, imageSrcSet, imageUrl, isTransformable } from "./assets";

describe("assetUrl", () => {
  it("prefixes protocol-relative URLs with https, or http for an insecure host", () => {
    expect(assetUrl("//images.ctfassets.net/s/a/t/x.jpg")).toBe("https://images.ctfassets.net/s/a/t/x.jpg");
    expect(assetUrl("//localhost:3000/contentful/images/s/a/x.jpg", true)).toBe("http://localhost:3000/contentful/images/s/a/x.jpg");
  });

  it("leaves absolute and site-relative URLs alone, and maps nothing to ''", () => {
    expect(assetUrl("https://cdn.example/x.jpg", true)).toBe("https://cdn.example/x.jpg");
    expect(assetUrl("/images/default-blog.jpg")).toBe("/images/default-blog.jpg");
    expect(assetUrl(undefined)).toBe("");
  });
});

describe("Images API URLs", () => {
  const url = "https://images.ctfassets.net/s/a/t/x.jpg";

  it("imageUrl appends the parameters", () => {
    expect(imageUrl(url, { w: 400, h: 300, fm: "webp", q: 70, fit: "fill" })).toBe(`${url}?w=400&h=300&fm=webp&q=70&fit=fill`);
    expect(imageUrl(`${url}?a=1`, { w: 10 })).toBe(`${url}?a=1&w=10`);
    expect(imageUrl(url, {})).toBe(url);
  });

  it("imageSrcSet lists one URL per width, smallest first", () => {
    expect(imageSrcSet(url, [800, 400], { format: "webp" })).toBe(`${url}?w=400&fm=webp&q=75 400w, ${url}?w=800&fm=webp&q=75 800w`);
    expect(imageSrcSet(url, [200], { quality: 50 })).toBe(`${url}?w=200&q=50 200w`);
  });

  it("does not transform the site's own files", () => {
    expect(isTransformable(DEFAULT_BLOG_IMAGE.url)).toBe(false);
    expect(imageSrcSet(DEFAULT_BLOG_IMAGE.url, [400])).toBe("");
    expect(imageUrl(DEFAULT_BLOG_IMAGE.url, { w: 400 })).toBe(DEFAULT_BLOG_IMAGE.url);
  });
});
