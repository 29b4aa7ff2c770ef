import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MailIcon } from "~/components/ui/icons";

/**
 * The webmail login: a real browser form POST (fields `user` and `pass`) to the
 * hosting provider's webmail endpoint, so the page navigates there. Without a
 * configured endpoint the form says so and cannot be submitted.
 */
export function WebmailLogin({ action }: { action: string | undefined }) {
  const { t } = useTranslation("webmail");
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!action || submitting) {
      event.preventDefault();
      return;
    }
    // The browser now posts the form and leaves the page: the state never returns to idle.
    setSubmitting(true);
  };
  const inputClass =
    "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand";
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-xl border border-line bg-surface p-8 shadow-lg">
        <div className="flex flex-col items-center text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
            <MailIcon size={24} />
          </span>
          <h1 id={`${id}-title`} className="mt-4 text-2xl font-bold text-navy">
            {t("title")}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{t("subtitle")}</p>
        </div>
        {!action && (
          <p role="alert" className="mt-6 rounded-md border border-danger/40 bg-danger/5 p-3 text-sm text-danger">
            {t("notConfigured")}
          </p>
        )}
        <form method="post" action={action} onSubmit={onSubmit} className="mt-6 space-y-4">
          <div>
            <label htmlFor={`${id}-user`} className="block text-sm font-semibold text-ink">
              {t("email")}
            </label>
            <input
              id={`${id}-user`}
              name="user"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-pass`} className="block text-sm font-semibold text-ink">
              {t("password")}
            </label>
            <input
              id={`${id}-pass`}
              name="pass"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
            />
          </div>
          <button type="submit" disabled={!action || submitting} className="btn-primary w-full">
            {submitting ? t("submitting") : t("submit")}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-ink-muted">{t("help")}</p>
      </div>
    </section>
  );
}

/** The configured webmail endpoint, or undefined (also when the configuration is invalid). */
export function webmailEndpoint(read: () => { webmailUrl?: string }): string | undefined {
  try {
    return read().webmailUrl;
  } catch {
    return undefined;
  }
}
