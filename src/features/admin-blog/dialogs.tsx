import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { BLOG_LIMITS } from "./limits";
import { Modal } from "~/components/ui/modal";
import { dangerButton, fieldError, input, label, secondaryButton } from "~/components/ui/styles";

/** "Delete this post?": an alert dialog whose safe choice, Cancel, has the focus. */
export function DeleteDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin-blog");
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      title={t("delete.heading")}
      description={<p>{t("delete.text", { title })}</p>}
      onCancel={onCancel}
      initialFocus={cancelButton}
      busy={busy}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancelButton} type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
          {t("delete.cancel")}
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("delete.confirming") : t("delete.confirm")}
        </button>
      </div>
    </Modal>
  );
}

/** Rejecting asks for the reviewer's note, which the author then sees on the post. */
export function RejectDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin-blog");
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "").trim();
    const problem = !note ? "reject.noteRequired" : note.length > BLOG_LIMITS.reviewerNoteMax ? "reject.noteTooLong" : null;
    if (problem) {
      setError(problem);
      noteField.current?.focus();
      return;
    }
    setError(null);
    onConfirm(note);
  }

  return (
    <Modal
      role="dialog"
      title={t("reject.heading")}
      description={<p>{t("reject.text", { title })}</p>}
      onCancel={onCancel}
      initialFocus={noteField}
      busy={busy}
    >
      <form className="mt-4" onSubmit={onSubmit} noValidate>
        <label htmlFor={noteId} className={label}>
          {t("reject.note")}
        </label>
        <textarea
          ref={noteField}
          id={noteId}
          name="note"
          rows={4}
          required
          maxLength={BLOG_LIMITS.reviewerNoteMax}
          className={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className={fieldError}>
            {t(error)}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
            {t("reject.cancel")}
          </button>
          <button type="submit" className={dangerButton} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("reject.confirming") : t("reject.confirm")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
