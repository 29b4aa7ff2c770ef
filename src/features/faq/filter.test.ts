import { describe, expect, it } from "vitest";
import type { FaqItem } from "./api";
import { filterFaq } from "./filter";

const items: FaqItem[] = [
  { id: "1", category: "services", question: "What services do you offer?", answer: "MEL and sustainability." },
  { id: "2", category: "pricing", question: "How do you price?", answer: "Fixed fees in Canadian dollars." },
  { id: "3", category: "support", question: "How fast do you reply?", answer: "Within 24 hours." },
  { id: "4", category: "technical", question: "How do you protect data?", answer: "Encrypted storage in Canada." },
];
const ids = (list: FaqItem[]) => list.map((i) => i.id);

describe("filterFaq", () => {
  it("shows every question on the all tab and one category on the others", () => {
    expect(ids(filterFaq(items, { query: "", tab: "all" }))).toEqual(["1", "2", "3", "4"]);
    expect(ids(filterFaq(items, { query: "", tab: "pricing" }))).toEqual(["2"]);
    expect(ids(filterFaq(items, { query: "", tab: "technical" }))).toEqual(["4"]);
  });

  it("searches questions and answers case-insensitively, within the tab", () => {
    expect(ids(filterFaq(items, { query: "CANAD", tab: "all" }))).toEqual(["2", "4"]);
    expect(ids(filterFaq(items, { query: "reply", tab: "all" }))).toEqual(["3"]);
    expect(ids(filterFaq(items, { query: "canad", tab: "pricing" }))).toEqual(["2"]);
    expect(filterFaq(items, { query: "canad", tab: "services" })).toEqual([]);
    expect(filterFaq(items, { query: "no such words", tab: "all" })).toEqual([]);
  });
});
