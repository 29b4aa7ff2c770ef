import { parseFullText } from "~/lib/text-blocks";

/**
 * Plain text from the CMS (a principle's full description, a case study's sections) as its
 * paragraphs and bullet lists (lib/text-blocks.ts). The caller's element sets the spacing around them.
 */
export function TextBlocks({ text, listClassName = "list-disc space-y-2 ps-6" }: { text: string; listClassName?: string }) {
  return parseFullText(text).map((block, i) =>
    block.kind === "paragraph" ? (
      <p key={i}>{block.text}</p>
    ) : (
      <ul key={i} className={listClassName}>
        {block.items.map((item, j) => (
          <li key={j}>{item}</li>
        ))}
      </ul>
    ),
  );
}
