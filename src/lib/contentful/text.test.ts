import { describe, expect, it } from "vitest";
import type { Document } from "@contentful/rich-text-types";
import { AUTHOR_FALLBACK, authorName, excerpt, formatDate, plainText, readingTime, stripMarkup, wordCount } from "./text";

const doc = (...paragraphs: string[]): Document =>
  ({
    nodeType: "document",
    data: {},
    content: paragraphs.map((p) => ({
      nodeType: "paragraph",
      data: {},
      content: [{ nodeType: "text", value: p, marks: [], data: {} }],
    })),
  }) as unknown as Document;

describe("plain text", () => {
  it("strips HTML tags, decodes common entities and collapses whitespace", () => {
    expect(stripMarkup("<p>Hello <b>big</b>&nbsp;world</p><p>Next&amp;last</p><script>x()</script>")).toBe("Hello big world Next&last");
  });

  it("reads rich-text documents, separating blocks", () => {
    expect(plainText(doc("One two.", "Three"))).toBe("One two. Three");
    expect(plainText(null)).toBe("");
  });
});

describe("excerpt", () => {
  it("keeps short text whole", () => {
    expect(excerpt("<p>Short <em>text</em></p>")).toBe("Short text");
  });

  it("cuts at 200 characters and adds '...'", () => {
    const long = "a".repeat(150) + " " + "b".repeat(100);
    const out = excerpt(long);
    expect(out).toBe(long.slice(0, 200) + "...");
    expect(out.length).toBe(203);
  });

  it("takes a custom length and works on documents", () => {
    expect(excerpt(doc("Hello wonderful world"), 5)).toBe("Hello...");
  });
});

describe("readingTime", () => {
  it("is words / 200 rounded up", () => {
    expect(readingTime(doc(Array(200).fill("word").join(" ")))).toBe(1);
    expect(readingTime(doc(Array(201).fill("word").join(" ")))).toBe(2);
    expect(readingTime(`<p>${Array(450).fill("w").join(" ")}</p>`)).toBe(3);
    expect(readingTime("")).toBe(0);
    expect(wordCount(doc("a b", "c"))).toBe(3);
  });
});

describe("formatDate", () => {
  it("uses the spec's long US form, independent of the time zone", () => {
    expect(formatDate("2024-01-05")).toBe("January 5, 2024");
    expect(formatDate("2024-01-05T23:30:00.000Z")).toBe("January 5, 2024");
    expect(formatDate(new Date(Date.UTC(2023, 11, 31)))).toBe("December 31, 2023");
  });

  it("returns '' for missing or invalid dates", () => {
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("can format for another locale", () => {
    expect(formatDate("2024-01-05", "fr")).toBe("5 janvier 2024");
  });
});

describe("authorName", () => {
  it("falls back to 'the consulting team'", () => {
    expect(AUTHOR_FALLBACK).toBe("the consulting team");
    expect(authorName(undefined)).toBe("the consulting team");
    expect(authorName("  ")).toBe("the consulting team");
    expect(authorName(" Ada ")).toBe("Ada");
  });
});
