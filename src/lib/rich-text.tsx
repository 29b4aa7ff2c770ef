/**
 * Renders a Contentful rich-text document with the site's typography, through
 * @contentful/rich-text-react-renderer. Shared by every feature that shows rich
 * text (legal pages, blog posts). The page's <h1> is its title, so a
 * heading-1 inside the document renders as <h2>.
 */
import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, type Document } from "@contentful/rich-text-types";
import type { ReactNode } from "react";
import { RichTextLink, typographyBlocks, typographyMarks } from "./rich-text-typography";

/** An asset URL as Contentful gives it ("//images.ctfassets.net/...") made absolute. */
export function assetUrl(url: string): string {
  return url.startsWith("//") ? `https:${url}` : url;
}

const options: Options = {
  renderMark: typographyMarks,
  renderNode: {
    ...typographyBlocks,
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
    [INLINES.HYPERLINK]: (node, children) => <RichTextLink href={String(node.data?.uri ?? "")}>{children}</RichTextLink>,
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
