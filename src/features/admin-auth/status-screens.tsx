import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** "Loading..." announced to assistive technology. */
export function AuthLoading() {
  const { t } = useTranslation("admin");
  return (
    <div className="flex min-h-screen items-center justify-center p-8">
      <p role="status" className="text-ink-muted">
        {t("loading")}
      </p>
    </div>
  );
}

/** A full-page message with actions, for refusals and errors outside the portal layout. */
export function AuthMessage({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-md rounded-lg border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <div className="mt-3 space-y-2 text-ink-muted">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </main>
  );
}

export const buttonClass =
  "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass = `${buttonClass} bg-brand text-white hover:bg-brand-strong`;
export const secondaryButtonClass = `${buttonClass} border border-line bg-surface text-ink hover:bg-surface-muted`;
