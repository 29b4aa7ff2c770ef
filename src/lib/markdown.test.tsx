// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown, markdownToPlain, parseMarkdown, safeUrl } from "./markdown";

function html(source: string): HTMLElement {
  return render(<Markdown source={source} />).container;
}

describe("safe Markdown", () => {
  it("renders headings, paragraphs, lists, quotes, code and emphasis", () => {
    const root = html("# Title\n\nSome **bold** and *em* and `x<y`.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n```\nif (a < b) {}\n```\n\n---");
    expect(root.querySelector("h2")?.textContent).toBe("Title");
    expect(root.querySelector("strong")?.textContent).toBe("bold");
    expect(root.querySelector("em")?.textContent).toBe("em");
    expect(root.querySelector("p code")?.textContent).toBe("x<y");
    expect([...root.querySelectorAll("ul li")].map((li) => li.textContent)).toEqual(["one", "two"]);
    expect([...root.querySelectorAll("ol li")].map((li) => li.textContent)).toEqual(["first", "second"]);
    expect(root.querySelector("blockquote p")?.textContent).toBe("quoted");
    expect(root.querySelector("pre code")?.textContent).toBe("if (a < b) {}");
    expect(root.querySelector("hr")).not.toBeNull();
  });

  it("shows raw HTML and script tags as text, never as elements", () => {
    const root = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> <b>hi</b>\n\n<iframe src="https://evil.example"></iframe>');
    expect(root.querySelector("script, img, b, iframe")).toBeNull();
    expect(root.textContent).toContain("<script>alert(1)</script>");
    expect(root.textContent).toContain('<img src=x onerror="alert(2)">');
    expect(root.innerHTML).toContain("&lt;script&gt;");
  });

  it("neutralises javascript:, data: and obfuscated links and images", () => {
    const root = html(
      "[a](javascript:alert(1)) [b](JavaScript:alert(1)) [c](java\tscript:alert(1)) [d](data:text/html;base64,xx) [e](vbscript:x)\n\n![img](javascript:alert(1)) ![img2](data:image/png;base64,xx)",
    );
    expect(root.querySelectorAll("a")).toHaveLength(0);
    expect(root.querySelectorAll("img")).toHaveLength(0);
    expect(root.textContent).toContain("a b ");
    expect(root.textContent).toContain(" d e");
    // A tab inside the destination is not a link at all in CommonMark: it stays text.
    expect(root.textContent).toContain("[c](java\tscript:alert(1))");
    expect(root.innerHTML.toLowerCase()).not.toContain("javascript:");
  });

  it("keeps http(s), mailto and site links; external links open safely", () => {
    const root = html("[ext](https://example.com/x) [mail](mailto:a@b.c) [site](/services) ![pic](https://img.example/p.png)");
    const links = [...root.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://example.com/x", "mailto:a@b.c", "/services"]);
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(links[0]!.getAttribute("target")).toBe("_blank");
    expect(links[2]!.getAttribute("target")).toBeNull();
    expect(root.querySelector("img")?.getAttribute("src")).toBe("https://img.example/p.png");
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("pic");
  });

  it("accepts only safe URLs", () => {
    expect(safeUrl("https://x.y")).toBe("https://x.y");
    expect(safeUrl("/a")).toBe("/a");
    expect(safeUrl("//evil.example")).toBeNull();
    // Backslashes count as slashes in web URLs: these leave the site too.
    expect(safeUrl("/\\evil.example")).toBeNull();
    expect(safeUrl("/\\/evil.example")).toBeNull();
    expect(safeUrl("/blog/a-post?x=1#top")).toBe("/blog/a-post?x=1#top");
    expect(safeUrl(" javascript:alert(1)")).toBeNull();
    expect(safeUrl("mailto:a@b.c", "image")).toBeNull();
    expect(safeUrl("#top")).toBe("#top");
  });

  it("parses CommonMark: escapes, intraword underscores, soft breaks, nested lists, reference links", () => {
    expect(parseMarkdown("a \\*not em\\* snake_case_word")).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "a *not em* snake_case_word" }] },
    ]);
    expect(parseMarkdown("para one\nline two\n\n## H")).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "para one\nline two" }] },
      { type: "heading", level: 2, children: [{ type: "text", value: "H" }] },
    ]);
    const root = html("- one\n  - nested\n- two\n\n3. three\n4. four\n\nSee [the FAQ][faq].\n\n[faq]: /faq");
    expect([...root.querySelectorAll("ul > li > ul > li")].map((li) => li.textContent)).toEqual(["nested"]);
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/faq");
  });

  it("neutralises what a hand-written parser let through: /\\evil.example, entity-encoded and autolinked javascript:, references to bad URLs", () => {
    const root = html(
      [
        "[backslash](/\\evil.example) [slash-backslash](/\\/evil.example) [protocol-relative](//evil.example)",
        "[entity](&#106;avascript:alert(1)) [percent](javascript%3Aalert(1)) <javascript:alert(1)>",
        "[ref][bad] ![refimg][badimg] [angle](<javascript:alert(1)>)",
        "",
        "[bad]: javascript:alert(1)",
        "[badimg]: data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      ].join("\n"),
    );
    expect(root.querySelectorAll("a, img")).toHaveLength(0);
    expect(root.textContent).toContain("backslash slash-backslash protocol-relative");
    expect(root.textContent).toContain("entity percent");
    expect(root.textContent).toContain("ref refimg angle");
    expect(root.innerHTML.toLowerCase()).not.toMatch(/href|src=/);
  });

  it("renders only allow-listed elements, whatever the source holds", () => {
    const root = html(
      "<details open><summary>x</summary></details>\n\nText <span style=\"color:red\" onclick=\"alert(1)\">red</span> <a href=\"javascript:alert(1)\">a</a>\n\n<!-- comment -->\n\n*e* **s** `c`  \nbreak\n\n> q\n\n---",
    );
    const tags = new Set([...root.querySelectorAll("*")].map((element) => element.tagName.toLowerCase()));
    for (const tag of tags) expect(["p", "em", "strong", "code", "br", "blockquote", "hr"]).toContain(tag);
    expect(root.querySelector("[onclick], [style], [href]")).toBeNull();
    expect(root.textContent).toContain('<span style="color:red" onclick="alert(1)">red</span>');
    expect(root.textContent).toContain("<!-- comment -->");
  });

  it("gives the plain text for excerpts and reading time", () => {
    expect(markdownToPlain("## Hello\n\nA **bold** [link](https://x.y) ![img](https://i.j)\n\n- item")).toBe("Hello A bold link item");
  });
});
