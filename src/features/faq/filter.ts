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

/**
 * The tab that an arrow key (or Home/End) moves to from `current`, wrapping
 * around; in right-to-left pages ArrowLeft moves forward. Null for other keys.
 */
export function nextTab(current: FaqTab, key: string, dir: "ltr" | "rtl" = "ltr"): FaqTab | null {
  const index = FAQ_TABS.indexOf(current);
  const last = FAQ_TABS.length - 1;
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return FAQ_TABS[index === last ? 0 : index + 1]!;
  if (key === backward) return FAQ_TABS[index <= 0 ? last : index - 1]!;
  if (key === "Home") return FAQ_TABS[0];
  if (key === "End") return FAQ_TABS[last]!;
  return null;
}
