import { getContentClient } from "~/lib/contentful/client";
import { getConfig } from "~/lib/env";
import { type EntriesClient, type Principle, type PrincipleLink, DEFAULT_LOCALE, getPrinciples, otherPrinciples, toLink } from "./api";

export interface PrincipleListData {
  principles: PrincipleLink[];
  /** True when Contentful could not be reached. */
  failed: boolean;
}

export interface PrinciplePageData {
  principle: Principle | null;
  others: PrincipleLink[];
  failed: boolean;
}

function client(): EntriesClient {
  return getContentClient(getConfig().contentful) as unknown as EntriesClient;
}

/** The principles for the About page's links; never rejects. */
export async function loadPrincipleList(locale = DEFAULT_LOCALE): Promise<PrincipleListData> {
  try {
    return { principles: (await getPrinciples(client(), locale)).map(toLink), failed: false };
  } catch {
    return { principles: [], failed: true };
  }
}

/** The principle of a slug and the first three others; never rejects. */
export async function loadPrinciplePage(slug: string | undefined, locale = DEFAULT_LOCALE): Promise<PrinciplePageData> {
  try {
    const all = await getPrinciples(client(), locale);
    const principle = all.find((p) => p.slug === slug) ?? null;
    return { principle, others: principle ? otherPrinciples(all, principle.slug).map(toLink) : [], failed: false };
  } catch {
    return { principle: null, others: [], failed: true };
  }
}
