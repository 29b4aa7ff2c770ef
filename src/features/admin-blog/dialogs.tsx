import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { BLOG_LIMITS } from "./limits";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Modal } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";

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
  return (
    <ConfirmDialog
      title={t("delete.heading")}
      text={t("delete.text", { title })}
      cancelLabel={t("delete.cancel")}
      confirmLabel={t("delete.confirm")}
      busyLabel={t("delete.confirming")}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
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
        <TextAreaField
          ref={noteField}
          id={noteId}
          name="note"
          label={t("reject.note")}
          aria-required
          rows={4}
          maxLength={BLOG_LIMITS.reviewerNoteMax}
          error={error ? t(error) : undefined}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button onClick={onCancel} disabled={busy}>
            {t("reject.cancel")}
          </Button>
          <Button type="submit" variant="danger" busy={busy} busyLabel={t("reject.confirming")}>
            {t("reject.confirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
