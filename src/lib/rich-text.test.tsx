// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { BLOCKS, type Document, MARKS } from "@contentful/rich-text-types";
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
