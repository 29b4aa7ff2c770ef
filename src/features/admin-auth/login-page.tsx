import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { useAuth } from "./auth-context";
import { safeAdminRedirect } from "./safe-redirect";
import { AuthLoading, primaryButtonClass } from "./status-screens";

const inputClass =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand";

/**
 * The Admin Portal sign-in (email + password, GoTrue password grant). On
 * success: 'Welcome back!' and the page first asked for (an /admin path
 * only) or the dashboard. A staff user who is already signed in goes there
 * straight away.
 */
export function LoginPage() {
  const { t } = useTranslation("admin");
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeAdminRedirect(searchParams.get("redirectTo"));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  if (!busy) {
    if (auth.status === "loading" || (auth.user && auth.profileStatus === "loading")) return <AuthLoading />;
    if (auth.user && auth.isStaff) return <Navigate to={target} replace />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) return; // the browser's `required` check says what is missing
    setBusy(true);
    setFailed(false);
    const { error } = await auth.signIn(email, password);
    if (error) {
      setBusy(false);
      setFailed(true);
      toast.error(t("login.failedToast"));
      return;
    }
    toast.success(t("login.welcomeToast"));
    void navigate(target, { replace: true });
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-ink">{t("login.heading")}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t("login.intro")}</p>
        <form className="mt-6 space-y-4" onSubmit={(event) => void onSubmit(event)} aria-describedby={failed ? errorId : undefined}>
          <div>
            <label htmlFor="admin-email" className="block text-sm font-medium text-ink">
              {t("login.email")}
            </label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className={inputClass}
              aria-invalid={failed || undefined}
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="block text-sm font-medium text-ink">
              {t("login.password")}
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
              aria-invalid={failed || undefined}
            />
          </div>
          {failed && (
            <p id={errorId} role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
              {t("login.invalid")}
            </p>
          )}
          <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("login.submitting") : t("login.submit")}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-brand underline hover:text-brand-strong">
            {t("login.backToSite")}
          </Link>
        </p>
      </div>
    </main>
  );
}
