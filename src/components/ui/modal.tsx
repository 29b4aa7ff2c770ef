import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** "alertdialog" for a confirmation that interrupts (delete), "dialog" otherwise. */
  role: "dialog" | "alertdialog";
  title: string;
  description: ReactNode;
  /** Escape, or the backdrop: the same as the Cancel button. Ignored while `busy`. */
  onCancel: () => void;
  /** What takes focus when the dialog opens (the safe choice: Cancel, or the first field). */
  initialFocus: RefObject<HTMLElement | null>;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: labelled by its heading and described by its text, focus
 * moves in when it opens, Tab and Shift+Tab stay inside, Escape cancels, and
 * focus goes back to the control that opened it when it closes.
 */
export function Modal({ role, title, description, onCancel, initialFocus, busy = false, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef(onCancel);
  const busyRef = useRef(busy);
  useEffect(() => {
    cancel.current = onCancel;
    busyRef.current = busy;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus.current ?? panel.current)?.focus();
    return () => {
      // Back to the opener when it is still on the page (a deleted post's button is not).
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busyRef.current) cancel.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center p-4">
      <div
        className="absolute inset-0 bg-navy/60"
        aria-hidden="true"
        onClick={() => {
          if (!busyRef.current) cancel.current();
        }}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-full w-full max-w-md overflow-y-auto overscroll-contain rounded-lg border border-line bg-surface p-6 text-ink shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-ink-muted">
          {description}
        </div>
        {children}
      </div>
    </div>
  );
}
