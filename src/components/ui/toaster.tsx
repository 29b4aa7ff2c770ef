import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useTopDialog } from "./dialog-layer";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, SpinnerIcon } from "./icons";
import {
  type Toast,
  getServerToasts,
  getToasts,
  pauseToasts,
  resumeToasts,
  subscribeToasts,
  toast,
  toastText,
} from "./toast";

const kindStyles: Record<Toast["kind"], string> = {
  default: "border-s-brand",
  success: "border-s-success",
  error: "border-s-danger",
  loading: "border-s-accent",
};

function ToastIcon({ kind }: { kind: Toast["kind"] }) {
  switch (kind) {
    case "success":
      return <CheckCircleIcon className="text-success shrink-0" />;
    case "error":
      return <AlertCircleIcon className="text-danger shrink-0" />;
    case "loading":
      return <SpinnerIcon className="text-accent-strong shrink-0" />;
    default:
      return <InfoIcon className="text-brand shrink-0" />;
  }
}

function ToastItem({ item }: { item: Toast }) {
  // useTranslation re-renders on a language switch, and a keyed message is translated again.
  const { t } = useTranslation("common");
  return (
    <li
      data-toast-kind={item.kind}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-line border-s-4 bg-surface p-3 text-sm text-ink shadow-lg ${kindStyles[item.kind]}`}
    >
      <ToastIcon kind={item.kind} />
      <p className="flex-1 pt-0.5">{item.key ? toastText(item.key) : item.message}</p>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="-m-1 rounded p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
        aria-label={t("toast.dismiss")}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/**
 * The toast area, top-end (top right in left-to-right languages), below the sticky header so it never
 * covers the header's buttons (the public header publishes its height as --header-height). Errors are
 * announced assertively, everything else politely; the two live regions are
 * always in the page so that screen readers pick up additions. Hovering or
 * focusing a toast pauses every countdown. While a modal dialog is open the
 * page behind it is inert, so the toasts move into that dialog to stay seen
 * and heard.
 */
export function Toaster() {
  const { t } = useTranslation("common");
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const errors = toasts.filter((item) => item.kind === "error");
  const others = toasts.filter((item) => item.kind !== "error");
  const dialog = useTopDialog();
  const region = (
    <section
      aria-label={t("toast.region")}
      className="pointer-events-none fixed end-4 top-[calc(var(--header-height,4rem)+0.5rem)] z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col"
      onMouseEnter={pauseToasts}
      onMouseLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeToasts();
      }}
    >
      <ol aria-live="assertive" aria-relevant="additions text" className="flex flex-col gap-2">
        {errors.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
      {/* The gap only between two lists that hold toasts: empty, the area takes no room, so the header
          publishing its height (which moves the area) shifts nothing on the page (CLS). */}
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2 [ol:not(:empty)+&:not(:empty)]:mt-2">
        {others.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
  return dialog ? createPortal(region, dialog) : region;
}
