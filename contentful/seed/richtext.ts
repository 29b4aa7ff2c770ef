/**
 * Builders for Contentful rich-text documents (the shapes of
 * @contentful/rich-text-types), plus `md`, a converter from a small Markdown
 * subset so seed posts read like prose:
 *
 *   ## Heading 2          ### Heading 3          --- (horizontal rule)
 *   - bullet              1. numbered            > quotation
 *   ![alt](asset:blog-foo)  (an embedded asset block, on its own line)
 *   **bold**  *italic*  `code`  [link text](https://example.com)
 *
 * Paragraphs are separated by blank lines; lines of one paragraph are joined.
 */
import type {
  Block,
  Document,
  Hyperlink,
  Inline,
  ListItem,
  Mark,
  Paragraph,
  Text,
  TopLevelBlock,
} from "@contentful/rich-text-types";

export type MarkType = "bold" | "italic" | "code";
type InlineNode = Text | Hyperlink;

export function text(value: string, ...marks: MarkType[]): Text {
  return { nodeType: "text", value, marks: marks.map((type): Mark => ({ type })), data: {} } as Text;
}

export function hyperlink(uri: string, ...content: Array<string | Text>): Hyperlink {
  return {
    nodeType: "hyperlink",
    data: { uri },
    content: content.map((c) => (typeof c === "string" ? text(c) : c)),
  } as Hyperlink;
}

const inlines = (content: Array<string | InlineNode>): InlineNode[] =>
  content.map((c) => (typeof c === "string" ? text(c) : c));

export function paragraph(...content: Array<string | InlineNode>): Paragraph {
  return { nodeType: "paragraph", data: {}, content: inlines(content) } as Paragraph;
}

export function heading(level: 2 | 3, ...content: Array<string | InlineNode>): TopLevelBlock {
  return { nodeType: `heading-${level}`, data: {}, content: inlines(content) } as TopLevelBlock;
}

export function listItem(...content: Array<string | InlineNode | Paragraph>): ListItem {
  const blocks = content.map((c) =>
    typeof c === "string" || c.nodeType === "text" || c.nodeType === "hyperlink" ? paragraph(c) : (c as Paragraph),
  );
  return { nodeType: "list-item", data: {}, content: blocks } as ListItem;
}

export function list(ordered: boolean, items: ListItem[]): TopLevelBlock {
  return { nodeType: ordered ? "ordered-list" : "unordered-list", data: {}, content: items } as TopLevelBlock;
}

export function blockquote(...paragraphs: Paragraph[]): TopLevelBlock {
  return { nodeType: "blockquote", data: {}, content: paragraphs } as TopLevelBlock;
}

export function hr(): TopLevelBlock {
  return { nodeType: "hr", data: {}, content: [] } as TopLevelBlock;
}

export function embeddedAsset(assetId: string): TopLevelBlock {
  return {
    nodeType: "embedded-asset-block",
    data: { target: { sys: { type: "Link", linkType: "Asset", id: assetId } } },
    content: [],
  } as TopLevelBlock;
}

export function document(...content: TopLevelBlock[]): Document {
  return { nodeType: "document", data: {}, content } as Document;
}

/* ---------- inline Markdown ---------- */

