/** Search and category filtering of the FAQ. */
import type { FaqCategory, FaqItem } from "./api";

/** The FAQ's tabs, in order (spec section 9). */
export const FAQ_TABS = ["all", "services", "pricing", "support", "technical"] as const;
export type FaqTab = "all" | FaqCategory;

/** Lower case, accents removed, whitespace collapsed: how text is compared. */
export function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/** The questions of a tab ("all": every category) whose question or answer contains the search text, case-insensitively. */
export function filterFaq(items: readonly FaqItem[], { query, tab }: { query: string; tab: FaqTab }): FaqItem[] {
  const needle = normalize(query);
  return items.filter(
    (item) =>
      (tab === "all" || item.category === tab) &&
      (needle === "" || normalize(item.question).includes(needle) || normalize(item.answer).includes(needle)),
  );
}
