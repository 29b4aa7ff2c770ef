import { describe, expect, it } from "vitest";
import { type Principle, type EntriesClient, getPrinciples, otherPrinciples, principlePath, toPrinciple } from "./api";
import { parseFullText } from "./text";

describe("parseFullText", () => {
  it("splits paragraphs on blank lines and turns '- ' lines into a list", () => {
    const text = "First paragraph\ncontinues here.\n\nIn practice:\n- One\n- Two\n\n  \nLast one.";
    expect(parseFullText(text)).toEqual([
      { kind: "paragraph", text: "First paragraph continues here." },
      { kind: "paragraph", text: "In practice:" },
      { kind: "list", items: ["One", "Two"] },
      { kind: "paragraph", text: "Last one." },
    ]);
  });
  it("handles Windows line endings, a list block of its own and text after a list", () => {
    expect(parseFullText("- a\r\n- b\r\n\r\nafter")).toEqual([
      { kind: "list", items: ["a", "b"] },
      { kind: "paragraph", text: "after" },
    ]);
    expect(parseFullText("- a\nnot a bullet")).toEqual([
      { kind: "list", items: ["a"] },
      { kind: "paragraph", text: "not a bullet" },
    ]);
  });
  it("keeps a hyphen inside a line and ignores an empty text", () => {
    expect(parseFullText("well-known -not a bullet")).toEqual([{ kind: "paragraph", text: "well-known -not a bullet" }]);
    expect(parseFullText("")).toEqual([]);
  });
});

const p = (slug: string, order: number): Principle => ({
  slug,
  order,
  title: slug,
  shortDescription: "",
  fullDescription: "",
  color: "#000000",
});

describe("otherPrinciples", () => {
  const all = [p("c", 3), p("a", 1), p("e", 5), p("b", 2), p("d", 4)];
  it("gives the first three other principles by order", () => {
    expect(otherPrinciples(all, "a").map((x) => x.slug)).toEqual(["b", "c", "d"]);
    expect(otherPrinciples(all, "c").map((x) => x.slug)).toEqual(["a", "b", "d"]);
    expect(otherPrinciples(all, "e").map((x) => x.slug)).toEqual(["a", "b", "c"]);
  });
  it("never includes the principle itself and copes with short lists", () => {
    expect(otherPrinciples([p("a", 1), p("b", 2)], "a").map((x) => x.slug)).toEqual(["b"]);
  });
});

describe("principles from Contentful", () => {
  it("maps, validates colours and orders the entries", async () => {
    const client: EntriesClient = {
      async getEntries() {
        return {
          items: [
            { sys: { id: "2" }, fields: { slug: "b", order: 2, title: "B", color: "red" } },
            { sys: { id: "1" }, fields: { slug: "a", order: 1, title: "A", color: "#112233", accentColor: "#aabbcc" } },
            { sys: { id: "3" }, fields: { order: 3, title: "no slug" } },
          ],
        };
      },
    };
    const list = await getPrinciples(client);
    expect(list.map((x) => x.slug)).toEqual(["a", "b"]);
    expect(list[0]).toMatchObject({ color: "#112233", accentColor: "#aabbcc" });
    expect(list[1]?.color).toBe("#12233a");
    expect(toPrinciple({ slug: "x" })).toBeNull();
    expect(principlePath("do-no-harm")).toBe("/about/principle/do-no-harm");
  });
});
