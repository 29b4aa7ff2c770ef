import { type Loaded, loadContent } from "~/lib/contentful/load";
import { type FaqContent, getFaqContent } from "./api";

export type FaqData = Loaded<FaqContent>;

/** The FAQ's content for the route's loader and clientLoader; never rejects. */
export function loadFaq(locale: string): Promise<FaqData> {
  return loadContent((client) => getFaqContent(client, locale), { hero: null, stillQuestions: null, items: [] });
}
