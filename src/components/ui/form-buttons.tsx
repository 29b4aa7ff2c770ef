import { primaryButton, secondaryButton } from "./styles";

export interface FormButtonsProps {
  busy: boolean;
  onCancel: () => void;
  /** The texts, already translated. */
  cancelLabel: string;
  saveLabel: string;
  savingLabel: string;
}

/** A dialog form's Cancel and Save buttons, at the end of the line; while saving both are disabled and Save says so (aria-busy). */
export function FormButtons({ busy, onCancel, cancelLabel, saveLabel, savingLabel }: FormButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
        {busy ? savingLabel : saveLabel}
      </button>
    </div>
  );
}
