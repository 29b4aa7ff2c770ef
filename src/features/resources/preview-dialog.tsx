import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { trapTab } from "~/components/ui/trap-tab";
import { CloseIcon } from "~/components/ui/icons";
import { previewText, signedFileUrl } from "./access";
import type { CenterResource } from "./catalogue";

// pdf.js only when the document is a PDF.
const PdfViewer = lazy(() => import("./pdf-viewer"));

export interface PreviewDialogProps {
  resource: CenterResource;
  /** A staff member's token for an internal document; null: the anon key. */
  token: string | null;
  onClose: () => void;
  onDownload: () => void;
}

type Text = { status: "loading" } | { status: "ready"; text: string | null } | { status: "error" };

/**
 * The document itself: a PDF rendered page by page (pdf.js), a DOCX/XLSX/PPTX's text extract made
 * when it was uploaded, or "no preview for this type" — always with Download. Fullscreen toggle;
 * focus stays inside; Escape closes; focus returns to the Preview button.
 */
export default function PreviewDialog({ resource, token, onClose, onDownload }: PreviewDialogProps) {
  const { t } = useTranslation("resources");
  const [fullscreen, setFullscreen] = useState(false);
  const [text, setText] = useState<Text>({ status: "loading" });
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const isPdf = resource.file_type === "pdf";
  const hasExtract = ["docx", "xlsx", "pptx"].includes(resource.file_type);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (!hasExtract) return;
    let active = true;
    previewText(resource.id, token).then(
      (value) => active && setText({ status: "ready", text: value }),
      (error: unknown) => {
        console.warn(error);
        if (active) setText({ status: "error" });
      },
    );
    return () => {
      active = false;
    };
  }, [hasExtract, resource.id, token]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) trapTab(panel.current, event);
  }

  const button = "inline-flex items-center justify-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted";
  return (
    <div className={`fixed inset-0 z-[60] flex items-center justify-center ${fullscreen ? "" : "p-2 sm:p-4"}`}>
      <div className="absolute inset-0 bg-navy/70" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-fullscreen={fullscreen || undefined}
        className={`relative flex w-full flex-col overflow-hidden bg-surface text-ink shadow-xl ${fullscreen ? "h-full max-w-none" : "max-h-full max-w-4xl rounded-lg border border-line"}`}
      >
        <div className="flex flex-wrap items-start gap-3 border-b border-line p-4">
          <h2 id={titleId} dir="auto" className="min-w-0 flex-1 text-lg font-semibold break-words">
            {resource.title}
          </h2>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button} aria-pressed={fullscreen} onClick={() => setFullscreen(!fullscreen)}>
              {t(fullscreen ? "exitFullscreen" : "fullscreen")}
            </button>
            <button type="button" className="btn-primary" onClick={onDownload}>
              {t("download")}
            </button>
            <button ref={closeButton} type="button" className={button} onClick={onClose} aria-label={t("close")}>
              <CloseIcon size={18} />
            </button>
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-auto bg-surface-muted p-2 sm:p-4">
          {isPdf ? (
            <Suspense fallback={<p role="status">{t("previewLoading")}</p>}>
              <PdfViewer source={() => signedFileUrl(resource.file_path, token)} title={resource.title} />
            </Suspense>
          ) : hasExtract ? (
            text.status === "loading" ? (
              <p role="status">{t("previewLoading")}</p>
            ) : text.status === "error" ? (
              <p role="alert">{t("previewFailed")}</p>
            ) : text.text ? (
              <div className="mx-auto max-w-3xl rounded bg-surface p-4 shadow-sm sm:p-6">
                <p className="mb-3 text-xs text-ink-muted">{t("extractNote")}</p>
                <pre dir="auto" className="font-sans text-sm break-words whitespace-pre-wrap" data-testid="preview-text">
                  {text.text}
                </pre>
              </div>
            ) : (
              <NoPreview />
            )
          ) : (
            <NoPreview />
          )}
        </div>
      </div>
    </div>
  );
}

function NoPreview() {
  const { t } = useTranslation("resources");
  return <p className="p-6 text-center">{t("noPreview")}</p>;
}
