/**
 * Text someone typed (a visitor's name, a staff member's note), put into a sentence of the page's
 * language: wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, so it takes its own direction
 * from its first letter and its punctuation stays where it was typed ("Walk Bakery Inc." in an Arabic
 * sentence, not ".Walk Bakery Inc"). The string form of `<bdi>`, for translated strings and attributes.
 */
export function isolate(text: string | null | undefined): string {
  return `\u2068${text ?? ""}\u2069`;
}
