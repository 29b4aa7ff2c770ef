/**
 * The site's typography for Contentful rich text, shared by the renderers of rich text (legal pages,
 * blog posts), which add their own links and embedded images. Its own module, so that a page that
 * renders rich text one way does not download the other renderer. The page's <h1> is its title, so a
 * heading-1 inside the document renders as <h2>.
 */
import type { Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, MARKS } from "@contentful/rich-text-types";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { safeUrl } from "~/lib/safe-url";

export const richTextLinkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";

/**
 * A rich-text hyperlink, for every renderer of rich text: only an allow-listed URL (safeUrl) becomes a
 * link — a refused one (javascript:, data:, "//host", "/\\host") keeps its text and loses the link; a site
 * path goes through the router in the page's language; another site opens in a new tab without opener
 * access.
 */
export function RichTextLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = safeUrl(href, "link");
  if (!safe) return <>{children}</>;
  if (safe.startsWith("/")) {
    return (
      <Link to={safe} className={richTextLinkClass}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(safe);
  return (
    <a href={safe} className={richTextLinkClass} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/** The site's typography for a rich-text document's marks, shared by every renderer of rich text. */
export const typographyMarks: NonNullable<Options["renderMark"]> = {
  [MARKS.BOLD]: (text) => <strong className="font-semibold text-ink">{text}</strong>,
  [MARKS.ITALIC]: (text) => <em>{text}</em>,
  [MARKS.UNDERLINE]: (text) => <span className="underline">{text}</span>,
  [MARKS.CODE]: (text) => <code className="rounded bg-surface-muted px-1 py-0.5 text-[0.9em]">{text}</code>,
};

/** The site's typography for a document's text blocks (paragraphs, headings one level down, lists, quotes, rules). */
export const typographyBlocks: NonNullable<Options["renderNode"]> = {
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
  [BLOCKS.QUOTE]: (_node, children) => <blockquote className="my-6 border-s-4 border-accent ps-4 text-ink-muted italic">{children}</blockquote>,
  [BLOCKS.HR]: () => <hr className="my-8 border-line" />,
};
