/**
 * The id of an FAQ question's heading, so a link to `/faq#<anchor>` (the site search's FAQ hits, decision
 * 0040) opens that question: `faq-` and the entry's id, without saying "faq" twice when the id already starts
 * with it (the seeded entries, `faq-pricing-free-consultation`, kept by the Contentful setup in a real space).
 */
export function faqAnchor(entryId: string): string {
  return `faq-${entryId.replace(/^faq-/, "")}`;
}
