import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { input, label } from "~/components/ui/styles";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { useAuth } from "./auth-context";
import { ADMIN_LOGIN } from "./safe-redirect";
import { primaryButtonClass } from "./status-screens";

/**
 * 'Forgot password?': Supabase Auth e-mails a reset link (POST /recover) leading to
 * /admin/reset-password. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation("admin-account");
  const { getClient } = useAuth();
  const [sent, setSent] = useState(false);
  const ids = { email: useId(), error: useId() };
  const { errorText, busy, onSubmit } = useFormSubmit<string, "form">({
    read: (form) => String(new FormData(form).get("email") ?? "").trim() || null,
    save: async (email) => {
      const supabase = await getClient();
      const { error: failed } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/admin/reset-password` });
      if (failed) {
        const wait = failed.status === 429;
        return { errors: { form: t(wait ? "forgot.wait" : "forgot.failed") }, toast: { key: wait ? "forgot.wait" : "forgot.failedToast", ns: "admin-account" } };
      }
      setSent(true);
    },
    onError: () => ({ errors: { form: t("forgot.failed") } }),
  });
  const error = errorText("form");

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-ink">{t("forgot.heading")}</h1>
        {sent ? (
          <p role="status" className="mt-4 text-ink">
            {t("forgot.sent")}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-muted">{t("forgot.intro")}</p>
            <form className="mt-6 space-y-4" onSubmit={(event) => void onSubmit(event)} aria-describedby={error ? ids.error : undefined}>
              <div>
                <label htmlFor={ids.email} className={label}>
                  {t("forgot.email")}
                </label>
                <input id={ids.email} name="email" type="email" autoComplete="username" required className={input} />
              </div>
              {error && (
                <p id={ids.error} role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
                  {error}
                </p>
              )}
              <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy} aria-busy={busy || undefined}>
                {busy ? t("forgot.sending") : t("forgot.send")}
              </button>
            </form>
          </>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={ADMIN_LOGIN} className="text-brand underline hover:text-brand-strong">
            {t("backToSignIn")}
          </Link>
        </p>
      </div>
    </main>
  );
}