const INLINE_TOKEN = /\*\*(.+?)\*\*|`([^`]+)`|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Parses inline Markdown (bold, italic, code, links) into text and hyperlink nodes. */
export function parseInline(source: string, marks: MarkType[] = []): InlineNode[] {
  const out: InlineNode[] = [];
  let last = 0;
  const push = (value: string, m: MarkType[]) => {
    if (value === "") return;
    const prev = out.at(-1);
    // Merge adjacent text runs that carry the same marks.
    if (prev?.nodeType === "text" && sameMarks(prev.marks, m)) {
      (prev as { value: string }).value += value;
    } else {
      out.push(text(value, ...m));
    }
  };
  for (const match of source.matchAll(INLINE_TOKEN)) {
    const index = match.index;
    push(source.slice(last, index), marks);
    const [, bold, code, italic, linkText, uri] = match;
    if (bold !== undefined) {
      for (const node of parseInline(bold, [...marks, "bold"])) {
        if (node.nodeType === "text") push(node.value, node.marks.map((x) => x.type as MarkType));
        else out.push(node);
      }
    } else if (code !== undefined) {
      push(code, [...marks, "code"]);
    } else if (italic !== undefined) {
      for (const node of parseInline(italic, [...marks, "italic"])) {
        if (node.nodeType === "text") push(node.value, node.marks.map((x) => x.type as MarkType));
        else out.push(node);
      }
    } else if (linkText !== undefined && uri !== undefined) {
      const content = parseInline(linkText, marks).filter((n): n is Text => n.nodeType === "text");
      out.push(hyperlink(uri, ...content));
    }
    last = index + match[0].length;
  }
  push(source.slice(last), marks);
  return out;
}

function sameMarks(a: Mark[], b: MarkType[]): boolean {
  return a.length === b.length && a.every((m, i) => m.type === b[i]);
}

/* ---------- block Markdown ---------- */

const EMBED = /^!\[[^\]]*\]\(asset:([A-Za-z0-9._-]+)\)$/;

/** Converts a Markdown subset (see the file header) into a rich-text Document. */
export function markdown(source: string): Document {
  const lines = dedent(source).split("\n");
  const blocks: TopLevelBlock[] = [];
  let i = 0;
  const isBlank = (l: string | undefined) => l === undefined || l.trim() === "";
  const startsBlock = (l: string) =>
    /^(#{2,3} |- |\d+\. |> |---$)/.test(l) || EMBED.test(l.trim());

  while (i < lines.length) {
    const line = (lines[i] ?? "").trimEnd();
    if (isBlank(line)) {
      i++;
      continue;
    }
    const h = /^(#{2,3}) (.*)$/.exec(line);
    if (h) {
      blocks.push(heading(h[1]!.length as 2 | 3, ...parseInline(h[2]!.trim())));
      i++;
      continue;
    }
    if (line === "---") {
      blocks.push(hr());
      i++;
      continue;
    }
    const embed = EMBED.exec(line.trim());
    if (embed) {
      blocks.push(embeddedAsset(embed[1]!));
      i++;
      continue;
    }
    if (line.startsWith("> ")) {
      const quoteLines: string[] = [];
      while (i < lines.length && (lines[i] ?? "").startsWith(">")) {
        quoteLines.push((lines[i] ?? "").replace(/^> ?/, ""));
        i++;
      }
      const paragraphs = quoteLines
        .join("\n")
        .split(/\n\s*\n/)
        .map((p) => paragraph(...parseInline(p.replace(/\s*\n\s*/g, " ").trim())));
      blocks.push(blockquote(...paragraphs));
      continue;
    }
    const bullet = /^(- |\d+\. )/.exec(line);
    if (bullet) {
      const ordered = bullet[1] !== "- ";
      const marker = ordered ? /^\d+\. / : /^- /;
      const items: ListItem[] = [];
      while (i < lines.length && marker.test(lines[i] ?? "")) {
        let itemText = (lines[i] ?? "").replace(marker, "");
        i++;
        // Continuation lines are indented.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i] ?? "")) {
          itemText += " " + (lines[i] ?? "").trim();
          i++;
        }
        items.push(listItem(paragraph(...parseInline(itemText.trim()))));
      }
      blocks.push(list(ordered, items));
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && !isBlank(lines[i]) && (para.length === 0 || !startsBlock(lines[i] ?? ""))) {
      para.push((lines[i] ?? "").trim());
      i++;
    }
    blocks.push(paragraph(...parseInline(para.join(" "))));
  }
  return document(...blocks);
}

/** Tagged-template form of `markdown`: md`## Title ...`. */
export function md(strings: TemplateStringsArray, ...values: unknown[]): Document {
  return markdown(String.raw({ raw: strings }, ...values));
}

function dedent(source: string): string {
  const lines = source.replace(/\r\n/g, "\n").split("\n");
  const indents = lines.filter((l) => l.trim() !== "").map((l) => /^\s*/.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min)).join("\n").trim();
}

/* ---------- reading documents ---------- */

type AnyNode = Document | Block | Inline | Text;

/** The plain text of a document (blocks separated by newlines). */
export function plainText(node: AnyNode): string {
  if (node.nodeType === "text") return (node as Text).value;
  const children = (node as Block).content as AnyNode[];
  const sep = node.nodeType === "paragraph" || node.nodeType.startsWith("heading") ? "" : "\n";
  return children.map(plainText).join(sep);
}

export function wordCount(doc: Document): number {
  return plainText(doc).split(/\s+/).filter(Boolean).length;
}

/** Ids of the assets embedded in a document. */
export function embeddedAssetIds(node: AnyNode): string[] {
  if (node.nodeType === "embedded-asset-block") {
    return [(node as Block).data.target.sys.id as string];
  }
  if (node.nodeType === "text") return [];
  return ((node as Block).content as AnyNode[]).flatMap(embeddedAssetIds);
}

/** Hyperlink URIs in a document. */
export function hyperlinkUris(node: AnyNode): string[] {
  if (node.nodeType === "hyperlink") return [(node as Hyperlink).data.uri];
  if (node.nodeType === "text") return [];
  return ((node as Block).content as AnyNode[]).flatMap(hyperlinkUris);
}
