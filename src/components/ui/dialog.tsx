import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from "react";
import { addOpenDialog, removeOpenDialog } from "./dialog-layer";
import { CloseIcon } from "./icons";
import { trapTab } from "./trap-tab";

export interface DialogProps {
  /** "alertdialog" for a confirmation that interrupts (delete), "dialog" otherwise. */
  role?: "dialog" | "alertdialog";
  "aria-labelledby": string;
  "aria-describedby"?: string;
  id?: string;
  /** Escape, a click on the backdrop: the same as Cancel. Ignored while `busy`. */
  onCancel: () => void;
  /** What takes the focus when it opens (the safe choice, or the first field); the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether focus goes back when it closes (default true): to `returnFocus`, else to what had it before it opened. */
  restoreFocus?: boolean;
  /** The control that opened it (Safari does not focus a clicked button, so "what had the focus" may be the page). */
  returnFocus?: RefObject<HTMLElement | null>;
  busy?: boolean;
  className?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/**
 * A modal dialog on the browser's own <dialog>: opened with showModal(), so
 * the page behind it is inert (neither focusable, clickable nor read) and it
 * sits above everything. Focus moves in when it opens, Tab and Shift+Tab wrap
 * inside it, Escape or the backdrop cancel it, and focus returns to the
 * control that opened it when it closes (unmount it to close it).
 */
export function Dialog({
  role = "dialog",
  onCancel,
  initialFocus,
  restoreFocus = true,
  returnFocus,
  busy = false,
  className,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  const busyRef = useRef(busy);
  useEffect(() => {
    cancel.current = onCancel;
    busyRef.current = busy;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    addOpenDialog(dialog);
    (initialFocus?.current ?? dialog).focus();
    return () => {
      removeOpenDialog(dialog);
      if (dialog.open) dialog.close();
      // Back to the opener when it is still on the page (a deleted row's button is not).
      if (restoreFocus && opener?.isConnected) opener.focus();
    };
  }, [initialFocus, restoreFocus, returnFocus]);

  const requestCancel = () => {
    if (!busyRef.current) cancel.current();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      // Handled here (not by the browser's close), so the state that shows the dialog decides.
      event.preventDefault();
      event.stopPropagation();
      requestCancel();
      return;
    }
    trapTab(event.currentTarget, event);
  }

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event: SyntheticEvent<HTMLDialogElement>) => {
        // Other close requests (a phone's back gesture): the same as Escape.
        event.preventDefault();
        requestCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestCancel(); // the backdrop
      }}
      className={
        className ??
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-lg border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-navy/60"
      }
      {...rest}
    >
      {children}
    </dialog>
  );
}

export interface ModalProps {
  role: "dialog" | "alertdialog";
  title: string;
  description: ReactNode;
  onCancel: () => void;
  initialFocus: RefObject<HTMLElement | null>;
  busy?: boolean;
  children: ReactNode;
}

/** A dialog with the portal's standard frame: a heading that names it and a text that describes it, then its content. */
export function Modal({ role, title, description, onCancel, initialFocus, busy = false, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog role={role} aria-labelledby={titleId} aria-describedby={descriptionId} onCancel={onCancel} initialFocus={initialFocus} busy={busy}>
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-ink-muted">
          {description}
        </div>
        {children}
      </div>
    </Dialog>
  );
}

export interface DialogCloseButtonProps {
  /** The button's accessible name (it shows only an ×), translated by the caller. */
  label: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
  iconSize?: number;
}

/** A dialog's close button: an × named by `label`. */
export function DialogCloseButton({
  label,
  onClick,
  buttonRef,
  className = "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface-muted",
  iconSize,
}: DialogCloseButtonProps) {
  return (
    <button ref={buttonRef} type="button" onClick={onClick} aria-label={label} className={className}>
      <CloseIcon size={iconSize} />
    </button>
  );
}

export interface DialogHeaderProps {
  /** The heading's id: the dialog's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  /** The description's id: the dialog's aria-describedby. */
  descriptionId?: string;
  description?: ReactNode;
  /** "auto" for a title that is content (any language), not a translated label. */
  titleDir?: "auto";
  titleClassName?: string;
  /** Controls shown before the close button, at the inline end (fullscreen, download). */
  actions?: ReactNode;
  close: DialogCloseButtonProps;
  className?: string;
}

/**
 * A dialog's header: its heading (and a description under it) at the inline start, its actions
 * and close button at the inline end; in right-to-left pages the two sides swap.
 */
export function DialogHeader({
  titleId,
  title,
  descriptionId,
  description,
  titleDir,
  titleClassName = "text-lg font-bold text-navy",
  actions,
  close,
  className = "flex items-start gap-3",
}: DialogHeaderProps) {
  return (
    <div className={className}>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} dir={titleDir} className={titleClassName}>
          {title}
        </h2>
        {description != null && (
          <p id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions}
        <DialogCloseButton {...close} />
      </div>
    </div>
  );
}
