// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { BLOCKS, type Document, INLINES, MARKS } from "@contentful/rich-text-types";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

afterEach(cleanup);

const text = (value: string, marks: string[] = []) => ({ nodeType: "text", value, marks: marks.map((type) => ({ type })), data: {} });
const doc = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    { nodeType: BLOCKS.HEADING_1, data: {}, content: [text("Terms")] },
    { nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text("Read "), text("this", [MARKS.BOLD])] },
    { nodeType: BLOCKS.UL_LIST, data: {}, content: [{ nodeType: BLOCKS.LIST_ITEM, data: {}, content: [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text("one")] }] }] },
    { nodeType: BLOCKS.QUOTE, data: {}, content: [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text("quoted")] }] },
  ],
} as unknown as Document;

describe("<RichText> with the shared typography", () => {
  it("renders a heading-1 one level down (the page's <h1> is its title), marks, lists and quotes with the site's classes", () => {
    render(
      <MemoryRouter>
        <RichText document={doc} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Terms" }).className).toContain("text-2xl");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByText("this").tagName).toBe("STRONG");
    expect(screen.getByRole("list").className).toContain("ps-6");
    expect(screen.getByText("quoted").closest("blockquote")?.className).toContain("border-s-4");
  });
});

describe("<RichText> links (the legal pages')", () => {
  const link = (uri: string, label: string) => ({ nodeType: INLINES.HYPERLINK, data: { uri }, content: [text(label)] });
  const links = {
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: [
      {
        nodeType: BLOCKS.PARAGRAPH,
        data: {},
        content: [
          link("/contact", "contact us"),
          link("https://www.ontario.ca/page/accessibility-laws", "the AODA"),
          link("mailto:privacy@example.org", "write to us"),
          link("javascript:alert(document.cookie)", "a script"),
          link("/\\evil.example", "a look-alike path"),
          link("//evil.example/x", "another site without a scheme"),
          link("data:text/html,<script>alert(1)</script>", "a data URL"),
        ],
      },
    ],
  } as unknown as Document;

  it("keeps site paths in the SPA, opens other sites without opener access, and never links a refused URL", () => {
    render(
      <MemoryRouter>
        <RichText document={links} />
      </MemoryRouter>,
    );
    const internal = screen.getByRole("link", { name: "contact us" });
    expect([internal.getAttribute("href"), internal.getAttribute("target")]).toEqual(["/contact", null]);
    const external = screen.getByRole("link", { name: "the AODA" });
    expect([external.getAttribute("target"), external.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
    expect(screen.getByRole("link", { name: "write to us" }).getAttribute("href")).toBe("mailto:privacy@example.org");
    // An attack through the CMS: each refused URL keeps its words and loses the link.
    for (const name of ["a script", "a look-alike path", "another site without a scheme", "a data URL"]) {
      expect(screen.queryByRole("link", { name })).toBeNull();
      expect(internal.closest("p")?.textContent).toContain(name);
    }
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });
});
