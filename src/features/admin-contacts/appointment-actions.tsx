import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Modal } from "~/components/ui/dialog";
import { dangerButton, input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { formatMoment } from "~/lib/date-time";
import { type AppointmentStatus, announceSubmissionsChanged, decideAppointment, type Decision, type Submission } from "./api";
import { isolate } from "~/lib/bidi";

export const NOTE_MAX = 2_000;

const TONE: Record<AppointmentStatus, BadgeTone> = { requested: "warning", confirmed: "success", declined: "neutral", cancelled: "neutral" };

/** The appointment's state as a small badge. */
export function AppointmentBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation("admin-contacts");
  return <Badge tone={TONE[status]}>{t(`appointment.statuses.${status}`)}</Badge>;
}

/** The appointment's date and slot as the admin's language writes them, in Toronto time. */
export function useAppointmentWhen(): (s: Pick<Submission, "appointment_starts_at">) => string {
  const { i18n } = useTranslation("admin-contacts");
  return ({ appointment_starts_at: startsAt }) => (startsAt ? formatMoment(startsAt, i18n.language, "full") : "");
}

/**
 * Confirm and Decline for a requested appointment. Confirm sends at once; Decline asks first, with
 * an optional note to the visitor. Either e-mails the visitor before the decision is stored.
 */
export function AppointmentActions({
  submission,
  getClient,
  onDecided,
}: {
  submission: Submission;
  getClient: () => Promise<SupabaseClient>;
  onDecided: (next: Pick<Submission, "id" | "appointment_status" | "appointment_decided_at">) => void;
}) {
  const { t } = useTranslation("admin-contacts");
  const when = useAppointmentWhen();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [declining, setDeclining] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const name = submission.name ?? submission.email ?? "";

  if (submission.appointment_status !== "requested") return null;

  async function decide(decision: Decision) {
    setBusy(decision);
    try {
      const saved = await decideAppointment(await getClient(), submission.id, decision, noteRef.current?.value ?? "");
      onDecided({ id: submission.id, ...saved });
      announceSubmissionsChanged();
      setDeclining(false);
      toast.success({ key: decision === "confirmed" ? "toasts.confirmed" : "toasts.declined", ns: "admin-contacts" });
    } catch (e) {
      console.warn(e);
      toast.error({ key: "toasts.decisionFailed", ns: "admin-contacts" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <button type="button" className={primaryButton} onClick={() => void decide("confirmed")} disabled={busy !== null} aria-busy={busy === "confirmed" || undefined}>
        {busy === "confirmed" ? t("appointment.confirming") : t("appointment.confirm")}
      </button>
      <button type="button" className={secondaryButton} onClick={() => setDeclining(true)} disabled={busy !== null}>
        {t("appointment.decline")}
      </button>
      {declining && (
        <Modal
          role="alertdialog"
          title={t("appointment.declineHeading")}
          description={<p>{t("appointment.declineText", { name: isolate(name), when: when(submission) })}</p>}
          onCancel={() => setDeclining(false)}
          initialFocus={cancelRef}
          busy={busy === "declined"}
        >
          <div className="mt-4">
            <label htmlFor={noteId} className={label}>
              {t("appointment.noteLabel")}
            </label>
            <textarea ref={noteRef} id={noteId} rows={3} maxLength={NOTE_MAX} className={input} disabled={busy === "declined"} />
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button ref={cancelRef} type="button" className={secondaryButton} onClick={() => setDeclining(false)} disabled={busy === "declined"}>
              {t("appointment.cancel")}
            </button>
            <button type="button" className={dangerButton} onClick={() => void decide("declined")} disabled={busy === "declined"} aria-busy={busy === "declined" || undefined}>
              {busy === "declined" ? t("appointment.declining") : t("appointment.declineConfirm")}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
