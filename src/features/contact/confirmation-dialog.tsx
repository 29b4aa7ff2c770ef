import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EmailAddress } from "~/components/ui/email-address";
import { Dialog, DialogCloseButton } from "~/components/ui/dialog";
import { CheckCircleIcon } from "~/components/ui/icons";

export interface ConfirmationDetails {
  kind: "message" | "appointment";
  /** [label, value] pairs, already translated; a row marked "email" shows its value as an address. */
  rows: ReadonlyArray<readonly [string, string] | readonly [string, string, "email"]>;
}

/**
 * The confirmation after a successful submit: a modal dialog (the kit's Dialog) with the submitted
 * details. Focus starts on OK and stays inside; Escape, the backdrop or the close button close it;
 * OK closes it and goes to the home page. Focus returns where it was on close.
 */
export function ConfirmationDialog({
  details,
  onClose,
  onOk,
}: {
  details: ConfirmationDetails;
  onClose(): void;
  onOk(): void;
}) {
  const { t } = useTranslation("contact");
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);

  const title = details.kind === "message" ? t("confirmation.messageTitle") : t("confirmation.appointmentTitle");
  const body = details.kind === "message" ? t("confirmation.messageBody") : t("confirmation.appointmentBody");
  return (
    <Dialog
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={onClose}
      initialFocus={ok}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-navy/70"
    >
      {/* The padding is inside: a click on the dialog element itself is a click on the backdrop. */}
      <div className="p-6">
        <DialogCloseButton
          label={t("confirmation.close")}
          onClick={onClose}
          className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
        />
        <div className="flex flex-col items-center text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-success">
            <CheckCircleIcon size={30} />
          </span>
          <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold text-navy">
            {title}
          </h2>
          <p id={`${id}-body`} className="mt-2 text-ink-muted">
            {body}
          </p>
        </div>
        <h3 className="mt-6 text-sm font-bold uppercase tracking-wider text-ink-muted">{t("confirmation.details")}</h3>
        <dl className="mt-2 divide-y divide-line rounded-md border border-line">
          {details.rows.map(([label, value, kind]) => (
            <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-3">
              <dt className="text-sm font-semibold text-ink">{label}</dt>
              {/* The value takes the two columns after the label: an address has room to stay on one line. */}
              <dd className="whitespace-pre-wrap break-words text-sm text-ink sm:col-span-2" dir="auto">
                {kind === "email" ? <EmailAddress address={value} /> : value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex justify-center">
          <button ref={ok} type="button" onClick={onOk} className="btn-primary min-w-32">
            {t("confirmation.ok")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
