/**
 * Staff-written Markdown (blog posts) rendered as React elements: CommonMark parsed by micromark,
 * reduced to an allow-list of elements and URLs (markdown-parse.ts), then drawn here. Nothing is
 * ever injected as HTML: raw HTML in the source is shown as text (React escapes it), and links and
 * images keep only http(s), mailto and site-relative URLs (javascript:, data: and the like become
 * plain text).
 */
import { Fragment, type ReactNode } from "react";
import { type Block, type Inline, parseMarkdown } from "./markdown-parse";

export { type Block, type Inline, markdownToPlain, parseMarkdown } from "./markdown-parse";
export { safeUrl } from "./safe-url";

export interface MarkdownClasses {
  /** Rendered for site-relative links (e.g. React Router's Link); default <a>. */
  renderInternalLink?: (href: string, children: ReactNode, key: number) => ReactNode;
}

const linkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";

function renderInline(nodes: Inline[], options: MarkdownClasses): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
      case "html":
        return node.value;
      case "strong":
        return (
          <strong key={key} className="font-semibold text-ink">
            {renderInline(node.children, options)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInline(node.children, options)}</em>;
      case "code":
        return (
          <code key={key} className="rounded bg-surface-muted px-1 py-0.5 text-[0.9em]">
            {node.value}
          </code>
        );
      case "break":
        return <br key={key} />;
      case "image":
        return <img key={key} src={node.src} alt={node.alt} loading="lazy" className="my-4 h-auto max-w-full rounded-lg" />;
      case "link": {
        const children = renderInline(node.children, options);
        if (node.href.startsWith("/") && options.renderInternalLink) return options.renderInternalLink(node.href, children, key);
        const external = /^https?:/i.test(node.href);
        return (
          <a
            key={key}
            href={node.href}
            className={linkClass}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {children}
          </a>
        );
      }
    }
  });
}

const headingClass: Record<number, string> = {
  2: "mt-10 mb-3 text-2xl font-bold text-navy",
  3: "mt-8 mb-2 text-xl font-semibold text-navy",
  4: "mt-6 mb-2 text-lg font-semibold text-navy",
  5: "mt-6 mb-2 font-semibold text-navy",
  6: "mt-6 mb-2 font-semibold text-navy",
};

function renderBlocks(blocks: Block[], options: MarkdownClasses): ReactNode[] {
  return blocks.map((block, key) => {
    switch (block.type) {
      case "heading": {
        // The page's <h1> is its title: a level-1 heading in the body renders as <h2>.
        const level = Math.max(2, block.level) as 2 | 3 | 4 | 5 | 6;
        const Tag = `h${level}` as const;
        return (
          <Tag key={key} className={headingClass[level]}>
            {renderInline(block.children, options)}
          </Tag>
        );
      }
      case "paragraph":
        return (
          <p key={key} className="my-4 leading-7">
            {renderInline(block.children, options)}
          </p>
        );
      case "list": {
        // A tight list's items are their text, not paragraphs (CommonMark).
        const items = block.items.map((item, i) => (
          <li key={i}>
            {item.map((child, j) =>
              block.tight && child.type === "paragraph" ? (
                <span key={j}>{renderInline(child.children, options)}</span>
              ) : (
                <Fragment key={j}>{renderBlocks([child], options)}</Fragment>
              ),
            )}
          </li>
        ));
        return block.ordered ? (
          <ol key={key} className="my-4 list-decimal space-y-2 ps-6" start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key} className="my-4 list-disc space-y-2 ps-6">
            {items}
          </ul>
        );
      }
      case "quote":
        return (
          <blockquote key={key} className="my-6 border-s-4 border-accent ps-4 text-ink-muted italic">
            {renderBlocks(block.children, options)}
          </blockquote>
        );
      case "code":
        return (
          <pre key={key} className="my-4 overflow-x-auto rounded bg-surface-muted p-4 text-sm" dir="ltr">
            <code>{block.value}</code>
          </pre>
        );
      case "rule":
        return <hr key={key} className="my-8 border-line" />;
    }
  });
}

/** Renders staff-written Markdown safely as React elements (never as HTML). */
export function Markdown({ source, ...options }: { source: string } & MarkdownClasses): ReactNode {
  return <>{renderBlocks(parseMarkdown(source), options)}</>;
}
