import { useRef } from "react";
import { Modal } from "./modal";
import { dangerButton, secondaryButton } from "./styles";

export interface ConfirmDialogProps {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete this …?": an alert dialog whose safe choice (Cancel) has the focus; Escape cancels. */
export function ConfirmDialog({ title, text, cancelLabel, confirmLabel, busyLabel, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal role="alertdialog" title={title} description={<p>{text}</p>} onCancel={onCancel} initialFocus={cancel} busy={busy}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
