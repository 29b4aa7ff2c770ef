/** A principle's full description as blocks: the shared plain-text reader (src/lib/text-blocks.ts). */
export { parseFullText, type TextBlock } from "~/lib/text-blocks";
