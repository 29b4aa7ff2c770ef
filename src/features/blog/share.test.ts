import { describe, expect, it } from "vitest";
import { popupFeatures, postUrl, shareUrl } from "./share";

describe("share links", () => {
  const url = postUrl("https://example.com/", "my-post");
  const title = "Risk & Reward: 100% 'done'?";

  it("use the site origin plus /blog/{slug}", () => {
    expect(url).toBe("https://example.com/blog/my-post");
  });

  it("carry the encoded URL and title for each network", () => {
    const u = encodeURIComponent(url);
    const t = encodeURIComponent(title);
    expect(shareUrl("twitter", url, title)).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${t}`);
    expect(shareUrl("linkedin", url, title)).toBe(`https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`);
    expect(shareUrl("facebook", url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}&t=${t}`);
    expect(new URL(shareUrl("twitter", url, title)).searchParams.get("text")).toBe(title);
  });

  it("open a 600x400 popup centred on the window", () => {
    expect(popupFeatures()).toBe("width=600,height=400,noopener,noreferrer");
    expect(popupFeatures({ left: 100, top: 50, width: 1600, height: 1000 })).toBe(
      "width=600,height=400,left=600,top=350,noopener,noreferrer",
    );
  });
});
