import { useRef } from "react";
import { Button } from "./button";
import { Modal } from "./dialog";

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
        <Button ref={cancel} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
