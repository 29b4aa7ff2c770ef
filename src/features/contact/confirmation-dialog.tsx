import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { trapTab } from "~/components/ui/trap-tab";
import { CheckCircleIcon, CloseIcon } from "~/components/ui/icons";

export interface ConfirmationDetails {
  kind: "message" | "appointment";
  /** [label, value] pairs, already translated. */
  rows: ReadonlyArray<readonly [string, string]>;
}

/**
 * The confirmation after a successful submit: a modal dialog (role=dialog, aria-modal) with the
 * submitted details. Focus moves into it and stays there (Tab cycles); Escape or the close button
 * closes it; OK closes it and goes to the home page. Focus returns where it was on close.
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
  const dialog = useRef<HTMLDivElement>(null);
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialog.current) trapTab(dialog.current, event);
  };

  const title = details.kind === "message" ? t("confirmation.messageTitle") : t("confirmation.appointmentTitle");
  const body = details.kind === "message" ? t("confirmation.messageBody") : t("confirmation.appointmentBody");
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-navy/70 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={onKeyDown}
        className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-surface p-6 text-ink shadow-2xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t("confirmation.close")}
          className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted"
        >
          <CloseIcon />
        </button>
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
          {details.rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-3">
              <dt className="text-sm font-semibold text-ink">{label}</dt>
              <dd className="whitespace-pre-wrap break-words text-sm text-ink sm:col-span-2" dir="auto">
                {value}
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
    </div>
  );
}
