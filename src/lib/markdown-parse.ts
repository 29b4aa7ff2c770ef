/**
 * A safe Markdown subset for text written by staff (blog posts): parsed into a
 * small tree, then rendered as React elements. Nothing is ever injected as
 * HTML: raw HTML in the source is shown as text (React escapes it), and links
 * and images only keep http(s), mailto and site-relative URLs (javascript:,
 * data: and the like become plain text).
 *
 * Blocks: paragraphs, # to ###### headings, - / * / + lists, 1. lists,
 * > quotes, ``` code blocks, --- rules. Inline: **bold**, *italic* / _italic_,
 * `code`, [text](url), ![alt](url).
 */
/* The parser half of src/lib/markdown.tsx: no React, so plain-text uses (excerpts) stay small. */
export type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "image"; src: string; alt: string };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "quote"; children: Block[] }
  | { type: "code"; value: string }
  | { type: "rule" };

/** A URL that may become an href/src: http(s), mailto (links only), site-relative paths and #anchors. */
export function safeUrl(raw: string, kind: "link" | "image" = "link"): string | null {
  const url = raw.trim();
  if (url === "") return null;
  // Control characters and whitespace inside a scheme are a classic filter bypass ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return null;
  if (url.startsWith("/")) {
    // Browsers read "\\" as "/" in web URLs: "/\\evil.example" is "//evil.example", another site.
    // A site-relative path must stay on the site once the browser has resolved it.
    const base = "https://site.invalid";
    try {
      return !url.includes("\\") && new URL(url, base).origin === base ? url : null;
    } catch {
      return null;
    }
  }
  if (kind === "link" && url.startsWith("#")) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return url;
  if (kind === "link" && scheme === "mailto") return url;
  return null;
}

// ---------------------------------------------------------------- inline parsing

function findClosing(text: string, from: number, marker: string): number {
  let i = text.indexOf(marker, from);
  while (i !== -1 && text[i - 1] === "\\") i = text.indexOf(marker, i + 1);
  return i;
}

/** `[label](url)` starting at `start` (the `[`): the label, url and the index after `)`. */
function bracketLink(text: string, start: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    if (text[i] === "\\") {
      i++;
      continue;
    }
    if (text[i] === "[") depth++;
    else if (text[i] === "]" && --depth === 0) break;
  }
  if (i >= text.length || text[i + 1] !== "(") return null;
  // The URL may hold balanced parentheses ("https://x/a_(b)").
  let close = -1;
  for (let j = i + 2, parens = 0; j < text.length; j++) {
    if (text[j] === "(") parens++;
    else if (text[j] === ")" && parens-- === 0) {
      close = j;
      break;
    }
  }
  if (close === -1) return null;
  const target = text.slice(i + 2, close).trim();
  // An optional title after the URL ("url "title"") is dropped.
  const url = target.split(/\s+/)[0] ?? "";
  return { label: text.slice(start + 1, i), url, end: close + 1 };
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", value: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "\\" && i + 1 < text.length && /[\\`*_[\]()#>!+-]/.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: "code", value: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === "!" && text[i + 1] === "[") {
      const link = bracketLink(text, i + 1);
      if (link) {
        flush();
        const src = safeUrl(link.url, "image");
        if (src) out.push({ type: "image", src, alt: link.label });
        else out.push({ type: "text", value: link.label });
        i = link.end;
        continue;
      }
    }
    if (ch === "[") {
      const link = bracketLink(text, i);
      if (link) {
        flush();
        const href = safeUrl(link.url, "link");
        const children = parseInline(link.label);
        if (href) out.push({ type: "link", href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    if ((ch === "*" || ch === "_") && text[i + 1] === ch) {
      const marker = ch + ch;
      const end = findClosing(text, i + 2, marker);
      if (end > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      // _ inside a word (snake_case) is not emphasis.
      const wordBefore = ch === "_" && /\w/.test(text[i - 1] ?? "");
      const end = findClosing(text, i + 1, ch);
      if (!wordBefore && end > i + 1 && text[i + 1] !== " ") {
        flush();
        out.push({ type: "em", children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

// ---------------------------------------------------------------- block parsing

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s{0,3}```/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

function startsBlock(line: string): boolean {
  return HEADING.test(line) || BULLET.test(line) || ORDERED.test(line) || RULE.test(line) || FENCE.test(line) || QUOTE.test(line);
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === "") {
      i++;
      continue;
    }
    if (FENCE.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i]!)) body.push(lines[i++]!);
      i++; // closing fence (or end of input)
      blocks.push({ type: "code", value: body.join("\n") });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]!.length as 1, children: parseInline(heading[2] ?? "") });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1] ?? "");
      blocks.push({ type: "quote", children: parseMarkdown(body.join("\n")) });
      continue;
    }
    const listMatch = BULLET.test(line) ? BULLET : ORDERED.test(line) ? ORDERED : null;
    if (listMatch) {
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const item = listMatch.exec(current);
        if (item) items.push(item[1] ?? "");
        else if (current.trim() !== "" && /^\s+/.test(current) && items.length) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i++;
      }
      blocks.push({ type: "list", ordered: listMatch === ORDERED, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== "" && (paragraph.length === 0 || !startsBlock(lines[i]!))) {
      paragraph.push(lines[i++]!.trim());
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
  }
  return blocks;
}

// ---------------------------------------------------------------- plain text

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => (n.type === "text" || n.type === "code" ? n.value : n.type === "image" ? "" : inlineText(n.children)))
    .join("");
}

function blocksText(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case "heading":
      case "paragraph":
        return [inlineText(b.children)];
      case "list":
        return b.items.map(inlineText);
      case "quote":
        return blocksText(b.children);
      case "code":
        return [b.value];
      case "rule":
        return [];
    }
  });
}

/** The text of a Markdown document (for excerpts, reading time and feeds), whitespace collapsed. */
export function markdownToPlain(source: string): string {
  return blocksText(parseMarkdown(source)).join(" ").replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------- React rendering

