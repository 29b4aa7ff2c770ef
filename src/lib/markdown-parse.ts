/**
 * Staff Markdown (blog posts) through a maintained CommonMark parser — micromark, by way of
 * mdast-util-from-markdown (docs/decisions/0020-markdown-parser.md) — then through an allow-list:
 * the syntax tree is turned into a small tree of the elements the site renders, and nothing else.
 *
 *   allowed blocks:  paragraph, heading (1-6), list (ordered or not), block quote, code block, rule
 *   allowed inline:  text, strong, emphasis, inline code, hard break, link, image
 *   allowed URLs:    http(s), mailto (links), site-relative paths that stay on the site, #fragments
 *                    (safe-url.ts); any other link or image keeps only its text
 *
 * Raw HTML is never parsed into elements: it stays text (React escapes it). Reference links are
 * resolved against their definitions; anything the allow-list does not name (a future extension's
 * node) keeps its text only. No React here, so plain-text uses (excerpts, feeds) stay small; the
 * parser itself is loaded only where staff posts are shown (post-body.tsx, staff.ts import it lazily).
 */
import type { Definition, Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { safeUrl } from "./safe-url.ts";

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "break" }
  /** Raw HTML of the source: shown as the text it is, left out of plain text. */
  | { type: "html"; value: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "image"; src: string; alt: string };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { type: "quote"; children: Block[] }
  | { type: "code"; value: string }
  | { type: "rule" };

/** The text of any node, for what the allow-list drops (its text is kept, never its markup). */
function textOf(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if (node.type === "image" || node.type === "imageReference") return node.alt ?? "";
  if ("children" in node) return (node.children as Nodes[]).map(textOf).join("");
  return "";
}

/** Adjacent text nodes joined (raw HTML and dropped links leave several). */
function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === "text" && last?.type === "text") last.value += node.value;
    else if (node.type !== "text" || node.value !== "") out.push(node);
  }
  return out;
}

function converter(definitions: Map<string, Definition>) {
  function link(url: string, children: PhrasingContent[]): Inline[] {
    const inner = inline(children);
    const href = safeUrl(url, "link");
    return href ? [{ type: "link", href, children: inner }] : inner;
  }

  function image(url: string, alt: string): Inline[] {
    const src = safeUrl(url, "image");
    return src ? [{ type: "image", src, alt }] : alt ? [{ type: "text", value: alt }] : [];
  }

  function inline(nodes: PhrasingContent[]): Inline[] {
    return mergeText(
      nodes.flatMap((node): Inline[] => {
        switch (node.type) {
          case "text":
            return [{ type: "text", value: node.value }];
          case "html":
            return [{ type: "html", value: node.value }];
          case "strong":
            return [{ type: "strong", children: inline(node.children) }];
          case "emphasis":
            return [{ type: "em", children: inline(node.children) }];
          case "inlineCode":
            return [{ type: "code", value: node.value }];
          case "break":
            return [{ type: "break" }];
          case "link":
            return link(node.url, node.children);
          case "linkReference": {
            const definition = definitions.get(node.identifier);
            return definition ? link(definition.url, node.children) : inline(node.children);
          }
          case "image":
            return image(node.url, node.alt ?? "");
          case "imageReference": {
            const definition = definitions.get(node.identifier);
            return definition ? image(definition.url, node.alt ?? "") : [{ type: "text", value: node.alt ?? "" }];
          }
          default:
            return [{ type: "text", value: textOf(node) }];
        }
      }),
    );
  }

  function blocks(nodes: RootContent[]): Block[] {
    return nodes.flatMap((node): Block[] => {
      switch (node.type) {
        case "paragraph":
          return [{ type: "paragraph", children: inline(node.children) }];
        case "heading":
          return [{ type: "heading", level: node.depth, children: inline(node.children) }];
        case "list":
          return [
            {
              type: "list",
              ordered: Boolean(node.ordered),
              start: node.start ?? 1,
              tight: !node.spread && node.children.every((item) => !item.spread),
              items: node.children.map((item) => blocks(item.children)),
            },
          ];
        case "blockquote":
          return [{ type: "quote", children: blocks(node.children) }];
        case "code":
          return [{ type: "code", value: node.value }];
        case "thematicBreak":
          return [{ type: "rule" }];
        case "html":
          // Raw HTML is shown as the text it is.
          return [{ type: "paragraph", children: [{ type: "html", value: node.value }] }];
        case "definition":
          return [];
        default: {
          const value = textOf(node);
          return value.trim() ? [{ type: "paragraph", children: [{ type: "text", value }] }] : [];
        }
      }
    });
  }

  return { blocks, inline };
}

/** Staff Markdown as the allow-listed tree the renderer draws (markdown.tsx). */
export function parseMarkdown(source: string): Block[] {
  const root = fromMarkdown(source);
  const definitions = new Map<string, Definition>();
  const collect = (node: Nodes) => {
    if (node.type === "definition" && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ("children" in node) for (const child of node.children as Nodes[]) collect(child);
  };
  collect(root);
  return converter(definitions).blocks(root.children);
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case "text":
        case "code":
          return n.value;
        case "break":
          return " ";
        case "image":
        case "html":
          return "";
        default:
          return inlineText(n.children);
      }
    })
    .join("");
}

function blocksText(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case "heading":
      case "paragraph":
        return [inlineText(b.children)];
      case "list":
        return b.items.flatMap(blocksText);
      case "quote":
        return blocksText(b.children);
      case "code":
        return [b.value];
      case "rule":
        return [];
    }
  });
}

/** The text of a Markdown document (for excerpts, reading time and feeds), whitespace collapsed, raw HTML tags left out. */
export function markdownToPlain(source: string): string {
  return blocksText(parseMarkdown(source)).join(" ").replace(/\s+/g, " ").trim();
}
