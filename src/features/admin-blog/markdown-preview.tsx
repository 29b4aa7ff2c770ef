import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "~/lib/markdown";

/**
 * The body's preview, rendered by the site's safe Markdown renderer (the same
 * one the public blog uses): raw HTML in a post is shown as text, never parsed
 * or run, and only safe link and image URLs are kept.
 */
export function MarkdownPreview({ source }: { source: string }) {
  const { t } = useTranslation("admin-blog");
  // Typing stays responsive on long posts: the preview may lag a keystroke behind.
  const deferred = useDeferredValue(source);
  if (!deferred.trim()) return <p className="text-sm text-ink-muted">{t("form.previewEmpty")}</p>;
  return (
    <div className="break-words text-ink" data-testid="markdown-preview">
      <Markdown source={deferred} />
    </div>
  );
}
