import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { primaryButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { useAuth } from "./auth-context";
import { PasswordFields, passwordErrorKey, readPasswords } from "./password-fields";
import { ADMIN_HOME, ADMIN_LOGIN } from "./safe-redirect";
import { AuthLoading } from "./status-screens";
import { isolate } from "~/lib/bidi";

/** What Supabase Auth put in the URL fragment when the link was refused (expired, used, banned). */
function linkError(): string | null {
  if (typeof window === "undefined") return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  return params.get("error_code") || params.get("error_description") ? (params.get("error_code") ?? "invalid") : null;
}

/**
 * Where an invitation (`mode` invite) or a password-reset e-mail (recovery) leads: supabase-js reads
 * the session from the URL fragment, and the person chooses a password for it.
 */
export function SetPasswordPage({ mode }: { mode: "invite" | "recovery" }) {
  const { t } = useTranslation("admin-account");
  const auth = useAuth();
  const navigate = useNavigate();
  const [refused] = useState(linkError);
  const { errorText, busy, onSubmit } = useFormSubmit<ReturnType<typeof readPasswords>, "form">({
    read: readPasswords,
    validate: ({ problem }) => ({ errors: problem ? { form: t(`password.errors.${problem}`) } : {} }),
    save: async ({ password }) => {
      const supabase = await auth.getClient();
      const { error: failed } = await supabase.auth.updateUser({ password });
      if (failed) return { errors: { form: t(passwordErrorKey(failed.code)) }, toast: { key: "password.failedToast", ns: "admin-account" } };
      toast.success({ key: mode === "invite" ? "setPassword.welcomeToast" : "setPassword.savedToast", ns: "admin-account" });
      void navigate(ADMIN_HOME, { replace: true });
    },
  });
  const error = errorText("form");

  if (!refused && auth.status === "loading") return <AuthLoading />;
  const heading = t(mode === "invite" ? "setPassword.inviteHeading" : "setPassword.recoveryHeading");

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-ink">{heading}</h1>
        {refused || !auth.user ? (
          <>
            <p role="alert" className="mt-4 text-ink">
              {t("setPassword.linkInvalid")}
            </p>
            <p className="mt-4 text-sm">
              <Link to="/admin/forgot-password" className="text-brand underline hover:text-brand-strong">
                {t("setPassword.newLink")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-muted">{t(mode === "invite" ? "setPassword.inviteIntro" : "setPassword.recoveryIntro", { email: isolate(auth.user.email) })}</p>
            <form className="mt-6 space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
              <PasswordFields error={error ?? null} />
              <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy || undefined}>
                {busy ? t("password.saving") : t("setPassword.submit")}
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
