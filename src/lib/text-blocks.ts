/**
 * Plain text written as blocks (a principle's full description, a case study's sections):
 * paragraphs are separated by blank lines; lines starting with "- " form a bullet list (a block
 * may start with an introductory line followed by its bullets).
 */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^\s*-\s+/;

export function parseFullText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: "list", items: list });
      list = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (line === "") continue;
      if (BULLET.test(raw)) {
        flushParagraph();
        const item = line.replace(BULLET, "").trim();
        if (item) list.push(item);
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}
