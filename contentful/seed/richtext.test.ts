import { validateRichTextDocument } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import { embeddedAssetIds, hyperlinkUris, markdown, md, parseInline, plainText, text, wordCount } from "./richtext.ts";

describe("parseInline", () => {
  it("turns bold, italic, code and links into marked text and hyperlinks", () => {
    expect(parseInline("a **b** *c* `d` [e](https://x.test)")).toEqual([
      text("a "),
      text("b", "bold"),
      text(" "),
      text("c", "italic"),
      text(" "),
      text("d", "code"),
      text(" "),
      { nodeType: "hyperlink", data: { uri: "https://x.test" }, content: [text("e")] },
    ]);
  });

  it("leaves plain text alone", () => {
    expect(parseInline("Just words, 5 * 3 = 15.")).toEqual([text("Just words, 5 * 3 = 15.")]);
  });
});

describe("markdown", () => {
  const doc = md`
    ## Title

    First line
    continues here.

    ### Sub
    - one
    - two **bold**
      continued

    1. first
    2. second

    > Quoted
    > words.

    ---

    ![figure](asset:figure-x)
  `;

  it("produces a valid rich-text document with the expected block structure", () => {
    expect(validateRichTextDocument(doc)).toEqual([]);
    expect(doc.content.map((n) => n.nodeType)).toEqual([
      "heading-2",
      "paragraph",
      "heading-3",
      "unordered-list",
      "ordered-list",
      "blockquote",
      "hr",
      "embedded-asset-block",
    ]);
  });

  it("joins paragraph lines and list continuation lines", () => {
    expect(plainText(doc.content[1]!)).toBe("First line continues here.");
    expect(plainText(doc.content[3]!)).toBe("one\ntwo bold continued");
    expect(plainText(doc.content[5]!)).toBe("Quoted words.");
  });

  it("reads back embedded assets, links and the word count", () => {
    expect(embeddedAssetIds(doc)).toEqual(["figure-x"]);
    expect(hyperlinkUris(markdown("See [the site](/services) and [mail](mailto:a@b.c)."))).toEqual(["/services", "mailto:a@b.c"]);
    expect(wordCount(markdown("one two\n\nthree"))).toBe(3);
  });
});
