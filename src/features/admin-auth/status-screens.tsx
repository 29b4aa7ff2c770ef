import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** "Loading..." announced to assistive technology. */
export function AuthLoading() {
  const { t } = useTranslation("admin");
  return (
    <div className="flex min-h-screen items-center justify-center p-8">
      <p role="status" className="text-slate-700">
        {t("loading")}
      </p>
    </div>
  );
}

/** A full-page message with actions, for refusals and errors outside the portal layout. */
export function AuthMessage({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-2 text-slate-700">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </main>
  );
}

export const buttonClass =
  "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass = `${buttonClass} bg-blue-700 text-white hover:bg-blue-800`;
export const secondaryButtonClass = `${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
