/**
 * Renders a Contentful rich-text document with the site's typography, through
 * @contentful/rich-text-react-renderer. Shared by every feature that shows rich
 * text (legal pages, blog posts). The page's <h1> is its title, so a
 * heading-1 inside the document renders as <h2>.
 */
import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, MARKS, type Document } from "@contentful/rich-text-types";
import type { ReactNode } from "react";
import { Link } from "react-router";

function isInternal(uri: string): boolean {
  return uri.startsWith("/") && !uri.startsWith("//");
}

/** An asset URL as Contentful gives it ("//images.ctfassets.net/...") made absolute. */
export function assetUrl(url: string): string {
  return url.startsWith("//") ? `https:${url}` : url;
}

const options: Options = {
  renderMark: {
    [MARKS.BOLD]: (text) => <strong className="font-semibold text-ink">{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <span className="underline">{text}</span>,
    [MARKS.CODE]: (text) => <code className="rounded bg-surface-muted px-1 py-0.5 text-[0.9em]">{text}</code>,
  },
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <p className="my-4 leading-7">{children}</p>,
    [BLOCKS.HEADING_1]: (_node, children) => <h2 className="mt-10 mb-3 text-2xl font-bold text-navy">{children}</h2>,
    [BLOCKS.HEADING_2]: (_node, children) => <h2 className="mt-10 mb-3 text-2xl font-bold text-navy">{children}</h2>,
    [BLOCKS.HEADING_3]: (_node, children) => <h3 className="mt-8 mb-2 text-xl font-semibold text-navy">{children}</h3>,
    [BLOCKS.HEADING_4]: (_node, children) => <h4 className="mt-6 mb-2 text-lg font-semibold text-navy">{children}</h4>,
    [BLOCKS.HEADING_5]: (_node, children) => <h5 className="mt-6 mb-2 font-semibold text-navy">{children}</h5>,
    [BLOCKS.HEADING_6]: (_node, children) => <h6 className="mt-6 mb-2 font-semibold text-navy">{children}</h6>,
    [BLOCKS.UL_LIST]: (_node, children) => <ul className="my-4 list-disc space-y-2 ps-6">{children}</ul>,
    [BLOCKS.OL_LIST]: (_node, children) => <ol className="my-4 list-decimal space-y-2 ps-6">{children}</ol>,
    [BLOCKS.LIST_ITEM]: (_node, children) => <li className="[&>p]:my-0">{children}</li>,
    [BLOCKS.QUOTE]: (_node, children) => (
      <blockquote className="my-6 border-s-4 border-accent ps-4 text-ink-muted italic">{children}</blockquote>
    ),
    [BLOCKS.HR]: () => <hr className="my-8 border-line" />,
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const target = node.data?.target as
        | { fields?: { title?: string; description?: string; file?: { url?: string; details?: { image?: { width?: number; height?: number } } } } }
        | undefined;
      const file = target?.fields?.file;
      if (!file?.url) return null;
      return (
        <figure className="my-6">
          <img
            src={assetUrl(file.url)}
            alt={target?.fields?.description ?? target?.fields?.title ?? ""}
            width={file.details?.image?.width}
            height={file.details?.image?.height}
            loading="lazy"
            className="h-auto max-w-full rounded-lg"
          />
        </figure>
      );
    },
    [INLINES.HYPERLINK]: (node, children) => {
      const uri = String(node.data?.uri ?? "");
      const className = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";
      return isInternal(uri) ? (
        <Link to={uri} className={className}>
          {children}
        </Link>
      ) : (
        <a href={uri} className={className}>
          {children}
        </a>
      );
    },
  },
};

export function RichText({ document }: { document: Document }): ReactNode {
  return <>{documentToReactComponents(document, options)}</>;
}

/** True when the value has the shape of a rich-text document. */
export function isRichTextDocument(value: unknown): value is Document {
  return (
    value !== null &&
    typeof value === "object" &&
    (value as { nodeType?: unknown }).nodeType === BLOCKS.DOCUMENT &&
    Array.isArray((value as { content?: unknown }).content)
  );
}
