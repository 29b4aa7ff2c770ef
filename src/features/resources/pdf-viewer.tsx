import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as PdfJsModule from "pdfjs-dist";
import "./pdf-viewer.css";

type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js and its worker, fetched the first time a PDF is previewed. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

type State = { status: "loading" } | { status: "ready"; doc: PdfDocument } | { status: "error" };

/** One page at a time: the page drawn on a canvas with its text laid over it (selectable, readable by screen readers). */
export default function PdfViewer({ source, title }: { source: () => Promise<string>; title: string }) {
  const { t } = useTranslation("resources");
  const [state, setState] = useState<State>({ status: "loading" });
  const [page, setPage] = useState(1);
  const [rendering, setRendering] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const sourceRef = useRef(source);

  useEffect(() => {
    let active = true;
    let task: ReturnType<PdfJs["getDocument"]> | undefined;
    (async () => {
      const lib = await loadPdfJs();
      const url = await sourceRef.current();
      if (!active) return;
      task = lib.getDocument({ url });
      const loaded = await task.promise;
      if (active) setState({ status: "ready", doc: loaded });
    })().catch((error: unknown) => {
      console.warn(error);
      if (active) setState({ status: "error" });
    });
    return () => {
      active = false;
      void task?.destroy();
    };
  }, []);

  useEffect(() => {
    if (state.status !== "ready" || !canvas.current || !textLayer.current || !frame.current) return;
    let cancelled = false;
    let task: { cancel(): void } | undefined;
    let text: { cancel(): void } | undefined;
    setRendering(true);
    (async () => {
      const lib = await loadPdfJs();
      const pdfPage = await state.doc.getPage(page);
      const base = pdfPage.getViewport({ scale: 1 });
      const width = Math.max(200, Math.min(frame.current?.clientWidth ?? base.width, 1000));
      const viewport = pdfPage.getViewport({ scale: width / base.width });
      const ratio = window.devicePixelRatio || 1;
      const target = canvas.current!;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      const render = pdfPage.render({ canvas: target, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      task = render;
      await render.promise;
      if (cancelled) return;
      const layer = textLayer.current!;
      layer.replaceChildren();
      layer.parentElement?.style.setProperty("--total-scale-factor", String(viewport.scale));
      const textRender = new lib.TextLayer({ textContentSource: pdfPage.streamTextContent(), container: layer, viewport });
      text = textRender;
      await textRender.render();
    })()
      .catch((error: unknown) => {
        if (!cancelled && (error as { name?: string }).name !== "RenderingCancelledException") console.warn(error);
      })
      .finally(() => {
        if (!cancelled) setRendering(false);
      });
    return () => {
      cancelled = true;
      task?.cancel();
      text?.cancel();
    };
  }, [state, page]);

  if (state.status === "error") return <p role="alert">{t("previewFailed")}</p>;
  const pages = state.status === "ready" ? state.doc.numPages : 0;
  return (
    <div ref={frame} className="mx-auto flex max-w-[1000px] flex-col items-center gap-3">
      {state.status === "loading" && <p role="status">{t("previewLoading")}</p>}
      <nav aria-label={t("pagesLabel")} hidden={state.status !== "ready"} className="flex flex-wrap items-center justify-center gap-3">
        <button type="button" className="rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-semibold disabled:opacity-50" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          {t("previousPage")}
        </button>
        <span aria-live="polite" className="text-sm" data-testid="pdf-page">
          {t("pageOf", { page, pages })}
        </span>
        <button type="button" className="rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-semibold disabled:opacity-50" onClick={() => setPage(page + 1)} disabled={page >= pages}>
          {t("nextPage")}
        </button>
      </nav>
      <div className="pdf-page relative max-w-full overflow-x-auto bg-white shadow" aria-busy={rendering || undefined} dir="ltr">
        <canvas ref={canvas} aria-hidden="true" />
        <div ref={textLayer} className="textLayer" aria-label={t("pageText", { page, title })} role="document" data-testid="pdf-text" />
      </div>
    </div>
  );
}
