import { useTranslation } from "react-i18next";

/**
 * The body's preview. Safe by construction: the Markdown source is shown as
 * plain text (React escapes it), so HTML in a post is never parsed or run.
 * When the shared Markdown renderer (src/lib/markdown.tsx) lands, it can
 * replace the <div> below; it must keep the same rule (no raw HTML).
 */
export function MarkdownPreview({ source }: { source: string }) {
  const { t } = useTranslation("admin-blog");
  if (!source.trim()) return <p className="text-sm text-ink-muted">{t("form.previewEmpty")}</p>;
  return (
    <div>
      <p className="mb-2 text-xs text-ink-muted">{t("form.previewPlain")}</p>
      <div className="whitespace-pre-wrap break-words text-ink" data-testid="markdown-preview">
        {source}
      </div>
    </div>
  );
}
