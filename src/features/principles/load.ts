import { type Loaded, loadContent } from "~/lib/contentful/load";
import { type Principle, type PrincipleLink, getPrinciples, otherPrinciples, toLink } from "./api";

/** The principles for the About page's links. */
export type PrincipleListData = Loaded<PrincipleLink[]>;

/** The principle of a slug (null when there is none) and the first three others. */
export type PrinciplePageData = Loaded<{ principle: Principle | null; others: PrincipleLink[] }>;

/** The principles for the About page's links; never rejects. */
export function loadPrincipleList(locale: string): Promise<PrincipleListData> {
  return loadContent(async (client) => (await getPrinciples(client, locale)).map(toLink), []);
}

/** The principle of a slug and the first three others; never rejects. */
export function loadPrinciplePage(slug: string | undefined, locale: string): Promise<PrinciplePageData> {
  return loadContent(
    async (client) => {
      const all = await getPrinciples(client, locale);
      const principle = all.find((p) => p.slug === slug) ?? null;
      return { principle, others: principle ? otherPrinciples(all, principle.slug).map(toLink) : [] };
    },
    { principle: null, others: [] },
  );
}
