import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogHeader } from "~/components/ui/dialog";
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
 * when it was uploaded, or "no preview for this type" — always with Download. Fullscreen toggle.
 * The kit's Dialog: focus starts on Close and stays inside; Escape or the backdrop close it; focus
 * returns to the Preview button. The page behind does not scroll while it is open.
 */
export default function PreviewDialog({ resource, token, onClose, onDownload }: PreviewDialogProps) {
  const { t } = useTranslation("resources");
  const [fullscreen, setFullscreen] = useState(false);
  const [text, setText] = useState<Text>({ status: "loading" });
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const isPdf = resource.file_type === "pdf";
  const hasExtract = ["docx", "xlsx", "pptx"].includes(resource.file_type);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
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

  const button = "inline-flex items-center justify-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted";
  // A flex column only while open (display: flex would show a closed <dialog>); as large as the viewport
  // less a margin, or all of it in fullscreen.
  return (
    <Dialog
      aria-labelledby={titleId}
      onCancel={onClose}
      initialFocus={closeButton}
      data-fullscreen={fullscreen ? "true" : undefined}
      className={`m-auto flex-col overflow-hidden bg-surface p-0 text-ink shadow-xl backdrop:bg-navy/70 open:flex ${
        fullscreen
          ? "h-full max-h-none w-full max-w-none"
          : "max-h-[calc(100%-1rem)] w-[calc(100%-1rem)] max-w-4xl rounded-lg border border-line sm:max-h-[calc(100%-2rem)] sm:w-[calc(100%-2rem)]"
      }`}
    >
      <DialogHeader
        titleId={titleId}
        title={resource.title}
        titleDir="auto"
        titleClassName="text-lg font-semibold break-words"
        className="flex flex-wrap items-start gap-3 border-b border-line p-4"
        actions={
          <>
            <button type="button" className={button} aria-pressed={fullscreen} onClick={() => setFullscreen(!fullscreen)}>
              {t(fullscreen ? "exitFullscreen" : "fullscreen")}
            </button>
            <button type="button" className="btn-primary" onClick={onDownload}>
              {t("download")}
            </button>
          </>
        }
        close={{ label: t("close"), onClick: onClose, buttonRef: closeButton, className: button, iconSize: 18 }}
      />
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
    </Dialog>
  );
}

function NoPreview() {
  const { t } = useTranslation("resources");
  return <p className="p-6 text-center">{t("noPreview")}</p>;
}
