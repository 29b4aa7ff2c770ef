/**
 * A post's body: Contentful rich text (headings, lists, quotes, links,
 * embedded images from the response's includes) or a staff post's Markdown
 * (rendered by the safe subset renderer, never as HTML).
 */
import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES } from "@contentful/rich-text-types";
import { lazy, Suspense } from "react";
import { Link } from "~/components/ui/link";
import { assetUrl, imageSrcSet, imageUrl } from "~/lib/contentful/assets";
import { RichTextLink, richTextLinkClass, typographyBlocks, typographyMarks } from "~/lib/rich-text-typography";

/**
 * The Markdown renderer only for staff posts (those are rendered in the browser, never prerendered):
 * Contentful posts, the prerendered ones, do not download it.
 */
const Markdown = lazy(() => import("~/lib/markdown").then((module) => ({ default: module.Markdown })));
import type { PostBody as Body } from "./posts";

const linkClass = richTextLinkClass;

function richOptions(insecure: boolean): Options {
  return {
    renderMark: typographyMarks,
    renderNode: {
      ...typographyBlocks,
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const target = node.data?.target as
          | {
              fields?: {
                title?: string;
                description?: string;
                file?: { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } };
              };
            }
          | undefined;
        const file = target?.fields?.file;
        if (!file?.url || (file.contentType && !file.contentType.startsWith("image/"))) return null;
        const url = assetUrl(file.url, insecure);
        const srcSet = imageSrcSet(url, [400, 800, 1200], { format: "webp" });
        const caption = target?.fields?.title;
        return (
          <figure className="my-8">
            <img
              src={imageUrl(url, { w: 1200, fm: "webp", q: 75 })}
              srcSet={srcSet || undefined}
              sizes={srcSet ? "(min-width: 768px) 768px, 100vw" : undefined}
              alt={target?.fields?.description || caption || ""}
              width={file.details?.image?.width}
              height={file.details?.image?.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-lg"
            />
            {caption && <figcaption className="mt-2 text-center text-sm text-ink-muted">{caption}</figcaption>}
          </figure>
        );
      },
      [INLINES.HYPERLINK]: (node, children) => <RichTextLink href={String(node.data?.uri ?? "")}>{children}</RichTextLink>,
    },
  };
}

export function PostBody({ body, insecure = false }: { body: Body; insecure?: boolean }) {
  if (body.kind === "markdown") {
    return (
      <Suspense fallback={null}>
        <Markdown
          source={body.markdown}
          renderInternalLink={(href, children, key) => (
            <Link key={key} to={href} className={linkClass}>
              {children}
            </Link>
          )}
        />
      </Suspense>
    );
  }
  return <>{documentToReactComponents(body.document, richOptions(insecure))}</>;
}
