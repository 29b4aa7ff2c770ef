import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { BLOG_LIMITS } from "./limits";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Modal } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { isolate } from "~/lib/bidi";

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
      text={t("delete.text", { title: isolate(title) })}
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
  const noteId = useId();
  // The page's review() is busy while the rejection is sent (`busy`); this form only checks the note.
  const { errorText, onSubmit } = useFormSubmit<string, "note">({
    read: (form) => String(new FormData(form).get("note") ?? "").trim(),
    validate: (note) => ({
      errors: !note ? { note: "reject.noteRequired" } : note.length > BLOG_LIMITS.reviewerNoteMax ? { note: "reject.noteTooLong" } : {},
    }),
    controlId: () => noteId,
    save: async (note) => onConfirm(note),
    message: (_field, key) => t(key),
  });

  return (
    <Modal
      role="dialog"
      title={t("reject.heading")}
      description={<p>{t("reject.text", { title })}</p>}
      onCancel={onCancel}
      initialFocus={noteField}
      busy={busy}
    >
      <form className="mt-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextAreaField
          ref={noteField}
          id={noteId}
          name="note"
          label={t("reject.note")}
          aria-required
          rows={4}
          maxLength={BLOG_LIMITS.reviewerNoteMax}
          error={errorText("note")}
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
